/**
 * The bench's results file (scripts/bench/results.mjs): bench/RESULTS.md is exactly what the
 * committed bench/results.json renders to (so nobody edits figures by hand), a run replaces only
 * the sections it measured, and a malformed file or an unknown section is a clear error.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mergeResults, readResults, renderResults, RESULTS_JSON, RESULTS_MD, SECTIONS, type Row } from './results.mjs';

const dir = mkdtempSync(join(tmpdir(), 'bench-results-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const row = (measure: string): Row => [measure, '1.0 KiB', '', '', '', ''];
const stamp = (date: string) => () => ({ date, machine: '2 cores, Node v20', load: '0.1 → 0.2', options: 'test' });

describe('the bench results file', () => {
  it('bench/RESULTS.md is the rendering of bench/results.json', () => {
    expect(readFileSync(RESULTS_MD, 'utf8')).toBe(renderResults(readResults(RESULTS_JSON)));
  });

  it('every section of the committed results is a known one, with its stamp and rows', () => {
    const { sections } = readResults(RESULTS_JSON);
    for (const [name, section] of Object.entries(sections)) {
      expect(Object.keys(SECTIONS)).toContain(name);
      expect(section.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(section.rows.length).toBeGreaterThan(0);
      for (const cells of section.rows) expect(cells).toHaveLength(6);
    }
  });

  it('a run replaces the sections it measured and keeps the others, in the file order', () => {
    const first = mergeResults({ sections: {} }, { mix: [row('mix a')], bytes: [row('bytes a')] }, stamp('2026-01-01'));
    const second = mergeResults(first, { mix: [row('mix b')] }, stamp('2026-02-02'));
    expect(Object.keys(second.sections)).toEqual(['bytes', 'mix']);
    expect(second.sections.bytes).toEqual(first.sections.bytes);
    expect(second.sections.mix!.rows).toEqual([row('mix b')]);
    expect(second.sections.mix!.date).toBe('2026-02-02');
    const text = renderResults(second);
    expect(text.indexOf('## Bytes')).toBeLessThan(text.indexOf('## Server: the cold-tail mix'));
    expect(text).toContain('| mix b | 1.0 KiB |');
    expect(text).not.toContain('mix a');
  });

  it('a cell with a pipe stays one cell', () => {
    const text = renderResults(mergeResults({ sections: {} }, { bytes: [['a | b', '', '', '', '', '']] }, stamp('2026-01-01')));
    expect(text).toContain('| a \\| b |');
  });

  it('refuses an unknown section and a malformed file', () => {
    expect(() => mergeResults({ sections: {} }, { speed: [row('x')] }, stamp('2026-01-01'))).toThrow('unknown bench section speed');
    const file = join(dir, 'bad.json');
    writeFileSync(file, '{"rows": []}');
    expect(() => readResults(file)).toThrow('is not a bench results file');
    writeFileSync(file, 'not json');
    expect(() => readResults(file)).toThrow();
  });
});
