/**
 * Test fixtures: the demo users of DESIGN.md as the server seeds them, the seeded site configs and
 * fee tags, all read from the seed data itself (`@exchange/contract/demo`), and a context builder.
 * A user's session state (simulation, account config, optional lookups) travels with it.
 */
import { FEATURE_FLAGS, type FeatureFlag, type FeeTagEntry, type Locale, type SimulationInfo, type SiteConfig, type UserInfo } from '@exchange/contract';
import { DEMO_USERS as SEEDED_USERS, demoSession, FEE_TAGS as SEEDED_FEE_TAGS, SITE_CONFIG, type DemoLoginName, type DemoSession as SeededSession } from '@exchange/contract/demo';
import { defaultNavContext, type NavContext } from '../context.ts';

/** A demo user's seed-time answers, with the two the tables ask about most at hand. */
interface DemoSession extends SeededSession {
  readonly simulationType: SimulationInfo['simulationType'];
  readonly switchOpen: boolean;
}

function session(seeded: SeededSession): DemoSession {
  return { ...seeded, simulationType: seeded.simulation.simulationType, switchOpen: seeded.accountConfig.accountShow.switchOpen };
}

export type DemoLogin = DemoLoginName;

/** DESIGN.md's demo users as seeded, keyed by loginName, in seed order. */
export const DEMO_USERS: Readonly<Record<DemoLogin, DemoSession>> = Object.fromEntries(
  SEEDED_USERS.map((user) => [user.loginName, session(demoSession(user))]),
) as Record<DemoLogin, DemoSession>;

export type Who = 'guest' | DemoLogin;
export const WHO: readonly Who[] = ['guest', ...SEEDED_USERS.map((user) => user.loginName as DemoLogin)];

/** The locales every table runs in (the minimum set). */
export const TABLE_LOCALES = ['en', 'zh-CN', 'en-GB', 'uk', 'ar', 'ja'] as const satisfies readonly Locale[];

/**
 * The seeded site config of a locale, with `change` laid over it. `off` replaces the seeded
 * feature flags: every flag on except the ones listed.
 */
export function siteConfig(locale: Locale, change: { off?: readonly FeatureFlag[] } & Partial<Omit<SiteConfig, 'features' | 'locale'>> = {}): SiteConfig {
  const seeded = SITE_CONFIG.get(locale);
  if (!seeded) throw new Error(`no seeded site config for ${locale}`);
  const { off, ...rest } = change;
  const features = off ? (Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, !off.includes(flag)])) as Record<FeatureFlag, boolean>) : { ...seeded.features };
  return { ...seeded, features, ...rest };
}

/** The server's fee tags (the seed data). */
export const FEE_TAGS: readonly FeeTagEntry[] = SEEDED_FEE_TAGS;

/**
 * The context of a demo user (or a guest) in a locale, with every lookup answered, as the header
 * has it once the page has loaded. `change` overrides any field (a user field through `user`).
 */
export function contextFor(who: Who, locale: Locale, change: Partial<Omit<NavContext, 'user'>> & { user?: Partial<UserInfo> } = {}): NavContext {
  const { user: userChange, ...rest } = change;
  const base: NavContext = { ...defaultNavContext(locale, '/'), site: siteConfig(locale), feeTags: FEE_TAGS };
  if (who === 'guest') return { ...base, ...rest };
  const session = DEMO_USERS[who];
  return {
    ...base,
    user: { ...session.user, ...userChange },
    simulation: { ...session.simulation },
    accountConfig: { accountShow: { ...session.accountConfig.accountShow } },
    traderProUid: session.traderProUid,
    rewardsAmount: session.rewardsAmount,
    ...rest,
  };
}
