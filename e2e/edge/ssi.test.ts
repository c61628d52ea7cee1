/**
 * Composition at the edge (issue 21): the SSI host (`/hosts/ssi/`, static pages of another stack)
 * through the real edge, nginx with two render processes of the production build.
 * - The page leaves nginx with the header in it, as fetched (no script): en and ar.
 * - Guests share one kept fragment per key; a session's fragment is never stored nor served to
 *   anyone else: guests and the 17 demo users interleaved on three locales, every response checked.
 * - No render process answers: the stub header (logo, six product menus, Log in, Sign up), status 200.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { localeEntry, type Locale } from '@exchange/contract';
import { DEMO_USERS } from '@exchange/contract/demo';
import { startEdge, type Edge } from '../../scripts/start-edge.mjs';
import { fragmentScriptTag, get, pool, shuffled, signInAll, whoseHeader, type Reply } from './helpers.ts';

const PORT = Number(process.env.EDGE_TEST_PORT ?? 3530) + 10;
const LOCALES: Locale[] = ['en', 'ar', 'zh-CN'];

let edge: Edge;
let dataDir: string;
let sessions: Map<string, string>;

const page = (locale: Locale) => (locale === 'en' ? '/hosts/ssi/' : `/hosts/ssi/${locale}/`);

/** The header's root as the fragment renders it: its theme, lang and dir. */
const headerRoot = (body: string) => /<div class="hdr-root" data-theme="(\w+)" lang="([\w-]+)" dir="(\w+)"/.exec(body);

function problems(reply: Reply, user: (typeof DEMO_USERS)[number] | null, locale: Locale, theme: 'black' | 'white'): string[] {
  const found: string[] = [];
  if (reply.status !== 200) return [`status ${reply.status}`];
  const entry = localeEntry(locale);
  if (!reply.body.includes(`<html lang="${entry.lang}" dir="${entry.dir}">`)) found.push('page lang/dir');
  const root = headerRoot(reply.body);
  if (!root) return [...found, 'no header in the page'];
  if (root[1] !== theme || root[2] !== entry.lang || root[3] !== entry.dir) found.push(`header root ${root[0]}`);
  if (reply.body.includes('<!--#')) found.push('an SSI command left in the page');
  if (reply.body.includes('hdr-stub')) found.push('the stub beside the header');
  found.push(...whoseHeader(reply.body, user));
  const cacheControl = String(reply.headers['cache-control']);
  if (cacheControl !== (user ? 'private, no-store' : 'no-cache')) found.push(`Cache-Control ${cacheControl}`);
  return found;
}

/** The access log's lines of the fragment (an SSI include is logged with its own uri and cache status). */
const fragmentLog = () =>
  readFileSync(join(edge.runDir, 'access.log'), 'utf8')
    .split('\n')
    .filter((line) => line.endsWith(' uri=/header/fragment'));

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'edge-ssi-'));
  edge = await startEdge({ port: PORT, processes: 2, dataDir, log: () => undefined });
  sessions = await signInAll(edge.origin);
});

afterAll(async () => {
  await edge?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the SSI host through the edge', () => {
  test.each(LOCALES)('%s: the page leaves nginx with the header, its stylesheet and its script in it', async (locale) => {
    const reply = await get(`${edge.origin}${page(locale)}`);
    expect(problems(reply, null, locale, 'black')).toEqual([]);
    expect(reply.headers['content-type']).toMatch(/^text\/html/);
    const prefix = locale === 'en' ? '' : `/${locale}`;
    // The model's links for a guest on this page, as plain anchors: Spot's first entry, Log in back to the page.
    expect(reply.body).toContain(`href="${prefix}/spot/BTCUSDT?type=spot"`);
    expect(reply.body).toContain(`href="${prefix}/login?from=${encodeURIComponent(`${prefix}/hosts/ssi/`)}&amp;source=mix"`);
    // The stylesheet comes inline (styles=inline): the header paints with no request of its own.
    expect(reply.body).toMatch(/<style data-href="\/assets\/[\w-]+\.css">\.hdr/);
    expect(reply.body).toContain(fragmentScriptTag());
  });

  test('the theme cookie: the header paints it', async () => {
    const reply = await get(`${edge.origin}${page('ar')}`, 'theme=white');
    expect(problems(reply, null, 'ar', 'white')).toEqual([]);
  });

  test('the header’s form of a host page in another locale, and /en/, lead into the host', async () => {
    const localized = await get(`${edge.origin}/ar/hosts/ssi/`);
    expect([localized.status, localized.headers.location]).toEqual([302, '/hosts/ssi/ar/']);
    const english = await get(`${edge.origin}/hosts/ssi/en/`);
    expect([english.status, english.headers.location]).toEqual([301, '/hosts/ssi/']);
    expect((await get(`${edge.origin}/hosts/ssi/xx/`)).status).toBe(404);
  });

  test('guests and the 17 demo users interleaved on three locales: each sees only its own header; guests share the kept fragment, sessions never', async () => {
    const before = fragmentLog().length;
    const visits = shuffled(
      LOCALES.flatMap((locale) => [
        ...Array.from({ length: 6 }, (_, index) => ({ user: null, locale, theme: index % 2 ? ('white' as const) : ('black' as const) })),
        ...DEMO_USERS.map((user) => ({ user, locale, theme: 'black' as const })),
      ]),
    );
    const found = await pool(
      visits.map(({ user, locale, theme }) => async () => {
        const cookie = [user ? sessions.get(user.loginName) : undefined, theme === 'white' ? 'theme=white' : undefined].filter(Boolean).join('; ');
        const reply = await get(`${edge.origin}${page(locale)}`, cookie || undefined);
        return problems(reply, user, locale, theme).map((problem) => `${user?.loginName ?? 'guest'} ${locale} ${theme}: ${problem}`);
      }),
      6,
    );
    expect(found.flat()).toEqual([]);
    // Every include is logged: a session's bypassed the cache, and guests' were mostly kept ones.
    const lines = fragmentLog().slice(before);
    expect(lines).toHaveLength(visits.length);
    const statuses = lines.map((line) => /cache=(\w+|-)/.exec(line)?.[1]);
    expect(statuses.filter((status) => status === 'BYPASS')).toHaveLength(DEMO_USERS.length * LOCALES.length);
    // Six keys (3 locales × 2 themes), possibly already kept by the tests before: at most one miss each.
    expect(statuses.filter((status) => status === 'HIT').length).toBeGreaterThanOrEqual(6 * LOCALES.length - 6);
  });

  // Last: it stops the render processes for good.
  test('no render process answers: the stub header stands in, status 200', async () => {
    await edge.stopRenderers();
    for (const locale of LOCALES) {
      // A guest's fragment may still be kept: a session's never is, so it shows what nginx does alone.
      const reply = await get(`${edge.origin}${page(locale)}`, sessions.get('main@demo'));
      expect(reply.status).toBe(200);
      const prefix = locale === 'en' ? '' : `/${locale}`;
      expect(reply.body).toContain('<nav class="hdr-stub"');
      expect(reply.body).not.toContain('class="hdr-root"');
      for (const href of [`${prefix}/`, `${prefix}/spot/BTCUSDT?type=spot`, `${prefix}/futures`, `${prefix}/trading-bot`, `${prefix}/copy-trading/futures`, `${prefix}/events/rewards`]) {
        expect(reply.body).toContain(`href="${href}"`);
      }
      expect(reply.body).toMatch(new RegExp(`href="${prefix}/login\\?from=`));
      expect(reply.body).toMatch(new RegExp(`href="${prefix}/register\\?from=`));
    }
  });
});

