import { describe, expect, it } from 'vitest';
import { createI18n, ensureI18n, getI18n, loadCatalog } from './index.ts';
import en from './catalogs/en/common.json';
import zh from './catalogs/zh-CN/common.json';

const EN_SKIP = en['common.skipToContent'];
const ZH_SKIP = zh['common.skipToContent'];

describe('loadCatalog', () => {
  it('loads a locale catalog compiled from the ICU sources', async () => {
    const catalog = await loadCatalog('zh-CN');
    expect(catalog.fallback).toBe(false);
    expect(createI18n(catalog)._('common.skipToContent')).toBe(ZH_SKIP);
  });

  it('falls back to English when a catalog fails to load', async () => {
    const failing = (locale: string) => (locale === 'en' ? import('virtual:catalog/en').then((module) => module.default) : Promise.reject(new Error('404')));
    const catalog = await loadCatalog('ja', failing);
    expect(catalog.fallback).toBe(true);
    expect(catalog.locale).toBe('ja');
    expect(createI18n(catalog)._('common.skipToContent')).toBe(EN_SKIP);
  });

  it('shows English for a key a locale lacks, never the raw key', async () => {
    const i18n = await ensureI18n('zh-CN');
    expect(getI18n('zh-CN')).toBe(i18n);
    for (const key of ['common.skipToContent', 'pages.title.spot']) expect(i18n._(key)).not.toBe(key);
  });

  it('formats ICU parameters', async () => {
    const i18n = await ensureI18n('en');
    expect(i18n._('account.login.demoAs', { loginName: 'main@demo' })).toBe('Log in as main@demo');
  });
});

describe('the pseudo-locale', () => {
  it('accents and brackets every text but keeps parameters and plurals working', async () => {
    const { compileCatalog } = await import('./vite-plugin.ts');
    const i18n = createI18n({ locale: 'en', messages: compileCatalog('en', { pseudo: true }) });
    expect(i18n._('common.skipToContent')).toMatch(/^⟦Šķíþ ţö çöñţéñţ·+⟧$/);
    const demo = i18n._('account.login.demoAs', { loginName: 'main@demo' });
    expect(demo).toContain('main@demo');
    expect(demo.startsWith('⟦')).toBe(true);
    expect(i18n._('nav.badge.points', { count: 2, countText: '2' })).toMatch(/^⟦2 þöíñţš·+⟧$/);
  });

  it('is off for ordinary catalogs', async () => {
    const { compileCatalog } = await import('./vite-plugin.ts');
    const i18n = createI18n({ locale: 'en', messages: compileCatalog('en') });
    expect(i18n._('common.skipToContent')).toBe(EN_SKIP);
  });
});

describe('omitted namespaces', () => {
  it('leave their keys out of every locale, English fallback included (the bare host build)', async () => {
    const { compileCatalog } = await import('./vite-plugin.ts');
    for (const locale of ['en', 'de']) {
      const keys = Object.keys(compileCatalog(locale, { omit: ['header', 'nav', 'mobile'] }));
      expect(keys.some((key) => /^(header|nav|mobile)\./.test(key))).toBe(false);
      expect(keys).toContain('pages.placeholder.note');
      expect(keys).toContain('account.login.title');
    }
  });
});
