/**
 * Pages the security check guards (route table: `securityCheck`), reached directly: the server
 * asks the API whether this session passed the page's check. If it has, the page opens; if not,
 * the page offers the check (the same flow as the menu entry) instead of its content. Guests get
 * the placeholder, which tells them the page is for signed-in users.
 */
import { useLingui } from '@lingui/react';
import { matchRoute, readSessionCookie, splitLocale, type RouteId } from '@exchange/contract';
import { optional, request as call } from '@exchange/header/api';
import { useLoaderData, useLocation, useMatches, type AppLoadContext, type LoaderFunctionArgs } from 'react-router';
import type { SiteMessageKey } from '../i18n/index.ts';
import { useRootData } from '../root-data.ts';
import { GuardNotice } from '../site-header.tsx';
import Placeholder from './placeholder.tsx';

export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const { locale, path } = splitLocale(new URL(request.url).pathname);
  const action = matchRoute(path)?.route.securityCheck ?? null;
  const cookie = request.headers.get('cookie');
  if (!action || readSessionCookie(cookie) === undefined) return { action, verified: false };
  // Unknown (the API failed) counts as not verified: the page then offers the check again.
  const status = await optional(call(context.api(locale, cookie), 'securityStatus', { action }));
  return { action, verified: status?.verified ?? false };
}

export default function GuardedPage() {
  const { action, verified } = useLoaderData<typeof loader>();
  const { session } = useRootData();
  const { i18n } = useLingui();
  const { pathname, search } = useLocation();
  const routeId = useMatches().at(-1)?.id as RouteId;
  if (verified || !session || !action) return <Placeholder />;
  return (
    <section className="page" aria-labelledby="page-title" data-page={routeId}>
      <h1 id="page-title">{i18n._(`pages.title.${routeId}` as SiteMessageKey)}</h1>
      <GuardNotice action={action} href={`${pathname}${search}`} />
    </section>
  );
}
