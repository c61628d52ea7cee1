/**
 * The header's stylesheet, read as a host loads it (header.css with its imports in order), checked
 * without a browser: every transition and animation is turned off under
 * `prefers-reduced-motion: reduce`, forced colours keep the focus ring and the edges
 * (docs/readers.md "Readers"), the widths the stylesheet spells for the model's constants are theirs, and
 * each folder's stylesheet styles only what its own folder or a lower floor writes. The browser checks of the computed styles are e2e/tests/readers-*.spec.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { floorsBelow } from '../../scripts/header-floors.mjs';
import { NAV_CONSTANTS } from './nav/constants.ts';

interface Rule {
  selectors: string[];
  declarations: Map<string, string>;
  /** The at-rule preludes around the rule, outermost first (`@media (forced-colors: active)`). */
  within: string[];
}

const here = dirname(fileURLToPath(import.meta.url));

/** header.css with each `@import` replaced by the file it names, as dist/styles.css is built. */
function stylesheet(file = resolve(here, 'header.css')): string {
  return readFileSync(file, 'utf8').replace(/@import '([^']+)';/g, (_all, path: string) => stylesheet(resolve(dirname(file), path)));
}

/** The style rules of a stylesheet (comments out, at-rules kept as the rules' context). */
function rules(css: string): Rule[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const out: Rule[] = [];
  const walk = (start: number, within: string[]): number => {
    let index = start;
    let prelude = '';
    while (index < text.length) {
      const char = text[index];
      if (char === '}') return index + 1;
      if (char === '{') {
        const head = prelude.trim();
        prelude = '';
        if (head.startsWith('@')) {
          index = head.startsWith('@keyframes') ? skipBlock(index) : walk(index + 1, [...within, head]);
          continue;
        }
        const end = text.indexOf('}', index);
        const declarations = new Map<string, string>();
        for (const declaration of text.slice(index + 1, end).split(';')) {
          const colon = declaration.indexOf(':');
          if (colon > 0) declarations.set(declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim());
        }
        out.push({ selectors: head.split(',').map((selector) => selector.trim().replace(/\s+/g, ' ')), declarations, within });
        index = end + 1;
        continue;
      }
      prelude += char;
      index += 1;
    }
    return index;
  };
  const skipBlock = (open: number): number => {
    let depth = 0;
    for (let index = open; index < text.length; index += 1) {
      if (text[index] === '{') depth += 1;
      if (text[index] === '}' && --depth === 0) return index + 1;
    }
    return text.length;
  };
  walk(0, []);
  return out;
}

const all = rules(stylesheet());
const inMedia = (rule: Rule, query: RegExp) => rule.within.some((prelude) => query.test(prelude));
const REDUCED = /prefers-reduced-motion:\s*reduce/;
const FORCED = /forced-colors:\s*active/;

describe('reduced motion', () => {
  const moving = all.filter((rule) => !inMedia(rule, REDUCED));
  const motions = moving.flatMap((rule) =>
    (['transition', 'animation'] as const).flatMap((kind) =>
      [...rule.declarations]
        .filter(([property, value]) => (property === kind || property === `${kind}-name` || property === `${kind}-property`) && value !== 'none')
        .flatMap(() => rule.selectors.map((selector) => ({ kind, selector }))),
    ),
  );

  it('finds the transitions and animations it checks (the chevrons, the progress bar)', () => {
    expect(motions.map(({ selector }) => selector)).toEqual(expect.arrayContaining(['.hdr-chevron', '.hdr-progress']));
  });

  it.each(motions.map((motion) => [`${motion.kind} of ${motion.selector}`, motion] as const))('turns off the %s', (_name, { kind, selector }) => {
    const off = all.some(
      (rule) =>
        inMedia(rule, REDUCED) &&
        rule.selectors.includes(selector) &&
        (rule.declarations.get(kind) === 'none' || /^0m?s$/.test(rule.declarations.get(`${kind}-duration`) ?? '')),
    );
    expect(off, `@media (prefers-reduced-motion: reduce) { ${selector} { ${kind}: none } }`).toBe(true);
  });
});

describe('forced colours', () => {
  const forced = all.filter((rule) => inMedia(rule, FORCED));
  const forcedRule = (selector: string) => forced.find((rule) => rule.selectors.includes(selector));

  it('the focus ring is the header’s own outline, in a system colour', () => {
    expect(forcedRule('.hdr-root :focus-visible')?.declarations.get('outline')).toMatch(/^2px solid (Highlight|CanvasText)$/);
  });

  it('no focus style is a box-shadow (forced colours remove shadows)', () => {
    const shadowed = all.filter((rule) => rule.selectors.some((selector) => selector.includes(':focus')) && rule.declarations.has('box-shadow'));
    expect(shadowed.map((rule) => rule.selectors.join(', '))).toEqual([]);
  });

  it.each(['.hdr-dd-card', '.hdr-drawer', '.hdr-nav:popover-open', '.hdr-end-menus:popover-open', '.hdr-toast'])('%s keeps a visible edge', (selector) => {
    const rule = forcedRule(selector);
    const border = [...(rule?.declarations ?? [])].find(([property]) => property.startsWith('border'))?.[1] ?? '';
    expect(border, `@media (forced-colors: active) { ${selector} { border… } }`).toMatch(/\d+px solid CanvasText|CanvasText/);
  });

  it('the current entry is marked by more than its colour', () => {
    expect(forcedRule(".hdr-item[aria-current='page']")?.declarations.get('text-decoration')).toMatch(/underline/);
  });
});

