import { describe, expect, it } from 'vitest';
import { LOCALES } from '@exchange/contract';
import { RULE_NAMES, checkRule, type RuleName } from './rules.ts';
import { NAV_LAYOUTS, NAV_REGIONS, NAV_TREE, placementOf, type MenuId } from './tree.ts';
import { NAV_NODE_IDS, navVisibility, visibleNav } from './visible.ts';
import { VISIBILITY_CASES, type VisibilityCase } from './test/cases.ts';
import { contextFor, DEMO_USERS, TABLE_LOCALES, WHO, type Who } from './test/fixtures.ts';
import { DECLARED, declared, flatten, idsOf, stateOf } from './test/walk.ts';
import type { ShownItem } from './types.ts';

const ctxOf = (row: Pick<VisibilityCase, 'who' | 'locale' | 'change'>) => contextFor(row.who, row.locale, row.change);
const label = (row: VisibilityCase) => `${row.who} in ${row.locale}${row.note ? ` (${row.note})` : ''}: ${row.node} is ${row.expected}`;

describe('visibility rules', () => {
  it.each(VISIBILITY_CASES.map((row) => [label(row), row] as const))('%s', (_, row) => {
    expect(stateOf(navVisibility(ctxOf(row))[row.node])).toBe(row.expected);
  });
});

// ---------------------------------------------------------------------------------------------
// Every rule is pinned: shown in one case and hiding in another
// ---------------------------------------------------------------------------------------------

const VARIANT_RULES = new Set(DECLARED.flatMap((node) => node.variants.map((variant) => variant.when)));
const GATING_RULES = new Set(DECLARED.flatMap((node) => node.chain));
/** Rules read by badges rather than by visibility (badges.ts). */
const BADGE_RULES = new Set<RuleName>(['rewardsCountPositive']);

describe('rule coverage', () => {
  it.each(RULE_NAMES.map((rule) => [rule]))('%s is used by the tree', (rule) => {
    expect(GATING_RULES.has(rule) || VARIANT_RULES.has(rule) || BADGE_RULES.has(rule)).toBe(true);
  });

  it.each([...GATING_RULES].map((rule) => [rule]))('%s has a case where it hides and one where its entry shows', (rule) => {
    const hides = VISIBILITY_CASES.some((row) => row.expected === rule);
    const shows = VISIBILITY_CASES.some((row) => (row.expected === 'visible' || row.expected === 'pending') && declared(row.node).chain.includes(rule));
    expect({ hides, shows }).toEqual({ hides: true, shows: true });
  });

  it.each([...VARIANT_RULES].map((rule) => [rule]))('variant rule %s holds in one variant case and not in another', (rule) => {
    const outcomes = new Set(
      VARIANT_CASES.filter((row) => declared(row.node).variants.some((variant) => variant.when === rule)).map((row) => checkRule(rule, ctxOf(row))),
    );
    expect([...outcomes].sort()).toEqual([false, true]);
  });
});

// ---------------------------------------------------------------------------------------------
// Variants: the unified routes, the sub-account routes and the labels
// ---------------------------------------------------------------------------------------------

interface VariantCase extends Pick<VisibilityCase, 'who' | 'locale' | 'change' | 'note'> {
  node: VisibilityCase['node'];
  href?: string;
  labelKey?: string;
}

