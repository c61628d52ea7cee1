/**
 * The reference edge's configuration against the app's readers (deploy/edge/nginx.conf): the
 * cache key's cookies are found by the very expression the render reads them with, and every
 * forwarded header a client could send is replaced or removed before a render process sees it.
 * The behaviour behind these lines is driven through the real nginx in e2e/edge/adversarial.test.ts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CURRENCY_COOKIE, THEME_COOKIE, cookiePattern, readCookie } from '@exchange/contract';

const config = readFileSync(new URL('../deploy/edge/nginx.conf', import.meta.url), 'utf8');

/** A map's regular expression for `$edge_<name>`, its named capture made a plain group. */
function mapPattern(variable: string): string {
  const block = new RegExp(`map \\$http_cookie \\$${variable} \\{\\n\\s+"~([^"]+)"`).exec(config);
  if (!block) throw new Error(`no map for $${variable}`);
  // nginx reads \t in a quoted string as a tab, as the app's expression does.
  return block[1]!.replace(/\(\?<\w+>/g, '(');
}

describe('deploy/edge/nginx.conf', () => {
  it.each([
    ['edge_theme', THEME_COOKIE],
    ['edge_currency', CURRENCY_COOKIE],
  ])('$%s is found by the app’s own expression for the %s cookie', (variable, cookie) => {
    expect(mapPattern(variable)).toBe(cookiePattern(cookie));
  });

  it('keys pages and the fragment on those, never on $cookie_… or $arg_…', () => {
    const keys = [...config.matchAll(/proxy_cache_key "([^"]+)"/g)].map((match) => match[1]!);
    expect(keys).toHaveLength(2);
    for (const key of keys) {
      expect(key).toContain('theme=$edge_theme|currency=$edge_currency');
      expect(key).not.toMatch(/\$cookie_|\$arg_/);
    }
    expect(keys[1]).toContain('$args');
  });

  it.each(['X-Forwarded-Host', 'X-Forwarded-Port', 'Forwarded', 'X-Real-IP', 'X-Original-URL', 'X-Rewrite-URL', 'X-HTTP-Method-Override'])('removes %s', (header) => {
    expect(config).toContain(`proxy_set_header ${header} "";`);
  });

  it('says itself who the client is and how it came', () => {
    expect(config).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(config).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
    expect(config).not.toContain('$proxy_add_x_forwarded_for');
  });

  it('the session map takes every spelling of the session cookie the readers take', () => {
    const session = new RegExp(/map \$http_cookie \$edge_session \{\n\s+"~([^"]+)"/.exec(config)![1]!.replace(/\\t/g, '\t'));
    for (const header of ['rt=x', 'a=1; rt=x', 'a=1;rt=x', '\trt=x', ' rt = x', '__Host-rt=x', 'a=1; __Host-rt=x']) expect(session.test(header), header).toBe(true);
    for (const header of ['start=x', 'art=x', 'rtx=x', 'RT=x']) expect(session.test(header), header).toBe(false);
  });

  it('the app’s reader, on the spellings a cache could read apart', () => {
    expect(readCookie('\ttheme=white', THEME_COOKIE)).toBe('white');
    expect(readCookie('Theme=white', THEME_COOKIE)).toBeUndefined();
    expect(readCookie('a=1, theme=white', THEME_COOKIE)).toBeUndefined();
    expect(readCookie('\u00a0theme=white', THEME_COOKIE)).toBeUndefined();
    expect(readCookie('theme=black; theme=white', THEME_COOKIE)).toBe('black');
    expect(readCookie('xtheme=white', THEME_COOKIE)).toBeUndefined();
  });
});
