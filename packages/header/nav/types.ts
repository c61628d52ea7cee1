/**
 * Types of the navigation tree (what the model declares) and of the computed menus (what views
 * render). A node's id, its label's message key and the rules that gate it are separate things.
 */
import type { BusinessLine, RouteId, SecurityAction } from '@exchange/contract';
import type { NavContext } from './context.ts';
import type { FeeLabel } from './fee.ts';
import type { MessageValues, NavMessageKey } from './messages.ts';
import type { RuleName } from './rules.ts';
import type { MenuId, NavItemId } from './tree.ts';

// ---------------------------------------------------------------------------------------------
// Declared tree
// ---------------------------------------------------------------------------------------------

/** A route of the contract's table with its built path (no locale prefix yet). */
export interface RouteRef {
  readonly routeId: RouteId;
  /** Path and query, e.g. `/spot/BTCUSDT?type=cross`. */
  readonly path: string;
}

/** A route, or a route built from the context (the login link's `from`). */
export type RouteSpec = RouteRef | ((ctx: NavContext) => RouteRef);

/** Actions are typed ids; the view maps each to its call or dialog. */
export type NavAction =
  | 'enterSimulationSpot'
  | 'enterSimulationFutures'
  | 'exitSimulation'
  | 'switchDemoToReal'
  | 'switchCreationDemo'
  | 'copyUid'
  | 'logout'
  | 'openLanguageDialog'
  | 'toggleTheme';

/** The first variant whose rule holds replaces the node's route and/or label. */
export interface Variant {
  readonly when: RuleName;
  readonly to?: RouteRef;
  readonly labelKey?: NavMessageKey;
}

export type BadgeSpec =
  /** The NEW mark (spec §2: arbitrage). */
  | { readonly kind: 'new' }
  /** The fee tag of a bot, joined on its strategy type. */
  | { readonly kind: 'feeTag'; readonly strategyType: number }
  /** The rewards count, as points, only when > 0. */
  | { readonly kind: 'rewardsCount' }
  /** The user's VIP level. */
  | { readonly kind: 'vipLevel' };

/** Marks an entry the client resolves on click (Coin-M delivery: the first delivery symbol). */
export interface LookupSpec {
  readonly kind: 'coinMDelivery';
  /** The business line whose symbol list is searched for the first delivery symbol. */
  readonly businessLine: BusinessLine;
}

interface NodeBase {
  readonly id: string;
  /** Rules that must all hold (feature flags are added from features.ts). */
  readonly rules?: readonly RuleName[];
}

/**
 * A person's own values a label prints (the login name, the UID). The model names them and never
 * reads them: parts/Personal.tsx, the one reader of a person's values, puts them in (a server
 * keeping the header's HTML renders them as placeholders, server/).
 */
export type PersonalValueName = 'loginName' | 'userId';

/** A label's message parameters that are a person's values: parameter name to value name. */
export type PersonalValues = Readonly<Record<string, PersonalValueName>>;

interface Labelled {
  readonly labelKey: NavMessageKey;
  readonly labelValues?: (ctx: NavContext) => MessageValues;
  readonly personalValues?: PersonalValues;
  readonly variants?: readonly Variant[];
}

export interface LinkSpec extends NodeBase, Labelled {
  /** `link` navigates in place; `external` opens in a new window. */
  readonly kind: 'link' | 'external';
  readonly to: RouteSpec;
  readonly badge?: BadgeSpec;
  /** The entry runs the security check of spec §4 before it opens. */
  readonly securityCheck?: SecurityAction;
  /** The business line the entry trades or lists (futures and order entries). */
  readonly businessLine?: BusinessLine;
  readonly lookup?: LookupSpec;
  /** A short label for the phone's bar (a mode link: "Classic account"), as an action's. */
  readonly shortLabelKey?: NavMessageKey;
}

export interface ActionSpec extends NodeBase, Labelled {
  readonly kind: 'action';
  readonly action: NavAction;
  /**
   * A short label for the phone's bar, where the full one does not fit (issue 24: "Return to real
   * trading" was cut at 390 px). The drawer shows the full label, which stays the accessible name.
   */
  readonly shortLabelKey?: NavMessageKey;
  /**
   * Where the page goes once the action succeeded. Without it, a mode action reloads the page in
   * place (the server render paints the new mode).
   */
  readonly to?: RouteSpec;
}

