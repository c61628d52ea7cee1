/**
 * Every locale, for a guest and main@demo, at request level (fast: no browser page per locale): the
 * server-rendered HTML has the locale's lang and dir, no message key shown instead of a text (a
 * missing message renders its key, e.g. `nav.spot.title`), and every site link of the header
 * carries the locale prefix.
 */
import { LOCALES, localePrefix, type Locale } from '@exchange/contract';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { headerHrefs } from './desktop-helpers.ts';

/** A catalog key where a text should be: `nav.`, `header.`, `pages.`, `common.`, `account.`. */
const RAW_KEY = /\b(?:nav|header|pages|common|account)\.[a-zA-Z]+/;

/** The visible text and the text-bearing attributes (labels, titles, alt) of a piece of HTML. */
function shownText(html: string): string {
  const attributes = [...html.matchAll(/\s(?:aria-label|title|alt|placeholder)="([^"]*)"/g)].map((match) => match[1]);
  const text = html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ');
  return `${text} ${attributes.join(' ')}`;
}

async function checkLocale(request: APIRequestContext, locale: Locale, signedIn: boolean) {
  const entry = LOCALES.find((row) => row.locale === locale);
  const prefix = localePrefix(locale);
  const response = await request.get(`${prefix}/spot/BTCUSDT?tab=1`);
  expect(response.status(), locale).toBe(200);
  const html = await response.text();
  expect(html, `${locale} lang`).toMatch(new RegExp(`<html[^>]*\\slang="${entry?.lang}"`));
  expect(html, `${locale} dir`).toMatch(new RegExp(`<html[^>]*\\sdir="${entry?.dir}"`));
  const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
  expect(header.length, `${locale} has a header`).toBeGreaterThan(1000);
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  expect(shownText(header).match(RAW_KEY)?.[0], `${locale}: a raw key in the header`).toBeUndefined();
  expect(title.match(RAW_KEY)?.[0], `${locale}: a raw key in the title`).toBeUndefined();
  // The user area tells a signed-in render from a guest one.
  expect(header.includes('data-testid="user-name"'), `${locale} signed in`).toBe(signedIn);
  const sitePaths = headerHrefs(html).filter((href) => href.startsWith('/'));
  // en-GB's feature flags hide most entries; every locale still has a few site links.
  expect(sitePaths.length, `${locale} links`).toBeGreaterThan(5);
  for (const href of sitePaths) {
    if (prefix) expect(href.startsWith(`${prefix}/`), `${locale}: ${href} is prefixed`).toBe(true);
    else expect(LOCALES.some((row) => row.locale !== 'en' && href.startsWith(`/${row.locale}/`)), `en: ${href} has no prefix`).toBe(false);
  }
}

for (const who of ['guest', 'main@demo'] as const) {
  test(`${who}: every locale renders its header with lang, dir, all messages and prefixed links`, async ({ page }) => {
    if (who !== 'guest') {
      // One sign-in for the 27 pages: the API limits sign-ins per address.
      const login = await page.request.post('/v1/user/login', { data: { loginName: who, password: 'demo' } });
      expect(((await login.json()) as { code: string }).code).toBe('00000');
    }
    for (const { locale } of LOCALES) await checkLocale(page.request, locale, who !== 'guest');
  });
}
