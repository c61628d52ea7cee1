/** The axe-core scan every accessibility test runs, and the rules it runs. */
import AxeBuilder from '@axe-core/playwright';
import { test, type Page } from '@playwright/test';

/**
 * A full scan takes 2-3 s on an idle machine and several times that beside a CPU-bound job, so each
 * scan adds its own time to the test's budget: a test that scans six times gets six shares.
 */
const SCAN_BUDGET_MS = 15_000;

/** WCAG 2.x A and AA, and best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const COLOR_RULES = ['color-contrast', 'link-in-text-block'];

export interface ScanOptions {
  /** Only this part of the page (an open modal: the page behind it is inert, and slow to scan). */
  include?: string;
  /**
   * The colour rules only: for the second theme, which changes colours and nothing else (the same
   * DOM, other custom properties).
   */
  colorsOnly?: boolean;
}

/** The violations axe finds, as rule ids with the nodes they hit (readable in a failed assertion). */
export async function violations(page: Page, { include, colorsOnly = false }: ScanOptions = {}) {
  test.info().setTimeout(test.info().timeout + SCAN_BUDGET_MS);
  const builder = colorsOnly ? new AxeBuilder({ page }).withRules(COLOR_RULES) : new AxeBuilder({ page }).withTags(TAGS);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}