describe('widths the model decides', () => {
  /** The `min-width` of every media query around a rule for one of the selectors. */
  const minWidths = (selector: string) =>
    all
      .filter((rule) => rule.selectors.includes(selector))
      .flatMap((rule) => rule.within.map((prelude) => /\(min-width:\s*(\d+)px\)/.exec(prelude)?.[1]))
      .filter((width) => width !== undefined)
      .map(Number);

  // CSS cannot read NAV_CONSTANTS: desktop.css spells these widths, and must spell the model's.
  it.each([
    ['.hdr-settings-currency', NAV_CONSTANTS.settingsCurrencyFromWidth],
    ['.hdr-icon-button.hdr-settings-button', NAV_CONSTANTS.settingsCurrencyFromWidth],
    ['.hdr-settings-language', NAV_CONSTANTS.settingsLanguageFromWidth],
  ])('the language-and-currency button shows %s from %i px', (selector, width) => {
    expect(minWidths(selector)).toEqual([width]);
  });

  it('the account menu is NAV_CONSTANTS.accountMenuWidth wide (spec §9)', () => {
    expect(all.find((rule) => rule.selectors.includes('.hdr-account'))?.declarations.get('inline-size')).toBe(`${NAV_CONSTANTS.accountMenuWidth}px`);
  });
});

describe('who styles what', () => {
  /** Each stylesheet header.css imports, as its path in the package (`desktop/desktop.css`). */
  const sheets = [...readFileSync(resolve(here, 'header.css'), 'utf8').matchAll(/@import '\.\/([^']+)';/g)].map((match) => match[1]!);

  /** For each class (a token `hdr-…` in a product file's code), the folders whose files write it; a template's `hdr-avatar-${size}` writes the prefix. */
  const writers = new Map<string, Set<string>>();
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]));
  // Not the enhancer's: it works on the components' markup, and its selectors and the few elements
  // it adds (toasts, the overflow menu's groups) are theirs.
  for (const file of walk(here).filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$|\/test\/|node_modules|\/dist\/|\/enhance\//.test(path))) {
    const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    const folder = relative(here, file).split('/')[0]!;
    for (const [token] of code.matchAll(/(?<![\w-])hdr-[a-z0-9-]+/g)) writers.set(token, new Set([...(writers.get(token) ?? []), folder]));
  }
  const writersOf = (name: string) => writers.get(name) ?? [...writers].find(([token]) => token.endsWith('-') && name.startsWith(token))?.[1] ?? new Set<string>();

  /** The classes a stylesheet's selectors name. */
  const selected = (css: string) => [...new Set(rules(css).flatMap((rule) => rule.selectors.flatMap((selector) => [...selector.matchAll(/\.(hdr-[a-z0-9-]+)/g)].map((match) => match[1]!))))];

  /**
   * The classes a stylesheet of `folder` names that neither its folder nor a lower floor writes. The
   * root box's `hdr-root` (its `data-enhanced` and `data-theme`) is every part's context.
   */
  const foreign = (folder: string, css: string) => {
    const allowed = new Set([folder, ...floorsBelow(folder)]);
    return selected(css).filter((name) => name !== 'hdr-root' && ![...writersOf(name)].some((writer) => allowed.has(writer)));
  };

  it('reads every stylesheet and sees the classes its components write', () => {
    expect(sheets).toEqual(expect.arrayContaining(['root/root.css', 'desktop/desktop.css', 'mobile/mobile.css', 'parts/parts.css', 'root/bar.css']));
    expect([...writersOf('hdr-dd-card')]).toEqual(['desktop']);
    expect([...writersOf('hdr-drawer')]).toEqual(['mobile']);
    expect([...writersOf('hdr-avatar-small')]).toEqual(['parts']);
  });

  it.each(sheets)('%s styles only classes its folder or a lower floor writes', (sheet) => {
    expect(foreign(sheet.split('/')[0]!, readFileSync(resolve(here, sheet), 'utf8'))).toEqual([]);
  });

  it.each(sheets)('every class %s names is written by a component', (sheet) => {
    const unwritten = selected(readFileSync(resolve(here, sheet), 'utf8')).filter((name) => writersOf(name).size === 0);
    expect(unwritten).toEqual([]);
  });

  // The check can fail: one layout restyling the other's classes, a shared part knowing a layout.
  it.each([
    ['mobile', '@media (max-width: 1023.98px) { .hdr-root :popover-open .hdr-dd-card { padding: 0 } }', ['hdr-dd-card']],
    ['desktop', '.hdr-drawer .hdr-item { min-block-size: 44px }', ['hdr-drawer']],
    ['parts', '.hdr-account-menu > .hdr-dd-trigger { padding-inline: 4px }', ['hdr-account-menu', 'hdr-dd-trigger']],
  ])('a rule planted in %s/ naming another folder’s classes is found', (folder, css, expected) => {
    expect(foreign(folder, css)).toEqual(expected);
  });
});