const VARIANT_CASES: readonly VariantCase[] = [
  { who: 'main@demo', locale: 'en', node: 'spot.trade', href: '/spot/BTCUSDT?type=spot' },
  { who: 'unified@demo', locale: 'en', node: 'spot.trade', href: '/trade-spot/BTCUSDT' },
  { who: 'sim-unified@demo', locale: 'zh-CN', node: 'spot.trade', href: '/zh-CN/trade-spot/BTCUSDT' },
  { who: 'main@demo', locale: 'en', node: 'spot.margin', href: '/spot/BTCUSDT?type=cross' },
  { who: 'unified4@demo', locale: 'ar', node: 'spot.margin', href: '/ar/trade-margin/BTCUSDT' },
  { who: 'unified@demo', locale: 'en', node: 'spot.preMarket', href: '/pre-market' },
  { who: 'main@demo', locale: 'en', node: 'futures.usdt', href: '/futures/usdt/BTCUSDT' },
  { who: 'unified@demo', locale: 'en', node: 'futures.usdt', href: '/trade-swap/usdt/BTCUSDT' },
  { who: 'main@demo', locale: 'ja', node: 'futures.coinM', href: '/ja/futures/usd/BTCUSD' },
  { who: 'unified2@demo', locale: 'en', node: 'futures.coinM', href: '/trade-swap/usd/BTCUSD' },
  { who: 'main@demo', locale: 'en', node: 'futures.usdc', href: '/futures/usdc/BTCPERP' },
  { who: 'unified@demo', locale: 'uk', node: 'futures.usdc', href: '/uk/trade-swap/usdc/BTCPERP' },
  { who: 'main@demo', locale: 'en', node: 'account.security', href: '/account/setting' },
  { who: 'child@demo', locale: 'en', node: 'account.security', href: '/subaccount/setting' },
  { who: 'main@demo', locale: 'en', node: 'account.api', href: '/account/newapi' },
  { who: 'child@demo', locale: 'zh-CN', node: 'account.api', href: '/zh-CN/subaccount/setting/api' },
  { who: 'main@demo', locale: 'en', node: 'account.preferences', href: '/account/preference' },
  { who: 'child-recharge@demo', locale: 'en', node: 'account.preferences', href: '/subaccount/setting/preference' },
  { who: 'main@demo', locale: 'en', node: 'account.demoSwitch', href: '/account/changeDemoAccount' },
  { who: 'child@demo', locale: 'en', node: 'account.demoSwitch', href: '/subaccount/setting/changeDemoAccount' },
  { who: 'main@demo', locale: 'en', node: 'profile.kind', labelKey: 'nav.account.label.main' },
  { who: 'child@demo', locale: 'en', node: 'profile.kind', labelKey: 'nav.account.label.sub.regular' },
  { who: 'child-recharge@demo', locale: 'en', node: 'profile.kind', labelKey: 'nav.account.label.sub.virtual' },
  { who: 'child@demo', locale: 'en', node: 'profile.kind', labelKey: 'nav.account.label.sub.custodial', note: 'custodial', change: { user: { subAccountKind: 'custodial' } } },
  { who: 'main@demo', locale: 'en', node: 'profile.kind', labelKey: 'nav.account.label.main', note: 'kind without childFlag', change: { user: { subAccountKind: 'virtual' } } },
  { who: 'main@demo', locale: 'en', node: 'profile.mode', labelKey: 'nav.account.label.classic' },
  { who: 'unified@demo', locale: 'en', node: 'profile.mode', labelKey: 'nav.account.label.unified' },
  { who: 'sim@demo', locale: 'en', node: 'profile.mode', labelKey: 'nav.account.label.demo' },
  { who: 'sim-unified@demo', locale: 'en', node: 'profile.mode', labelKey: 'nav.account.label.demo' },
  { who: 'demo@demo', locale: 'en', node: 'profile.mode', labelKey: 'nav.account.label.demo' },
  { who: 'creation-demo@demo', locale: 'en', node: 'profile.mode', labelKey: 'nav.account.label.demoExpert' },
  { who: 'main@demo', locale: 'en', node: 'profile.verification', labelKey: 'nav.account.label.verified' },
  { who: 'frozen@demo', locale: 'en', node: 'profile.verification', labelKey: 'nav.account.label.unverified' },
];

function shownItem(row: Pick<VisibilityCase, 'who' | 'locale' | 'change' | 'node'>): ShownItem | undefined {
  return flatten(Object.values(visibleNav(ctxOf(row)).menus)).find((item) => item.id === row.node);
}

