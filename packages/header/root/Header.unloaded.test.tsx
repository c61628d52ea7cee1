/**
 * A host that did not preload the header's catalog (no loadHeaderLocale before rendering): on
 * React 19 the header waits for it with `use` on the one promise per locale the catalog runtime
 * keeps, then appears, with no console error or warning from React (an uncached promise, a
 * suspended `act`, a crash without a Suspense boundary) in a plain root, in StrictMode and under a
 * Suspense boundary. And on a React without `use` (18), HeaderProvider says which React it needs.
 */
import '../test/jsdom-gaps.ts';
import { SITE_CONFIG } from '@exchange/contract/demo';
import type { Locale } from '@exchange/contract';
import { act, cleanup, render, screen } from '@testing-library/react';
import { StrictMode, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isHeaderLocaleLoaded } from '../i18n/index.ts';
import { createFakeApi } from '../test/fake-api.ts';
import { Header } from './Header.tsx';
import { assertReact19, HeaderProvider } from '../shell/HeaderProvider.tsx';
import ja from '../i18n/catalogs/ja/header.json';
import fr from '../i18n/catalogs/fr/header.json';
import de from '../i18n/catalogs/de/header.json';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function header(locale: Locale): ReactNode {
  const fake = createFakeApi({}, '');
  return (
    <HeaderProvider locale={locale} api={fake.api}>
      <Header currentPath="/" session={null} site={SITE_CONFIG.get(locale) ?? null} feeTags={[]} mainContentId="main" />
    </HeaderProvider>
  );
}

describe('a header whose catalog the host did not preload', () => {
  it.each([
    ['a plain root', 'ja', (ui: ReactNode) => ui, ja['header.skipToContent']],
    ['StrictMode', 'fr', (ui: ReactNode) => <StrictMode>{ui}</StrictMode>, fr['header.skipToContent']],
    ['a Suspense boundary', 'de', (ui: ReactNode) => <Suspense fallback={<p>loading</p>}>{ui}</Suspense>, de['header.skipToContent']],
  ] as const)('appears once its catalog has loaded, in %s, with no console error or warning', async (_where, locale, wrap, skip) => {
    const error = vi.spyOn(console, 'error');
    const warn = vi.spyOn(console, 'warn');
    expect(isHeaderLocaleLoaded(locale)).toBe(false);
    await act(async () => {
      render(wrap(header(locale)));
      await Promise.resolve();
    });
    expect(await screen.findByRole('banner')).toBeTruthy();
    expect(screen.getByRole('link', { name: skip }).getAttribute('href')).toBe('#main');
    expect(isHeaderLocaleLoaded(locale)).toBe(true);
    expect(error.mock.calls).toEqual([]);
    expect(warn.mock.calls).toEqual([]);
  });
});

describe('the React it needs', () => {
  it('says so in one message on a React without use (React 18); the tested React passes', () => {
    expect(() => assertReact19({ version: '18.3.1' })).toThrow(new Error('@exchange/header needs React 19 (found 18.3.1)'));
    expect(() => assertReact19({ version: '18.3.1', use: undefined })).toThrow('needs React 19');
    expect(() => assertReact19()).not.toThrow();
  });
});
