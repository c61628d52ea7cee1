/** Which entry a security check guards, for the dialog that asks it to name what it confirms. */
import type { SecurityAction } from '@exchange/contract';
import type { NavMessageKey } from './messages.ts';
import { NAV_TREE } from './tree.ts';
import type { ItemSpec } from './types.ts';

function subjectIn(items: readonly ItemSpec[], action: SecurityAction): NavMessageKey | undefined {
  for (const item of items) {
    if (item.kind === 'group') {
      const found = subjectIn(item.children, action);
      if (found) return found;
    } else if ((item.kind === 'link' || item.kind === 'external') && item.securityCheck === action) return item.labelKey;
  }
  return undefined;
}

/** The label of the first entry of the tree that `action` guards ("Withdraw", "API management"). */
export function securitySubjectOf(action: SecurityAction): NavMessageKey | undefined {
  for (const menu of NAV_TREE) {
    const found = subjectIn(menu.items, action);
    if (found) return found;
  }
  return undefined;
}
