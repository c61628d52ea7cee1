/**
 * Evaluates the tree for a context. One walk computes both answers: the menus to render
 * (`visibleNav`) and, for every node, whether it shows and which rule hid it (`navVisibility`,
 * the rows of the visibility matrix). Nothing else decides who sees what.
 */
import { resolveBadge } from './badges.ts';
import type { NavContext } from './context.ts';
import { isCurrentPage } from './current.ts';
import { flagRulesOf } from './features.ts';
import { siteHref } from './href.ts';
import { checkRule, type RuleName } from './rules.ts';
import { NAV_REGIONS, NAV_TREE, type MenuId, type NavItemId, type NavNodeId, type NavRegion } from './tree.ts';
import type { ItemSpec, MenuSpec, RouteRef, RouteSpec, ShownItem, ShownMenu, Variant } from './types.ts';

/** Why a node is hidden: the first rule that failed, or `noVisibleItems` for an emptied menu or group. */
export type HiddenBy = RuleName | 'noVisibleItems';

export type Visibility =
  | { readonly visible: true; /** Shown with its space reserved until an optional lookup answers. */ readonly pending: boolean }
  | { readonly visible: false; readonly hiddenBy: HiddenBy };

export interface VisibleNav {
  /** The menus that show, by id. */
  readonly menus: Readonly<Partial<Record<MenuId, ShownMenu>>>;
  /** The menus of each region of the desktop header and the mobile bar and drawers, in order. */
  readonly regions: Readonly<Record<NavRegion, readonly ShownMenu[]>>;
}

type VisibilityRecord = Partial<Record<NavNodeId, Visibility>>;

const SHOWN: Visibility = { visible: true, pending: false };

const nodeRules = new WeakMap<object, readonly RuleName[]>();

/** The rules of a node: its own, then its feature flags (features.ts); the tree's, listed once. */
export function rulesOf(node: { readonly id: string; readonly rules?: readonly RuleName[] }): readonly RuleName[] {
  const known = nodeRules.get(node);
  if (known) return known;
  const rules = [...(node.rules ?? []), ...flagRulesOf(node.id)];
  nodeRules.set(node, rules);
  return rules;
}

function gate(node: { readonly id: string; readonly rules?: readonly RuleName[] }, ctx: NavContext): Visibility {
  let pending = false;
  for (const rule of rulesOf(node)) {
    const result = checkRule(rule, ctx);
    if (result === false) return { visible: false, hiddenBy: rule };
    if (result === 'pending') pending = true;
  }
  return pending ? { visible: true, pending } : SHOWN;
}

const chooseVariant = (variants: readonly Variant[] | undefined, ctx: NavContext): Variant | undefined =>
  variants?.find((variant) => checkRule(variant.when, ctx) === true);

function resolveRoute(to: RouteSpec, variant: Variant | undefined, ctx: NavContext): RouteRef {
  return variant?.to ?? (typeof to === 'function' ? to(ctx) : to);
}

/** Removes leading, trailing and doubled dividers, and names the ones left by position. */
function tidy(items: readonly (ShownItem | null)[], parentId: string): ShownItem[] {
  const out: ShownItem[] = [];
  for (const item of items) {
    if (item === null) continue;
    if (item.kind === 'divider' && (out.length === 0 || out[out.length - 1]?.kind === 'divider')) continue;
    out.push(item);
  }
  if (out[out.length - 1]?.kind === 'divider') out.pop();
  let dividers = 0;
  return out.map((item) => (item.kind === 'divider' ? { kind: 'divider', id: `${parentId}.divider.${++dividers}` } : item));
}

/** Children of a shown parent: hidden as a whole when none of them shows (dividers do not count). */
function resolveChildren(
  parentId: string,
  own: Visibility,
  children: readonly ItemSpec[],
  ctx: NavContext,
  record: VisibilityRecord,
): { visibility: Visibility; items: ShownItem[] } {
  const items = tidy(
    children.map((child) => resolveItem(child, own, ctx, record)),
    parentId,
  );
  const entries = items.filter((item) => item.kind !== 'divider');
  if (!own.visible) return { visibility: own, items: [] };
  if (entries.length === 0) return { visibility: { visible: false, hiddenBy: 'noVisibleItems' }, items: [] };
  const pending = own.pending || entries.every((item) => 'state' in item && item.state === 'pending');
  return { visibility: pending ? { visible: true, pending } : SHOWN, items };
}

