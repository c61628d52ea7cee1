import { describe, expect, it } from 'vitest';
import { HEADER_CATALOG_DIR, compileCatalog } from '../i18n-build/catalog-files.ts';
import {
  adoptHeaderCatalog,
  createCatalogRuntime,
  createI18n,
  getHeaderI18n,
  importHeaderCatalog,
  isHeaderFallback,
  isHeaderLocaleLoaded,
  loadCatalog,
  loadHeaderCatalog,
  loadHeaderLocale,
  type LoadedCatalog,
} from './index.ts';
import en from './catalogs/en/header.json';
import zh from './catalogs/zh-CN/header.json';

const EN_SKIP = en['header.skipToContent'];
const ZH_SKIP = zh['header.skipToContent'];

describe('loadCatalog', () => {
  it('loads a locale catalog compiled from the ICU sources', async () => {
    const catalog = await loadCatalog('zh-CN', importHeaderCatalog);
    expect(catalog.fallback).toBe(false);
    expect(createI18n(catalog)._('header.skipToContent')).toBe(ZH_SKIP);
  });

  it('falls back to English when a catalog fails to load', async () => {
    const failing = (locale: string) => (locale === 'en' ? importHeaderCatalog('en') : Promise.reject(new Error('404')));
    const catalog = await loadCatalog('ja', failing);
    expect(catalog.fallback).toBe(true);
    expect(catalog.locale).toBe('ja');
    expect(createI18n(catalog)._('header.skipToContent')).toBe(EN_SKIP);
  });

  it('fails when English itself cannot load', async () => {
    await expect(loadCatalog('en', () => Promise.reject(new Error('404')))).rejects.toThrow('404');
  });
});

describe('loadHeaderLocale', () => {
  it('loads once per locale and shows English for a key a locale lacks, never the raw key', async () => {
    await Promise.all([loadHeaderLocale('zh-CN'), loadHeaderLocale('zh-CN')]);
    const i18n = getHeaderI18n('zh-CN');
    await loadHeaderLocale('zh-CN');
    expect(getHeaderI18n('zh-CN')).toBe(i18n);
    expect(isHeaderFallback('zh-CN')).toBe(false);
    expect(i18n._('header.skipToContent')).toBe(ZH_SKIP);
    // English only: the Chinese catalogs alone translate it, the others show the English source.
    await loadHeaderLocale('de');
    expect(getHeaderI18n('de')._('nav.fee.discountZh', { value: '9' })).toBe('9折');
  });

  it('formats ICU plurals with Arabic categories and Latin digits', async () => {
    await loadHeaderLocale('ar');
    const ar = getHeaderI18n('ar');
    const few = ar._('nav.badge.points', { count: 3, countText: '3' });
    const many = ar._('nav.badge.points', { count: 11, countText: '11' });
    expect(few).toBe('3 نقاط');
    expect(many).toBe('11 نقطة');
  });
});

describe('a catalog runtime', () => {
  it('falls back to English when a locale has no loader or its chunk fails, and says so', async () => {
    const runtime = createCatalogRuntime({ en: () => importHeaderCatalog('en').then((messages) => ({ default: messages })), fr: () => Promise.reject(new Error('404')) });
    const fr = await runtime.ensure('fr');
    expect(runtime.isFallback('fr')).toBe(true);
    expect(fr._('header.skipToContent')).toBe(EN_SKIP);
    expect(fr.locale).toBe('en');
    await runtime.ensure('ja');
    expect(runtime.isFallback('ja')).toBe(true);
    expect(runtime.isFallback('en')).toBe(false);
  });

  it("answers one promise per locale, kept, and marked settled as React's use reads it (status, value)", async () => {
    const runtime = createCatalogRuntime({ en: () => importHeaderCatalog('en').then((messages) => ({ default: messages })) });
    const first = runtime.ensure('en');
    expect(runtime.ensure('en')).toBe(first);
    const i18n = await first;
    expect(first).toMatchObject({ status: 'fulfilled', value: i18n });
    expect(runtime.ensure('en')).toBe(first);
    runtime.adopt({ locale: 'fr', messages: await importHeaderCatalog('fr'), fallback: false });
    expect(runtime.ensure('fr')).toMatchObject({ status: 'fulfilled', value: runtime.loaded('fr') });
  });

  it('tries again after English itself failed', async () => {
    let calls = 0;
    const runtime = createCatalogRuntime({ en: () => (++calls === 1 ? Promise.reject(new Error('offline')) : importHeaderCatalog('en').then((messages) => ({ default: messages }))) });
    await expect(runtime.ensure('en')).rejects.toThrow('offline');
    expect(() => runtime.get('en')).toThrow(/not loaded/);
    expect((await runtime.ensure('en'))._('header.skipToContent')).toBe(EN_SKIP);
  });
});

