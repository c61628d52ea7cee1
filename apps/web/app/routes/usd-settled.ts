/**
 * Coin-M delivery (DESIGN.md): the menu links here; the server answers with a redirect to the
 * first delivery symbol of the Coin-M line, or to the Coin-M perpetual page when there is none or
 * the lookup fails.
 */
import { BUSINESS_LINE, buildPath, splitLocale, localizePath } from '@exchange/contract';
import { findFirstDeliverySymbol, optional } from '@exchange/header/api';
import { redirect, type AppLoadContext, type LoaderFunctionArgs } from 'react-router';

export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const { locale } = splitLocale(new URL(request.url).pathname);
  const symbol = await optional(findFirstDeliverySymbol(context.api(locale, request.headers.get('cookie')), BUSINESS_LINE.usdMix, null));
  const target = buildPath('futuresUsd', { symbol: symbol?.symbolCode ?? 'BTCUSD' });
  return redirect(localizePath(locale, target), 302);
}
