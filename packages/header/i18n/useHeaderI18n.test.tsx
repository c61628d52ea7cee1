import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '@exchange/contract';
import { getHeaderI18n, loadHeaderLocale, useHeaderI18n } from './index.ts';
import { useT } from './useT.ts';
import fr from './catalogs/fr/header.json';
import ja from './catalogs/ja/header.json';

function Skip() {
  return <a href="#main">{useT()('header.skipToContent')}</a>;
}

/** What the lead's HeaderProvider does: the header's own instance around the header's tree. */
function HeaderI18n({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <I18nProvider i18n={useHeaderI18n(locale)}>{children}</I18nProvider>;
}

/** The skip link in the header's instance of `locale`, under a Suspense boundary. */
function renderSkip(locale: Locale) {
  return render(
    <Suspense fallback={<p>loading</p>}>
      <HeaderI18n locale={locale}>
        <Skip />
      </HeaderI18n>
    </Suspense>,
  );
}

afterEach(cleanup);

describe('useHeaderI18n', () => {
  it('returns the instance of a preloaded locale at once: no suspense', async () => {
    await loadHeaderLocale('fr');
    renderSkip('fr');
    expect(screen.getByRole('link').textContent).toBe(fr['header.skipToContent']);
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('suspends until the catalog of a locale nobody preloaded has loaded', async () => {
    expect(() => getHeaderI18n('ja')).toThrow(/not loaded/);
    await act(async () => {
      renderSkip('ja');
      // Nothing was shown yet: the hook suspended on the catalog's load (act waits for it).
      expect(screen.queryByRole('link')).toBeNull();
      // The same cached load the hook started.
      await loadHeaderLocale('ja');
    });
    expect(screen.getByRole('link').textContent).toBe(ja['header.skipToContent']);
    expect(screen.queryByText('loading')).toBeNull();
  });
});
