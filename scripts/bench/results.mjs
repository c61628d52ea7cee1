// The bench's one results file: bench/results.json keeps each section's rows with when and how
// they were measured, and bench/RESULTS.md is written from it. A run replaces the sections it
// measured (`--only` runs keep the others), so the file always holds the latest figure of every
// row, each with its own date, load and options. The docs link to it and quote no figures.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { root } from '../lib.mjs';

export const RESULTS_JSON = resolve(root, 'bench/results.json');
export const RESULTS_MD = resolve(root, 'bench/RESULTS.md');

/** The sections in the order the file shows them, with their titles. */
export const SECTIONS = {
  bytes: 'Bytes: what the header adds to a page and costs another host',
  lighthouse: 'Lighthouse: the page with and without the header',
  server: 'Server: one page under load',
  mix: 'Server: the cold-tail mix (a fresh draw of pages, pairs, locales, themes and users each round)',
  edge: 'Edge: nginx and two render processes',
  'mix-edge': 'Edge: the cold-tail mix through nginx',
  profile: "Server: where a request's CPU goes on the cold-tail mix (V8's CPU profile)",
  hosts: 'Other stacks: the element and the SSI page',
  memory: 'Memory: a long run',
  interaction: 'Interaction: to the next paint at 4× CPU',
};

const HEAD = ['measure', 'header build', 'bare build', 'header − bare', 'target', 'met'];

export function readResults(file = RESULTS_JSON) {
  if (!existsSync(file)) return { sections: {} };
  const parsed = JSON.parse(readFileSync(file, 'utf8'));
  if (!parsed || typeof parsed !== 'object' || typeof parsed.sections !== 'object') throw new Error(`${file} is not a bench results file ({ sections })`);
  return parsed;
}

/** `previous` with `measured` ({ section: rows }) put in, each stamped by `stamp(section)` ({ date, machine, load, options }). */
export function mergeResults(previous, measured, stamp) {
  const sections = { ...previous.sections };
  for (const [name, rows] of Object.entries(measured)) {
    if (!(name in SECTIONS)) throw new Error(`unknown bench section ${name}`);
    sections[name] = { ...stamp(name), rows };
  }
  return { sections: Object.fromEntries(Object.keys(SECTIONS).filter((name) => sections[name]).map((name) => [name, sections[name]])) };
}

const cell = (value) => String(value).replaceAll('|', '\\|');

/** RESULTS.md from the results. */
export function renderResults(results) {
  const lines = [
    '# Benchmark results',
    '',
    'Written by `npm run bench` ([scripts/bench.mjs](../scripts/bench.mjs)) from `bench/results.json`; not edited by hand.',
    'A run replaces the sections it measured (`npm run bench -- --only mix` replaces only the mix), so each',
    'section says when it was measured, on what machine, under what load and with which options. How each',
    'is measured and what the targets mean: [docs/speed.md](../docs/speed.md). Bytes are KiB (1,024 bytes),',
    'gzip as the server sends them; times are medians; a ratio compares with a floor measured in the same run.',
  ];
  return `${lines.join('\n')}\n${renderSections(results, Object.keys(SECTIONS))}`;
}

/** The Markdown of the named sections of `results` (those it has), each a heading, its stamp and its table. */
export function renderSections(results, names) {
  const lines = [];
  for (const name of names) {
    const section = results.sections[name];
    if (!section) continue;
    lines.push('', `## ${SECTIONS[name]}`, '', `${section.date}; ${section.machine}; load average ${section.load}; ${section.options}.`, '');
    lines.push(`| ${HEAD.join(' | ')} |`, `| ${HEAD.map(() => '---').join(' | ')} |`);
    for (const row of section.rows) lines.push(`| ${row.map(cell).join(' | ')} |`);
  }
  return `${lines.join('\n')}\n`;
}

/** Puts `measured` into the results file and rewrites RESULTS.md. */
export function saveResults(measured, stamp) {
  const results = mergeResults(readResults(), measured, stamp);
  writeFileSync(RESULTS_JSON, `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(RESULTS_MD, renderResults(results));
  return results;
}
