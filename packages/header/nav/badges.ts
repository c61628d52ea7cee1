/** Computes the badge of an entry from its declared kind and the context. */
import { formatCount } from '../i18n/numbers.ts';
import { formatFeeDiscount } from './fee.ts';
import type { Locale } from '@exchange/contract';
import type { NavContext } from './context.ts';
import { checkRule } from './rules.ts';
import type { Badge, BadgeSpec } from './types.ts';

/**
 * The fee tag of a bot: the entry of `ctx.feeTags` with its strategy type and `showTag`, formatted
 * (fee.ts). No entry, `showTag` false or a discount that cannot be formatted: no tag.
 */
export function feeTagBadge(ctx: NavContext, strategyType: number): Badge | undefined {
  const tag = ctx.feeTags.find((entry) => entry.strategyType === strategyType && entry.showTag);
  const label = tag ? formatFeeDiscount(tag.feeDiscount, ctx.locale) : null;
  return label ? { kind: 'fee', ...label } : undefined;
}

/** The values of a plural count message: `count` chooses the branch, `countText` is written (i18n/numbers.ts). */
export function countValues(count: number, locale: Locale): { count: number; countText: string } {
  return { count, countText: formatCount(count, locale) };
}

export function resolveBadge(spec: BadgeSpec | undefined, ctx: NavContext): Badge | undefined {
  switch (spec?.kind) {
    case undefined:
      return undefined;
    case 'new':
      return { kind: 'new', labelKey: 'nav.badge.new' };
    case 'feeTag':
      return feeTagBadge(ctx, spec.strategyType);
    case 'rewardsCount': {
      const shown = checkRule('rewardsCountPositive', ctx);
      if (shown === 'pending') return { kind: 'pending' };
      if (!shown) return undefined;
      const count = ctx.rewardsAmount ?? 0;
      const values = countValues(count, ctx.locale);
      return { kind: 'count', count, text: values.countText, labelKey: 'nav.badge.points', values };
    }
    case 'vipLevel': {
      const level = ctx.user?.vipLevel ?? 0;
      return level > 0 ? { kind: 'vip', level, labelKey: 'nav.badge.vip', values: { level } } : undefined;
    }
  }
}
