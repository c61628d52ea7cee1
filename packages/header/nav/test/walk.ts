/** Test helpers that read the declared tree and the computed menus. */
import { rulesOf, type Visibility } from '../visible.ts';
import { NAV_TREE, type NavNodeId } from '../tree.ts';
import type { ItemSpec, LinkSpec, QrCodeSpec, ShownItem, ShownMenu, Variant } from '../types.ts';
import type { RuleName } from '../rules.ts';
import type { Expected } from './cases.ts';

export interface DeclaredNode {
  id: NavNodeId;
  kind: ItemSpec['kind'] | 'menu';
  /** The node's rules and its ancestors' (what can hide it). */
  chain: readonly RuleName[];
  variants: readonly Variant[];
  spec: ItemSpec | null;
}

function walk(items: readonly ItemSpec[], inherited: readonly RuleName[], out: DeclaredNode[]): void {
  for (const item of items) {
    if (item.kind === 'divider') continue;
    const chain = [...inherited, ...rulesOf(item)];
    out.push({ id: item.id as NavNodeId, kind: item.kind, chain, variants: 'variants' in item ? (item.variants ?? []) : [], spec: item });
    if (item.kind === 'group') walk(item.children, chain, out);
  }
}

/** Every menu, group and entry of the tree, with the rules that can hide it. */
export const DECLARED: readonly DeclaredNode[] = (() => {
  const out: DeclaredNode[] = [];
  for (const menu of NAV_TREE) {
    const chain = rulesOf(menu);
    out.push({ id: menu.id, kind: 'menu', chain, variants: [], spec: null });
    walk(menu.items, chain, out);
  }
  return out;
})();

export const declared = (id: NavNodeId): DeclaredNode => {
  const node = DECLARED.find((entry) => entry.id === id);
  if (!node) throw new Error(`no node ${id}`);
  return node;
};

export const isRouted = (spec: ItemSpec | null): spec is LinkSpec | QrCodeSpec =>
  spec !== null && (spec.kind === 'link' || spec.kind === 'external' || spec.kind === 'qrCode');

export function stateOf(visibility: Visibility): Expected {
  if (visibility.visible) return visibility.pending ? 'pending' : 'visible';
  return visibility.hiddenBy;
}

/** Every shown item of some menus, depth first, groups included. */
export function flatten(menus: readonly ShownMenu[]): ShownItem[] {
  const out: ShownItem[] = [];
  const visit = (items: readonly ShownItem[]) => {
    for (const item of items) {
      out.push(item);
      if (item.kind === 'group') visit(item.children);
    }
  };
  for (const menu of menus) visit(menu.items);
  return out;
}

/** Item ids of one shown menu, without dividers. */
export const idsOf = (menu: ShownMenu | undefined): string[] => (menu ? flatten([menu]).filter((item) => item.kind !== 'divider').map((item) => item.id) : []);