describe('variants', () => {
  it.each(VARIANT_CASES.map((row) => [`${row.who} in ${row.locale}${row.note ? ` (${row.note})` : ''}: ${row.node}`, row] as const))('%s', (_, row) => {
    const item = shownItem(row);
    if (row.href !== undefined) expect(item && 'href' in item ? item.href : undefined).toBe(row.href);
    if (row.labelKey !== undefined) expect(item && 'labelKey' in item ? item.labelKey : undefined).toBe(row.labelKey);
  });
});

// ---------------------------------------------------------------------------------------------
// Badges
// ---------------------------------------------------------------------------------------------

describe('badges', () => {
  it.each([
    ['main@demo', 'en', 'account.welfare', {}, { kind: 'count', count: 5, text: '5', labelKey: 'nav.badge.points', values: { count: 5, countText: '5' } }],
    ['main@demo', 'en', 'account.welfare', { rewardsAmount: undefined }, { kind: 'pending' }],
    ['main@demo', 'en', 'account.welfare', { rewardsAmount: 0 }, undefined],
    ['main@demo', 'en', 'account.welfare', { rewardsAmount: -2 }, undefined],
    ['main@demo', 'en', 'account.welfare', { rewardsAmount: null }, undefined],
    ['main@demo', 'en', 'account.vip', {}, { kind: 'vip', level: 3, labelKey: 'nav.badge.vip', values: { level: 3 } }],
    ['guest', 'en', 'strategy.arbitrage', {}, { kind: 'new', labelKey: 'nav.badge.new' }],
    ['guest', 'en', 'strategy.spotGrid', {}, { kind: 'fee', labelKey: 'nav.fee.zero' }],
    ['guest', 'en', 'strategy.futuresGrid', {}, { kind: 'fee', labelKey: 'nav.fee.discount', values: { percent: 20 } }],
    ['guest', 'zh-CN', 'strategy.futuresGrid', {}, { kind: 'fee', labelKey: 'nav.fee.discountZh', values: { value: 8 } }],
    ['guest', 'ar', 'strategy.spotMoon', {}, { kind: 'fee', labelKey: 'nav.fee.discount', values: { percent: 5 } }],
    ['guest', 'ja', 'strategy.signalBot', {}, { kind: 'fee', labelKey: 'nav.fee.discount', values: { percent: 20 } }],
    ['guest', 'en', 'strategy.futuresDca', {}, undefined],
    ['guest', 'en', 'strategy.smartPortfolio', {}, undefined],
    ['guest', 'en', 'strategy.custodial', {}, undefined],
    ['guest', 'en', 'strategy.futuresGrid', { feeTags: [] }, undefined],
  ] as const)('%s in %s: %s %j has badge %j', (who, locale, node, change, badge) => {
    const item = shownItem({ who, locale, node, change });
    expect(item && 'badge' in item ? item.badge : undefined).toEqual(badge);
  });

  it('marks the rewards entry pending, not hidden, while its lookup runs', () => {
    const item = shownItem({ who: 'main@demo', locale: 'en', node: 'account.welfare', change: { rewardsAmount: undefined } });
    expect(item && 'state' in item ? item.state : undefined).toBe('ready');
  });
});

// ---------------------------------------------------------------------------------------------
// Properties of the whole matrix: every demo user and guest in every table locale
// ---------------------------------------------------------------------------------------------

const MATRIX = WHO.flatMap((who) => TABLE_LOCALES.map((locale) => [who, locale] as const));
const USER_AREA: readonly MenuId[] = ['assets', 'orders', 'profile', 'account'];
const GUEST_MENUS: readonly MenuId[] = ['brand', 'spot', 'futures', 'tradeInfo', 'strategy', 'social', 'more', 'auth', 'download', 'settings'];
const SUB_ACCOUNT_MENU = ['account.security', 'account.api', 'account.preferences', 'account.demoSwitch', 'account.logout'];
const isSimulation = (who: Who) => who !== 'guest' && DEMO_USERS[who].simulationType !== null;
const isChild = (who: Who) => who !== 'guest' && DEMO_USERS[who].user.childFlag;

