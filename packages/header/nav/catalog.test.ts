/**
 * The nav catalogs and the model agree: every key the model can produce is in the English and
 * Chinese catalogs with the parameters the model passes, every catalog key is prefixed `nav.`,
 * and the Chinese catalog is a translation, not a copy.
 */
import { describe, expect, it } from 'vitest';
import en from '../i18n/catalogs/en/nav.json';
import zh from '../i18n/catalogs/zh-CN/nav.json';
import { NAV_TREE } from './tree.ts';
import { visibleNav } from './visible.ts';
import { WHO, TABLE_LOCALES, contextFor } from './test/fixtures.ts';
import { DECLARED, flatten } from './test/walk.ts';
import { messageParameters as parameters, pluralCases } from '../i18n/icu.ts';

const EN: Readonly<Record<string, string>> = en;
const ZH: Readonly<Record<string, string>> = zh;

/** Keys the model never produces itself: for the views (the UID toast; i18n/usage.test.ts checks a view uses it). */
const VIEW_ONLY_KEYS = ['nav.account.uidCopied'];
/** Keys the model produces outside the tree: badges (badges.ts) and fee labels (fee.ts). */
const BADGE_KEYS = ['nav.badge.new', 'nav.badge.points', 'nav.badge.vip', 'nav.fee.zero', 'nav.fee.general', 'nav.fee.discount', 'nav.fee.discountZh'];
/** Messages that read the same in Chinese (brand names, parameters only, or already Chinese). */
const SAME_IN_CHINESE = ['nav.download.ios', 'nav.download.googlePlay', 'nav.account.uid', 'nav.badge.vip', 'nav.fee.discountZh'];

const TREE_KEYS = new Set<string>([
  ...NAV_TREE.map((menu) => menu.labelKey),
  ...DECLARED.flatMap((node) => {
    const spec = node.spec;
    if (!spec || spec.kind === 'divider') return [];
    return [
      ...(spec.labelKey ? [spec.labelKey] : []),
      ...('shortLabelKey' in spec && spec.shortLabelKey ? [spec.shortLabelKey] : []),
      ...node.variants.flatMap((variant) => (variant.labelKey ? [variant.labelKey] : [])),
    ];
  }),
]);

describe('nav catalogs', () => {
  it('prefix every key with nav.', () => {
    expect(Object.keys(EN).filter((key) => !key.startsWith('nav.'))).toEqual([]);
  });

  it('hold every key of the tree, the badges and the fee labels', () => {
    const missing = [...TREE_KEYS, ...BADGE_KEYS].filter((key) => !(key in EN) || !(key in ZH));
    expect(missing).toEqual([]);
  });

  it('hold no key that nothing uses', () => {
    const used = new Set([...TREE_KEYS, ...BADGE_KEYS, ...VIEW_ONLY_KEYS]);
    expect(Object.keys(EN).filter((key) => !used.has(key))).toEqual([]);
  });

  it('have the same keys and parameters in Chinese', () => {
    expect(Object.keys(ZH).sort()).toEqual(Object.keys(EN).sort());
    for (const [key, message] of Object.entries(EN)) expect(parameters(ZH[key] ?? ''), key).toEqual(parameters(message));
  });

  it('translate into Chinese', () => {
    const copies = Object.keys(EN).filter((key) => !SAME_IN_CHINESE.includes(key) && !/[\u4e00-\u9fff]/.test(ZH[key] ?? ''));
    expect(copies).toEqual([]);
  });

  it('use ICU plurals for the counts', () => {
    for (const key of ['nav.badge.points', 'nav.account.subAccountCount']) {
      expect(pluralCases(EN[key] ?? '').length, key).toBeGreaterThan(0);
    }
  });
});

describe('messages with parameters', () => {
  it.each(WHO.flatMap((who) => TABLE_LOCALES.map((locale) => [who, locale] as const)))('%s in %s: the model passes every parameter', (who, locale) => {
    const items = flatten(Object.values(visibleNav(contextFor(who, locale)).menus));
    for (const item of items) {
      if (item.kind === 'divider' || item.kind === 'group') continue;
      expect(parameters(EN[item.labelKey] ?? ''), item.id).toEqual(Object.keys({ ...item.labelValues, ...item.personalValues }).sort());
      const badge = 'badge' in item ? item.badge : undefined;
      if (badge && badge.kind !== 'pending') {
        expect(parameters(EN[badge.labelKey] ?? ''), `${item.id} badge`).toEqual(Object.keys('values' in badge ? (badge.values ?? {}) : {}).sort());
      }
    }
  });
});
