/**
 * Reading ICU messages, for the checks that keep catalogs in step with English and with the
 * navigation model (tests and tools only: the browser gets messages compiled at build time).
 */
import { parse, type Token } from '@messageformat/parser';

/** The names of every parameter a message uses, sorted (plural and select arguments included). */
export function messageParameters(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
      if (token.type === 'plural' || token.type === 'select') {
        names.add(token.arg);
        for (const option of token.cases) walk(option.tokens);
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
}

/** The plural categories each `plural` of a message offers (exact `=n` cases left out). */
export function pluralCases(message: string): string[][] {
  const found: string[][] = [];
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type !== 'plural' && token.type !== 'select') continue;
      if (token.type === 'plural') found.push(token.cases.map((option) => option.key).filter((key) => !key.startsWith('=')));
      for (const option of token.cases) walk(option.tokens);
    }
  };
  walk(parse(message));
  return found;
}
