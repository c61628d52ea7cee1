/**
 * Order menu (spec §2 Orders), for signed-in users. Each order entry carries its business line
 * (spec §3); the futures entries pass it in the query.
 */
import { BUSINESS_LINE } from '@exchange/contract';
import { routeTo } from '../route.ts';
import type { MenuSpec } from '../types.ts';

/** Futures orders: `order/mcp?tab=1&businessLine={line}`. */
const futuresOrders = (businessLine: number) => routeTo('futuresOrders', {}, { tab: 1, businessLine });

export const ordersMenu = {
  id: 'orders',
  labelKey: 'nav.menu.orders',
  rules: ['signedIn'],
  items: [
    { kind: 'link', id: 'orders.overview', labelKey: 'nav.orders.overview', to: routeTo('spotOrders') },
    { kind: 'link', id: 'orders.spot', labelKey: 'nav.orders.spot', businessLine: BUSINESS_LINE.spot, to: routeTo('spotOrders', {}, { tab: 0 }) },
    {
      kind: 'link',
      id: 'orders.marginCross',
      labelKey: 'nav.orders.marginCross',
      rules: ['notUkLocale'],
      businessLine: BUSINESS_LINE.margin,
      to: routeTo('marginOrders', {}, { tab: 0, tabType: 'cross' }),
    },
    {
      kind: 'link',
      id: 'orders.marginIsolated',
      labelKey: 'nav.orders.marginIsolated',
      rules: ['notUkLocale'],
      businessLine: BUSINESS_LINE.margin,
      to: routeTo('marginOrders', {}, { tab: 0, tabType: 'isolated' }),
    },
    {
      kind: 'link',
      id: 'orders.futuresUsdt',
      labelKey: 'nav.orders.futuresUsdt',
      businessLine: BUSINESS_LINE.usdtMix,
      to: futuresOrders(BUSINESS_LINE.usdtMix),
    },
    {
      kind: 'link',
      id: 'orders.futuresCoinM',
      labelKey: 'nav.orders.futuresCoinM',
      businessLine: BUSINESS_LINE.usdMix,
      to: futuresOrders(BUSINESS_LINE.usdMix),
    },
    {
      kind: 'link',
      id: 'orders.futuresUsdc',
      labelKey: 'nav.orders.futuresUsdc',
      businessLine: BUSINESS_LINE.usdcMix,
      to: futuresOrders(BUSINESS_LINE.usdcMix),
    },
    { kind: 'link', id: 'orders.unified', labelKey: 'nav.orders.unified', rules: ['unifiedAccountAvailable'], to: routeTo('unifiedOrders') },
    { kind: 'divider' },
    { kind: 'link', id: 'orders.exchange', labelKey: 'nav.orders.exchange', to: routeTo('exchangeRecord') },
    { kind: 'link', id: 'orders.convert', labelKey: 'nav.orders.convert', rules: ['notUkLocale'], to: routeTo('convertOrders') },
    {
      kind: 'link',
      id: 'orders.fiat',
      labelKey: 'nav.orders.fiat',
      rules: ['notSubAccount'],
      businessLine: BUSINESS_LINE.otc,
      to: routeTo('fiatOrders'),
    },
    { kind: 'link', id: 'orders.loan', labelKey: 'nav.orders.loan', to: routeTo('loanOrders') },
    {
      kind: 'link',
      id: 'orders.financeHistory',
      labelKey: 'nav.orders.financeHistory',
      businessLine: BUSINESS_LINE.financial,
      to: routeTo('financeHistory'),
    },
    { kind: 'link', id: 'orders.coupon', labelKey: 'nav.orders.coupon', rules: ['notInSimulation'], to: routeTo('couponRecord') },
  ],
} as const satisfies MenuSpec;
