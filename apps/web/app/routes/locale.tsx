/**
 * The optional locale segment. English has no prefix, so `/en/...` redirects to the unprefixed
 * path; a first segment that is not a locale is a page that does not exist.
 */
import { DEFAULT_LOCALE, isLocale, switchLocalePath } from '@exchange/contract';
import { Outlet, data, isRouteErrorResponse, redirect, useRouteError, type LoaderFunctionArgs } from 'react-router';
import { ErrorPage } from './error-page.tsx';

export function loader({ params, request }: LoaderFunctionArgs) {
  const { lang } = params;
  if (lang === undefined) return null;
  if (lang === DEFAULT_LOCALE) {
    const url = new URL(request.url);
    // Not a slice of the pathname: `/en//host` must not redirect to `//host`, another site.
    throw redirect(`${switchLocalePath(url.pathname, DEFAULT_LOCALE)}${url.search}`, 301);
  }
  if (!isLocale(lang)) throw data(null, { status: 404 });
  return null;
}

export default function LocaleLayout() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