function resolveItem(spec: ItemSpec, parent: Visibility, ctx: NavContext, record: VisibilityRecord): ShownItem | null {
  if (spec.kind === 'divider') return parent.visible ? { kind: 'divider', id: '' } : null;
  const own = parent.visible ? gate(spec, ctx) : parent;
  const id = spec.id as NavNodeId;
  if (spec.kind === 'group') {
    const { visibility, items } = resolveChildren(spec.id, own, spec.children, ctx, record);
    record[id] = visibility;
    if (!visibility.visible) return null;
    return { kind: 'group', id: spec.id as NavItemId, labelKey: spec.labelKey, state: visibility.pending ? 'pending' : 'ready', children: items };
  }
  record[id] = own;
  if (!own.visible) return null;

  const variant = chooseVariant(spec.variants, ctx);
  const base = {
    id: spec.id as NavItemId,
    state: own.pending ? 'pending' : 'ready',
    labelKey: variant?.labelKey ?? spec.labelKey,
    ...(spec.labelValues ? { labelValues: spec.labelValues(ctx) } : {}),
    ...(spec.personalValues ? { personalValues: spec.personalValues } : {}),
  } as const;
  switch (spec.kind) {
    case 'action': {
      const action = { ...base, kind: 'action', action: spec.action, ...(spec.shortLabelKey ? { shortLabelKey: spec.shortLabelKey } : {}) } as const;
      if (!spec.to) return action;
      const route = resolveRoute(spec.to, variant, ctx);
      return { ...action, then: { routeId: route.routeId, href: siteHref(ctx, route.path) } };
    }
    case 'label': {
      const badge = resolveBadge(spec.badge, ctx);
      return { ...base, kind: 'label', ...(badge ? { badge } : {}) };
    }
    case 'qrCode':
      return { ...base, kind: 'qrCode', routeId: spec.to.routeId, href: siteHref(ctx, spec.to.path) };
    case 'link':
    case 'external': {
      const route = resolveRoute(spec.to, variant, ctx);
      const badge = resolveBadge(spec.badge, ctx);
      return {
        ...base,
        kind: spec.kind,
        routeId: route.routeId,
        href: siteHref(ctx, route.path),
        // The route's path, not the href: on another origin the host's page is matched by path too.
        current: isCurrentPage(route.path, ctx.currentPath),
        ...(badge ? { badge } : {}),
        ...(spec.securityCheck ? { securityCheck: spec.securityCheck } : {}),
        ...(spec.businessLine !== undefined ? { businessLine: spec.businessLine } : {}),
        ...(spec.lookup ? { lookup: spec.lookup } : {}),
        ...(spec.shortLabelKey ? { shortLabelKey: spec.shortLabelKey } : {}),
      };
    }
  }
}

/** A menu's entries in their order: its lead first, with a divider after it, while the lead's rule holds. */
function orderedItems(menu: MenuSpec, ctx: NavContext): readonly ItemSpec[] {
  const { lead } = menu;
  const first = lead && checkRule(lead.when, ctx) === true ? menu.items.find((item) => item.kind !== 'divider' && item.id === lead.id) : undefined;
  return first ? [first, { kind: 'divider' }, ...menu.items.filter((item) => item !== first)] : menu.items;
}

/** Whether an entry of `items`, in a group or not, is the current page. */
const holdsCurrent = (items: readonly ShownItem[]): boolean =>
  items.some((item) => (item.kind === 'group' ? holdsCurrent(item.children) : 'current' in item && item.current));

function resolveMenu(menu: MenuSpec, ctx: NavContext, record: VisibilityRecord): ShownMenu | null {
  const { visibility, items } = resolveChildren(menu.id, gate(menu, ctx), orderedItems(menu, ctx), ctx, record);
  record[menu.id as MenuId] = visibility;
  if (!visibility.visible) return null;
  return { id: menu.id as MenuId, labelKey: menu.labelKey, state: visibility.pending ? 'pending' : 'ready', items, current: holdsCurrent(items) };
}

function resolveNav(ctx: NavContext): { nav: VisibleNav; visibility: Readonly<Record<NavNodeId, Visibility>> } {
  const record: VisibilityRecord = {};
  const menus: Partial<Record<MenuId, ShownMenu>> = {};
  for (const menu of NAV_TREE) {
    const shown = resolveMenu(menu, ctx, record);
    if (shown) menus[menu.id] = shown;
  }
  const regions = Object.fromEntries(
    Object.entries(NAV_REGIONS).map(([region, ids]) => [region, ids.flatMap((id: MenuId) => menus[id] ?? [])]),
  ) as Record<NavRegion, ShownMenu[]>;
  // Every node of the tree is in the record: resolveMenu visits all of them.
  return { nav: { menus, regions }, visibility: record as Record<NavNodeId, Visibility> };
}

/**
 * The menus to render for a context: hidden entries removed, dividers tidied, hrefs localized (and
 * absolute to the site's origin when the context has one). Pure: a new computation each call
 * (data/guestNav.ts keeps guests' per page).
 */
export function visibleNav(ctx: NavContext): VisibleNav {
  return resolveNav(ctx).nav;
}

/** For every menu, group and entry id: whether it shows, and if not, the rule that hid it. */
export function navVisibility(ctx: NavContext): Readonly<Record<NavNodeId, Visibility>> {
  return resolveNav(ctx).visibility;
}

function collectIds(items: readonly ItemSpec[]): NavNodeId[] {
  return items.flatMap((item) => {
    if (item.kind === 'divider') return [];
    const id = item.id as NavNodeId;
    return item.kind === 'group' ? [id, ...collectIds(item.children)] : [id];
  });
}

/** Every menu, group and entry id in tree order: the columns of the visibility matrix. */
export const NAV_NODE_IDS: readonly NavNodeId[] = NAV_TREE.flatMap((menu) => [menu.id, ...collectIds(menu.items)]);
