'use client';
/**
 * PageHeader with the page's own path: a layout does not know which page it wraps (it is not
 * rendered again when the page changes), so the path comes from the router on each render, on the
 * server and in the browser alike. The language links and a sign-in's return then lead back to
 * this page. The path is without its locale prefix, as the header takes it.
 */
import { PageHeader, splitLocale, type PageHeaderProps } from '@exchange/header';
import { usePathname } from 'next/navigation';

export function SiteHeader(props: Omit<PageHeaderProps, 'currentPath'>) {
  return <PageHeader {...props} currentPath={splitLocale(usePathname()).path} />;
}
