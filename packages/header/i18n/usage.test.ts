/**
 * No catalog key is unused, and no family of keys drifts from its data: every key of the English
 * catalogs (the source the other 26 locales must match, catalogs.test.ts) is written as a string
 * literal in the code of the header or the host app, or belongs to a family whose members the code
 * builds from data: a page title per route of the contract's table, a label per route parameter
 * and query key, a description per demo user.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteEntry } from '@exchange/contract';
import { DEMO_USERS } from '@exchange/contract/demo';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
const catalogDir = resolve(root, 'packages/header/i18n/catalogs/en');
const SKIP = new Set(['node_modules', 'catalogs', 'build', 'build-bare', '.react-router', 'test', 'glossary']);

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sources(path, out);
    else if (/\.(ts|tsx)$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

const code = [...sources(resolve(root, 'packages')), ...sources(resolve(root, 'apps'))].map((file) => readFileSync(file, 'utf8')).join('\n');
const written = (key: string) => [`'${key}'`, `"${key}"`, `\`${key}\``].some((literal) => code.includes(literal));

/** Families of keys built from data (`pages.title.${routeId}`): each must match its data exactly. */
const FAMILIES = [
  { prefix: 'pages.title.', members: ROUTES.map((route) => route.id) },
  { prefix: 'account.demoUser.', members: DEMO_USERS.map((user) => user.loginName.replace(/@demo$/, '')) },
  {
    prefix: 'pages.param.',
    members: [...new Set((ROUTES as readonly RouteEntry[]).flatMap((route) => [...[...route.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] ?? ''), ...(route.query ?? [])]))],
  },
] as const;

const KEYS = readdirSync(catalogDir).flatMap((file) => Object.keys(JSON.parse(readFileSync(join(catalogDir, file), 'utf8')) as Record<string, string>));

describe('catalog keys in use', () => {
  it('reads the code of the header and the host app', () => {
    expect(code.length).toBeGreaterThan(100_000);
    expect(relative(root, catalogDir)).toBe('packages/header/i18n/catalogs/en');
  });

  it('writes every key that is not in a family as a literal somewhere in the code', () => {
    const unused = KEYS.filter((key) => !FAMILIES.some((family) => key.startsWith(family.prefix)) && !written(key));
    expect(unused).toEqual([]);
  });

  it.each(FAMILIES)('has exactly one $prefix key per member of its data', ({ prefix, members }) => {
    const keys = KEYS.filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length));
    expect([...keys].sort()).toEqual([...members].sort());
  });
});