describe.each(MATRIX)('%s in %s', (who, locale) => {
  const ctx = Object.freeze(contextFor(who, locale));
  const nav = visibleNav(ctx);
  const visibility = navVisibility(ctx);

  it('has a verdict for every node, consistent with the rendered menus', () => {
    expect(Object.keys(visibility).sort()).toEqual([...NAV_NODE_IDS].sort());
    const rendered = new Set([...Object.keys(nav.menus), ...flatten(Object.values(nav.menus)).map((item) => item.id)]);
    for (const id of NAV_NODE_IDS) expect(rendered.has(id), id).toBe(visibility[id].visible);
  });

  it('names a rule of the node or of its parents when it hides it', () => {
    for (const id of NAV_NODE_IDS) {
      const state = visibility[id];
      if (!state.visible && state.hiddenBy !== 'noVisibleItems') expect(declared(id).chain, id).toContain(state.hiddenBy);
    }
  });

  it('gives guests only the public menus and signed-in users the user area', () => {
    const shown = Object.keys(nav.menus);
    if (who === 'guest') expect(GUEST_MENUS).toEqual(expect.arrayContaining(shown));
    else {
      expect(shown).toEqual(expect.arrayContaining([...USER_AREA]));
      expect(shown).not.toContain('auth');
    }
  });

  it('tidies dividers and never renders an empty menu or group', () => {
    const lists = [...Object.values(nav.menus).map((menu) => menu.items), ...flatten(Object.values(nav.menus)).flatMap((item) => (item.kind === 'group' ? [item.children] : []))];
    for (const items of lists) {
      expect(items.length).toBeGreaterThan(0);
      expect(items[0]?.kind).not.toBe('divider');
      expect(items[items.length - 1]?.kind).not.toBe('divider');
      items.forEach((item, index) => {
        if (item.kind === 'divider') expect(items[index + 1]?.kind).not.toBe('divider');
      });
    }
  });

  it('lists spot trading alone in the UK Spot menu', () => {
    if (locale === 'en-GB') expect(idsOf(nav.menus.spot)).toEqual(['spot.trade']);
    else expect(idsOf(nav.menus.spot).length).toBeGreaterThan(1);
  });

  it('reduces the account menu for simulation and sub-accounts', () => {
    if (who === 'guest') return;
    const ids = idsOf(nav.menus.account);
    if (isSimulation(who)) expect(ids).toEqual(['account.logout']);
    else if (isChild(who)) {
      expect(SUB_ACCOUNT_MENU).toEqual(expect.arrayContaining(ids));
      for (const item of flatten([nav.menus.account!])) if ('href' in item) expect(item.href).toMatch(/^(\/[\w-]+)?\/subaccount\//);
    } else expect(ids).toContain('account.security');
  });

  it('puts the demo futures first in a simulation, after the real ones otherwise', () => {
    const ids = (nav.menus.futures?.items ?? []).map((item) => item.id);
    if (!ids.includes('futures.demo')) return;
    if (isSimulation(who)) expect(ids.slice(0, 2)).toEqual(['futures.demo', 'futures.divider.1']);
    else expect(ids.indexOf('futures.demo')).toBeGreaterThan(ids.indexOf('futures.home'));
  });

  it('marks only the logo\'s menu current on the home page', () => {
    for (const menu of Object.values(nav.menus)) expect(menu.current, menu.id).toBe(menu.id === 'brand');
  });

  it('places the menus in their regions', () => {
    for (const [region, ids] of Object.entries(NAV_REGIONS)) {
      expect(nav.regions[region as keyof typeof NAV_REGIONS].map((menu) => menu.id)).toEqual(ids.filter((id) => nav.menus[id]));
    }
  });
});

describe('regions', () => {
  it.each([
    ['guest', 'mobileUserDrawer', ['auth', 'download', 'settings']],
    ['main@demo', 'mobileUserDrawer', ['profile', 'assets', 'orders', 'download', 'settings', 'account']],
    ['sim@demo', 'mobileUserDrawer', ['profile', 'modes', 'assets', 'orders', 'download', 'settings', 'account']],
    ['guest', 'mobileNavDrawer', ['spot', 'futures', 'tradeInfo', 'strategy', 'social', 'more', 'download']],
    ['guest', 'mobileBar', ['brand', 'auth']],
    ['classic@demo', 'mobileBar', ['brand', 'modes']],
    ['guest', 'desktopStart', ['brand', 'spot', 'futures', 'tradeInfo', 'strategy', 'social', 'more']],
    ['main@demo', 'desktopEnd', ['assets', 'orders', 'download', 'settings']],
    ['guest', 'desktopEnd', ['auth', 'download', 'settings']],
    ['guest', 'desktopEndMenus', ['download', 'settings']],
    ['sim@demo', 'desktopEnd', ['modes', 'assets', 'orders', 'download', 'settings']],
    ['sim@demo', 'desktopEndMenus', ['assets', 'orders', 'download', 'settings']],
    ['main@demo', 'desktopAccount', ['profile', 'account']],
    ['guest', 'desktopAccount', []],
    ['guest', 'barEnd', ['auth']],
    ['main@demo', 'barEnd', []],
    ['sim@demo', 'barEnd', ['modes']],
    ['guest', 'noScriptNavPopover', ['spot', 'futures', 'tradeInfo', 'strategy', 'social', 'more']],
    ['guest', 'noScriptUserPopover', ['download', 'settings']],
    ['main@demo', 'noScriptUserPopover', ['assets', 'orders', 'download', 'settings', 'profile', 'account']],
  ] as const)('%s: %s holds %j', (who, region, menus) => {
    expect(visibleNav(contextFor(who, 'en')).regions[region].map((menu) => menu.id)).toEqual(menus);
  });

  it('shows every menu in at least one region', () => {
    const placed = new Set(Object.values(NAV_REGIONS).flat());
    expect(NAV_TREE.map((menu) => menu.id).filter((id) => !placed.has(id))).toEqual([]);
  });
});

describe('placement: where each menu shows, in each layout', () => {
  it.each([
    ['brand', { desktop: ['desktopStart'], phone: ['mobileBar'], phoneWithoutScript: ['mobileBar'] }],
    ['spot', { desktop: ['desktopStart'], phone: ['mobileNavDrawer'], phoneWithoutScript: ['noScriptNavPopover'] }],
    ['modes', { desktop: ['desktopEnd'], phone: ['mobileBar', 'mobileUserDrawer'], phoneWithoutScript: ['mobileBar'] }],
    ['auth', { desktop: ['desktopEnd'], phone: ['mobileBar', 'mobileUserDrawer'], phoneWithoutScript: ['mobileBar'] }],
    ['assets', { desktop: ['desktopEnd'], phone: ['mobileUserDrawer'], phoneWithoutScript: ['noScriptUserPopover'] }],
    ['download', { desktop: ['desktopEnd'], phone: ['mobileNavDrawer', 'mobileUserDrawer'], phoneWithoutScript: ['noScriptUserPopover'] }],
    ['settings', { desktop: ['desktopEnd'], phone: ['mobileUserDrawer'], phoneWithoutScript: ['noScriptUserPopover'] }],
    ['profile', { desktop: ['desktopAccount'], phone: ['mobileUserDrawer'], phoneWithoutScript: ['noScriptUserPopover'] }],
    ['account', { desktop: ['desktopAccount'], phone: ['mobileUserDrawer'], phoneWithoutScript: ['noScriptUserPopover'] }],
  ] as const)('%s: %j', (id, placement) => {
    expect(placementOf(id)).toEqual(placement);
  });

  it('every menu shows in every layout, once on desktop', () => {
    for (const menu of NAV_TREE) {
      const placement = placementOf(menu.id);
      expect(placement.desktop, menu.id).toHaveLength(1);
      for (const layout of Object.keys(NAV_LAYOUTS) as (keyof typeof NAV_LAYOUTS)[]) expect(placement[layout].length, `${menu.id} ${layout}`).toBeGreaterThan(0);
    }
  });

  it('the end group is the bar’s end, then the desktop’s own menus; the phone’s bar and popovers are those same elements', () => {
    expect(NAV_REGIONS.desktopEnd).toEqual([...NAV_REGIONS.barEnd, ...NAV_REGIONS.desktopEndMenus]);
    expect(NAV_REGIONS.mobileBar).toEqual(['brand', ...NAV_REGIONS.barEnd]);
    expect(NAV_REGIONS.noScriptNavPopover).toEqual(NAV_REGIONS.desktopStart.filter((id) => id !== 'brand'));
    expect(NAV_REGIONS.noScriptUserPopover).toEqual([...NAV_REGIONS.desktopEndMenus, ...NAV_REGIONS.desktopAccount]);
  });

  it('without script the phone shows what its bar keeps and the desktop’s menus, each once', () => {
    const shown = NAV_LAYOUTS.phoneWithoutScript.flatMap((region) => NAV_REGIONS[region]);
    expect([...shown].sort()).toEqual(NAV_TREE.map((menu) => menu.id).sort());
  });
});

describe('purity', () => {
  it.each(LOCALES.map((entry) => [entry.locale]))('gives the same answer twice for main@demo in %s', (locale) => {
    const ctx = Object.freeze(contextFor('main@demo', locale));
    expect(visibleNav(ctx)).toEqual(visibleNav(ctx));
  });
});

// ---------------------------------------------------------------------------------------------
// The mode buttons' short labels (issue 24: the phone's bar cut "Return to real trading")
// ---------------------------------------------------------------------------------------------

describe('mode buttons: the short label for the phone bar', () => {
  it.each([
    ['sim@demo', 'modes.exitToRealTrading', 'nav.modes.backToReal', 'nav.modes.exitDemoShort'],
    ['sim-unified@demo', 'modes.exitSimulation', 'nav.modes.backToReal', 'nav.modes.exitDemoShort'],
    ['creation-demo@demo', 'modes.creationDemoReturn', 'nav.modes.creationDemoReturn', 'nav.modes.exitDemoShort'],
    ['demo@demo', 'modes.demoToReal', 'nav.modes.demoToReal', 'nav.modes.exitDemoShort'],
    ['classic@demo', 'modes.classicReturn', 'nav.modes.classicReturn', undefined],
  ] as const)('%s: %s reads %s, in the phone bar %s', (who, id, labelKey, shortLabelKey) => {
    const modes = visibleNav(contextFor(who, 'en')).menus.modes;
    const item = modes?.items.find((entry) => entry.id === id);
    expect(item && 'labelKey' in item ? { labelKey: item.labelKey, shortLabelKey: item.kind === 'action' ? item.shortLabelKey : undefined } : null).toEqual({ labelKey, shortLabelKey });
  });
});

describe('the menu of the current page', () => {
  const currentMenus = (who: Who, path: string) =>
    Object.values(visibleNav({ ...contextFor(who, 'en'), currentPath: path }).menus)
      .filter((menu) => menu.current)
      .map((menu) => menu.id);

  it.each([
    ['guest', '/futures/usdt/ETHUSDT', ['futures']],
    ['guest', '/spot/XRPUSDT?type=cross', ['spot']],
    ['guest', '/trading-bot/spot/BTCUSDT', ['strategy']],
    ['main@demo', '/asset/recharge', ['assets']],
    ['sim@demo', '/futures/susdt/SBTCSUSDT', ['futures']],
    ['main@demo', '/account/setting', ['account']],
    ['main@demo', '/support/articles/360000001', []],
  ] as const)('%s on %s: %j', (who, path, menus) => {
    expect(currentMenus(who, path)).toEqual(menus);
  });
});