describe('a catalog sent with the page (loadHeaderCatalog, adopt)', () => {
  const loaders = (counter: { calls: number }) => ({
    en: () => {
      counter.calls += 1;
      return importHeaderCatalog('en').then((messages) => ({ default: messages }));
    },
    'zh-CN': () => {
      counter.calls += 1;
      return importHeaderCatalog('zh-CN').then((messages) => ({ default: messages }));
    },
  });

  it('answers the catalog it loaded as plain data, which another runtime adopts without loading anything', async () => {
    const server = createCatalogRuntime(loaders({ calls: 0 }));
    expect(server.catalog('zh-CN')).toBeUndefined();
    await server.ensure('zh-CN');
    const sent: unknown = JSON.parse(JSON.stringify(server.catalog('zh-CN')));
    expect(sent).toEqual(server.catalog('zh-CN'));

    const browser = { calls: 0 };
    const client = createCatalogRuntime(loaders(browser));
    client.adopt(sent as LoadedCatalog);
    expect(client.loaded('zh-CN')?._('header.skipToContent')).toBe(ZH_SKIP);
    expect(await client.ensure('zh-CN')).toBe(client.loaded('zh-CN'));
    expect(client.isFallback('zh-CN')).toBe(false);
    expect(browser.calls).toBe(0);
  });

  it('keeps what a locale already has (a second adopt, a load that ends after it)', async () => {
    const runtime = createCatalogRuntime(loaders({ calls: 0 }));
    const loading = runtime.ensure('zh-CN');
    runtime.adopt({ locale: 'zh-CN', messages: await importHeaderCatalog('zh-CN'), fallback: false });
    const adopted = runtime.loaded('zh-CN');
    expect(await loading).toBe(adopted);
    runtime.adopt({ locale: 'zh-CN', messages: await importHeaderCatalog('en'), fallback: true });
    expect(runtime.loaded('zh-CN')).toBe(adopted);
    expect(runtime.isFallback('zh-CN')).toBe(false);
  });

  it("an adopted fallback shows English and says so, as the server's did", () => {
    const runtime = createCatalogRuntime({});
    runtime.adopt({ locale: 'ar', messages: { 'header.skipToContent': EN_SKIP }, fallback: true });
    expect(runtime.isFallback('ar')).toBe(true);
    expect(runtime.loaded('ar')?.locale).toBe('en');
  });

  it("the header's own: loadHeaderCatalog answers the locale's catalog, adoptHeaderCatalog makes a locale ready at once", async () => {
    const catalog = await loadHeaderCatalog('zh-CN');
    expect(catalog).toMatchObject({ locale: 'zh-CN', fallback: false });
    expect(catalog.messages['header.skipToContent']).toEqual([ZH_SKIP]);
    expect(isHeaderLocaleLoaded('uz')).toBe(false);
    adoptHeaderCatalog({ locale: 'uz', messages: await importHeaderCatalog('uz'), fallback: false });
    expect(isHeaderLocaleLoaded('uz')).toBe(true);
  });
});

describe('the pseudo-locale', () => {
  it('accents and brackets every text but keeps parameters and plurals working', () => {
    const i18n = createI18n({ locale: 'en', messages: compileCatalog(HEADER_CATALOG_DIR, 'en', { pseudo: true }) });
    expect(i18n._('header.skipToContent')).toMatch(/^⟦Šķíþ ţö çöñţéñţ·+⟧$/);
    const uid = i18n._('nav.account.uid', { uid: '12345' });
    expect(uid).toContain('12345');
    expect(uid.startsWith('⟦')).toBe(true);
    expect(i18n._('nav.badge.points', { count: 2, countText: '2' })).toMatch(/^⟦2 þöíñţš·+⟧$/);
  });

  it('is off for ordinary catalogs', () => {
    const i18n = createI18n({ locale: 'en', messages: compileCatalog(HEADER_CATALOG_DIR, 'en') });
    expect(i18n._('header.skipToContent')).toBe(EN_SKIP);
  });
});
