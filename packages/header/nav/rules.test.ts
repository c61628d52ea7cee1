/**
 * The predicates on their own, for the edges the menu table does not reach: unknown or mismatched
 * site config, answered-versus-pending lookups, guests. Every rule's show and hide cases through
 * the menus are in test/cases.ts.
 */
import { describe, expect, it } from 'vitest';
import { createNavContext, defaultNavContext } from './context.ts';
import { checkRule, RULE_NAMES, type RuleName, type RuleResult } from './rules.ts';
import { contextFor, siteConfig } from './test/fixtures.ts';

type Row = readonly [string, RuleName, Parameters<typeof contextFor>, RuleResult];

const ROWS: readonly Row[] = [
  ['guest', 'signedIn', ['guest', 'en'], false],
  ['main user', 'signedIn', ['main@demo', 'en'], true],
  ['guest', 'notSubAccount', ['guest', 'en'], true],
  ['guest', 'subAccountRecharge', ['guest', 'en'], true],
  ['guest', 'notDemoUser', ['guest', 'en'], true],
  ['guest', 'inSimulation', ['guest', 'en', { simulation: { simulation: true, simulationType: 'classic' } }], false],
  ['simulation unknown', 'inSimulation', ['sim@demo', 'en', { simulation: null }], false],
  ['guest', 'demoTrading', ['guest', 'en'], false],
  ['creation demo account', 'demoTrading', ['creation-demo@demo', 'en'], true],
  ['creation demo account', 'canEnterSimulation', ['creation-demo@demo', 'en'], false],
  ['unified simulation of a classic account', 'unifiedMode', ['sim@demo', 'en', { simulation: { simulation: true, simulationType: 'unified' } }], true],
  ['mode 3 is not unified', 'unifiedMode', ['main@demo', 'en', { user: { accountMode: 3 } }], false],
  ['guest', 'hasFundingAccount', ['guest', 'en'], false],
  ['unified in uk (Ukrainian)', 'unifiedAccountAvailable', ['unified@demo', 'uk'], true],
  ['child flag without kind', 'virtualSubAccount', ['child@demo', 'en', { user: { subAccountKind: null } }], false],
  ['trader flag on a main user', 'subAccountTrader', ['main@demo', 'en', { user: { subAccountTrader: true } }], false],
  ['site unknown', 'referralAllowed', ['guest', 'en', { site: null }], false],
  ['site of another locale', 'referralAllowed', ['guest', 'en', { site: siteConfig('zh-CN') }], false],
  ['site unknown', 'demoUsdcFuturesAllowed', ['sim@demo', 'en', { site: null }], false],
  ['region tier 3', 'demoUsdcFuturesAllowed', ['sim@demo', 'en', { site: siteConfig('en', { regionTier: 3 }) }], true],
  ['site unknown', 'spotCopyEnabled', ['guest', 'en', { site: null }], false],
  ['site unknown', 'vipAllowedInLocale', ['main@demo', 'en', { site: null }], false],
  ['site unknown', 'flag.futures', ['guest', 'en', { site: null }], false],
  ['site of another locale', 'flag.futures', ['guest', 'zh-CN', { site: siteConfig('en') }], false],
  ['account config unknown', 'demoSwitchOpen', ['main@demo', 'en', { accountConfig: null }], false],
  ['trader-pro lookup pending', 'traderPro', ['trader-pro@demo', 'en', { traderProUid: undefined }], 'pending'],
  ['trader-pro lookup answered empty', 'traderPro', ['trader-pro@demo', 'en', { traderProUid: '' }], false],
  ['rewards lookup pending', 'rewardsCountPositive', ['main@demo', 'en', { rewardsAmount: undefined }], 'pending'],
  ['rewards 5', 'rewardsCountPositive', ['main@demo', 'en'], true],
  ['rewards 0', 'rewardsCountPositive', ['main@demo', 'en', { rewardsAmount: 0 }], false],
  ['rewards failed', 'rewardsCountPositive', ['main@demo', 'en', { rewardsAmount: null }], false],
  ['rewards NaN', 'rewardsCountPositive', ['main@demo', 'en', { rewardsAmount: Number.NaN }], false],
  ['guest', 'verified', ['guest', 'en'], false],
];

describe('rules', () => {
  it.each(ROWS)('%s: %s is %j', (_, rule, args, expected) => {
    expect(checkRule(rule, contextFor(...args))).toBe(expected);
  });

  it('hides every gated entry in the conservative default context', () => {
    const ctx = defaultNavContext('en');
    const gated = RULE_NAMES.filter((rule) => rule.startsWith('flag.') || ['referralAllowed', 'demoUsdcFuturesAllowed', 'spotCopyEnabled', 'vipAllowedInLocale'].includes(rule));
    expect(gated.filter((rule) => checkRule(rule, ctx) !== false)).toEqual([]);
  });

  it('treats the default context as a guest in real trading', () => {
    const ctx = defaultNavContext('zh-CN', '/asset');
    expect([ctx.user, ctx.site, ctx.currentPath, checkRule('guest', ctx), checkRule('inSimulation', ctx)]).toEqual([null, null, '/asset', true, false]);
  });
});

describe('createNavContext', () => {
  it('lays what is known over the conservative default', () => {
    const ctx = createNavContext({ locale: 'ja', rewardsAmount: 2 });
    expect(ctx).toEqual({ ...defaultNavContext('ja'), rewardsAmount: 2 });
  });
});

describe('createNavContext with explicit undefined', () => {
  it('reads undefined as unknown', () => {
    expect(createNavContext({ locale: 'en', currentPath: undefined, user: undefined, site: undefined, feeTags: undefined })).toEqual(defaultNavContext('en'));
  });
});
