/**
 * The stub header's HTML (nav/stub.ts): what an edge shows in the header's place when no render
 * process answers (nginx SSI `include … stub=`). Plain links in the locale's words, with a few
 * lines of its own style, since the header's stylesheet comes with the header, not with the stub.
 */
import { localeEntry, type Locale } from '@exchange/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { getHeaderI18n, isHeaderFallback, loadHeaderLocale, type MessageKey } from '../i18n/index.ts';
import { stubNav } from '../nav/index.ts';

const STUB_STYLE =
  '.hdr-stub{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1.25rem;padding:.75rem 1.5rem;font:14px/1.4 system-ui,sans-serif;border-block-end:1px solid #8883}' +
  '.hdr-stub a{color:inherit}.hdr-stub ul{display:flex;flex-wrap:wrap;gap:.5rem 1.25rem;margin:0;padding:0;list-style:none}' +
  '.hdr-stub-home{font-weight:700}.hdr-stub-auth{margin-inline-start:auto;display:flex;gap:1rem}';

/** The stub header of a page (`currentPath` without the locale prefix: Log in and Sign up bring the guest back to it). */
export async function renderHeaderStub(locale: Locale, currentPath = '/'): Promise<string> {
  await loadHeaderLocale(locale);
  const i18n = getHeaderI18n(locale);
  const t = (key: MessageKey) => i18n._(key);
  const { lang, dir } = localeEntry(isHeaderFallback(locale) ? 'en' : locale);
  const { home, menus, auth } = stubNav(locale, currentPath);
  return renderToStaticMarkup(
    <nav className="hdr-stub" aria-label={t('header.nav.main')} lang={lang} dir={dir}>
      <style>{STUB_STYLE}</style>
      <a className="hdr-stub-home" href={home.href} aria-label={t('nav.menu.brand')}>
        {t('header.brand')}
      </a>
      <ul>
        {menus.map((menu) => (
          <li key={menu.id}>
            <a href={menu.href}>{t(menu.labelKey)}</a>
          </li>
        ))}
      </ul>
      <span className="hdr-stub-auth">
        {auth.map((link) => (
          <a key={link.id} href={link.href}>
            {t(link.labelKey)}
          </a>
        ))}
      </span>
    </nav>,
  );
}
