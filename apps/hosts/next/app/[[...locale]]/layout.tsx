/**
 * The root layout, a Server Component: `<html lang dir data-theme>` for the request's locale and
 * theme cookie, and the header rendered on the server from data read with the request's cookies
 * against the site's API. SiteHeader (site-header.tsx) is the package's ready client component,
 * PageHeader, given the page's path by the router; everything this file passes it is plain data,
 * the header's catalog included, so the browser hydrates it without loading anything first.
 */
import '@exchange/header/styles.css';
import '../../../shared/page.css';
import { createApiInstance } from '@exchange/header/api';
import { loadPageHeader } from '@exchange/header/data';
import { localeEntry } from '@exchange/header/i18n';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { SiteHeader } from '../site-header.tsx';
import { SITE_ORIGIN, pageLocale } from '../site.ts';

export const metadata: Metadata = { title: 'BTC/USDT' };

export default async function RootLayout({ children, params }: { children: ReactNode; params: Promise<{ locale?: string[] }> }) {
  const { locale } = pageLocale((await params).locale);
  const cookie = (await headers()).get('cookie');
  const header = await loadPageHeader({ locale, api: createApiInstance({ baseUrl: SITE_ORIGIN, locale, cookieHeader: cookie }), cookie });
  const { lang, dir } = localeEntry(locale);
  return (
    <html lang={lang} dir={dir} data-theme={header.defaultTheme}>
      <body>
        <SiteHeader {...header} siteOrigin={SITE_ORIGIN} mainContentId="main" />
        {children}
      </body>
    </html>
  );
}