/** Text only: account kind, mode, role and status labels. */
export interface LabelSpec extends NodeBase, Labelled {
  readonly kind: 'label';
  readonly badge?: BadgeSpec;
}

/** A scan-code prompt: the view renders a QR code of the route's absolute URL. */
export interface QrCodeSpec extends NodeBase, Labelled {
  readonly kind: 'qrCode';
  readonly to: RouteRef;
}

export interface GroupSpec extends NodeBase {
  readonly kind: 'group';
  readonly labelKey?: NavMessageKey;
  readonly children: readonly ItemSpec[];
}

export interface DividerSpec {
  readonly kind: 'divider';
}

export type ItemSpec = LinkSpec | ActionSpec | LabelSpec | QrCodeSpec | GroupSpec | DividerSpec;

export interface MenuSpec {
  readonly id: string;
  readonly labelKey: NavMessageKey;
  readonly rules?: readonly RuleName[];
  readonly items: readonly ItemSpec[];
  /**
   * An entry or group that comes first, a divider after it, while its rule holds (the demo futures
   * in a simulation, where they are what the trader trades).
   */
  readonly lead?: { readonly when: RuleName; readonly id: string };
}

// ---------------------------------------------------------------------------------------------
// Computed menus
// ---------------------------------------------------------------------------------------------

/** `pending`: shown with its space reserved, its data (an optional lookup) not arrived yet. */
export type ItemState = 'ready' | 'pending';

export type Badge =
  | { readonly kind: 'new'; readonly labelKey: NavMessageKey }
  | ({ readonly kind: 'fee' } & FeeLabel)
  /** `text`: the count in the locale's digits and grouping (i18n/numbers.ts), also `values.countText`. */
  | { readonly kind: 'count'; readonly count: number; readonly text: string; readonly labelKey: NavMessageKey; readonly values: MessageValues }
  | { readonly kind: 'vip'; readonly level: number; readonly labelKey: NavMessageKey; readonly values: MessageValues }
  | { readonly kind: 'pending' };

interface ShownBase {
  readonly id: NavItemId;
  readonly state: ItemState;
}

interface ShownLabelled extends ShownBase {
  readonly labelKey: NavMessageKey;
  readonly labelValues?: MessageValues;
  /** Parameters of the label that are a person's values (parts/Personal.tsx prints them). */
  readonly personalValues?: PersonalValues;
}

export interface ShownLink extends ShownLabelled {
  readonly kind: 'link' | 'external';
  readonly routeId: RouteId;
  /** Localized href: `/zh-CN/spot/BTCUSDT`; with a site origin, `https://www.exchange.com/zh-CN/spot/BTCUSDT`. */
  readonly href: string;
  /** The item's route is the current page (aria-current="page"). */
  readonly current: boolean;
  readonly badge?: Badge;
  readonly securityCheck?: SecurityAction;
  readonly businessLine?: BusinessLine;
  readonly lookup?: LookupSpec;
  /** The phone bar's label where the full one does not fit; the full label stays the accessible name. */
  readonly shortLabelKey?: NavMessageKey;
}

export interface ShownAction extends ShownLabelled {
  readonly kind: 'action';
  readonly action: NavAction;
  /** The phone bar's label where the full one does not fit; the full label stays the accessible name. */
  readonly shortLabelKey?: NavMessageKey;
  /** The page to open once the action succeeded (localized, absolute with a site origin), with its route id. */
  readonly then?: { readonly routeId: RouteId; readonly href: string };
}

export interface ShownLabel extends ShownLabelled {
  readonly kind: 'label';
  readonly badge?: Badge;
}

export interface ShownQrCode extends ShownLabelled {
  readonly kind: 'qrCode';
  readonly routeId: RouteId;
  readonly href: string;
}

export interface ShownGroup extends ShownBase {
  readonly kind: 'group';
  readonly labelKey?: NavMessageKey;
  readonly children: readonly ShownItem[];
}

export interface ShownDivider {
  readonly kind: 'divider';
  /** Generated from its position (`assets.divider.1`), for list keys. */
  readonly id: string;
}

export type ShownItem = ShownLink | ShownAction | ShownLabel | ShownQrCode | ShownGroup | ShownDivider;

export interface ShownMenu {
  readonly id: MenuId;
  readonly labelKey: NavMessageKey;
  readonly state: ItemState;
  readonly items: readonly ShownItem[];
  /** One of its entries is the current page: its trigger is marked (the Futures menu on a futures page). */
  readonly current: boolean;
}
