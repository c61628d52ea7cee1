import { describe, expect, it } from 'vitest';
import { ensureI18n, getI18n, isFallbackCatalog, shownLocale } from './index.ts';
import zh from './catalogs/zh-CN/pages.json';

describe("the site's i18n", () => {
  it("loads the site's own catalog, with English for a key a locale lacks", async () => {
    const i18n = await ensureI18n('zh-CN');
    expect(getI18n('zh-CN')).toBe(i18n);
    expect(isFallbackCatalog('zh-CN')).toBe(false);
    expect(shownLocale('zh-CN')).toBe('zh-CN');
    expect(i18n._('pages.title.spot')).toBe(zh['pages.title.spot']);
  });

  it('formats ICU parameters', async () => {
    const i18n = await ensureI18n('en');
    expect(i18n._('account.login.demoAs', { loginName: 'main@demo' })).toBe('Log in as main@demo');
  });

  it("holds none of the header's messages (they are the header's own catalog)", async () => {
    const i18n = await ensureI18n('en');
    expect(i18n._('header.skipToContent')).toBe('header.skipToContent');
    expect(i18n._('nav.menu.brand')).toBe('nav.menu.brand');
  });
});
