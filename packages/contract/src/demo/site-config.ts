/**
 * Per-locale site configuration: the 12 feature flags of spec section 6 and the region data the
 * header's rules read. Every locale starts from BASE; OVERRIDES lists what differs, so the table
 * reads as the list of exceptions (apps/api/README.md repeats it). The reference API serves it;
 * the navigation model's tests read it.
 */
import { LOCALES } from '../locales.ts';
import type { Locale } from '../locales.ts';
import { FEATURE_FLAGS } from '../schemas.ts';
import type { FeatureFlag, SiteConfig } from '../schemas.ts';

/** Spec section 2 (More): the referral entry is hidden for language type 3. */
const REFERRAL_HIDDEN_LANGUAGE_TYPE = 3;

interface Override {
  /** Flags switched off (everything else stays on). */
  off?: readonly FeatureFlag[];
  vipAllowed?: boolean;
  /** Tier 2 drops the demo USDC-M futures entry (spec section 2: demo futures). */
  regionTier?: number;
  spotCopyEnabled?: boolean;
  /** Refer-a-friend promotions allowed in the locale's market (default true). */
  referralAllowed?: boolean;
}

const OVERRIDES: Partial<Record<Locale, Override>> = {
  // The UK locale (DESIGN.md): spot info, More and API management stay; the rest is off. No
  // referral programme: UK rules ban refer-a-friend incentives for retail (FCA PS23/6, COBS 4.12A).
  'en-GB': {
    off: ['futures', 'strategy', 'copy', 'social', 'contractInfo', 'preMarket', 'vip', 'coupons', 'rewardCenter'],
    vipAllowed: false,
    spotCopyEnabled: false,
    referralAllowed: false,
  },
  // VIP not allowed here although the flag is on: the VIP entry needs both.
  ja: { vipAllowed: false },
  // The region tier without demo USDC-M futures.
  tr: { regionTier: 2 },
  // Pre-market and spot copy trading unavailable.
  uz: { off: ['preMarket'], spotCopyEnabled: false },
  // No coupons or rewards center.
  ru: { off: ['coupons', 'rewardCenter'] },
};

function configFor(locale: Locale): SiteConfig {
  const override = OVERRIDES[locale] ?? {};
  const off = new Set<FeatureFlag>(override.off ?? []);
  return {
    locale,
    features: Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, !off.has(flag)])) as Record<FeatureFlag, boolean>,
    vipAllowed: override.vipAllowed ?? true,
    regionTier: override.regionTier ?? 1,
    spotCopyEnabled: override.spotCopyEnabled ?? true,
    referralHiddenLanguageType: REFERRAL_HIDDEN_LANGUAGE_TYPE,
    referralAllowed: override.referralAllowed ?? true,
  };
}

export const SITE_CONFIG: ReadonlyMap<string, SiteConfig> = new Map(LOCALES.map(({ locale }) => [locale, configFor(locale)]));
