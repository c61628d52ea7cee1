/**
 * The header's menus form one group: at most one is open, and opening one closes the other
 * (a pointer sweeping across the bar moves from menu to menu). The group also remembers how the
 * open menu was opened, so a click on a menu that hover just opened keeps it open.
 */
import { createContext, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';

export type OpenedBy = 'hover' | 'click' | 'keyboard';

export interface DisclosureGroupActions {
  open: (id: string, by: OpenedBy) => void;
  /** Closes `id` if it is the open one (a late timer of another menu changes nothing). */
  close: (id: string) => void;
  closeAll: () => void;
}

/** One menu's state in the group. */
export interface DisclosureState {
  readonly open: boolean;
  /** How the menu was opened (null while closed). */
  readonly openedBy: OpenedBy | null;
}

type OpenMenu = { readonly id: string; readonly by: OpenedBy } | null;

/** The open menu, with listeners: each menu reads its own part of it (useDisclosureState). */
interface GroupStore {
  readonly get: () => OpenMenu;
  readonly set: (next: (current: OpenMenu) => OpenMenu) => void;
  readonly subscribe: (listener: () => void) => () => void;
}

function createGroupStore(): GroupStore {
  let openMenu: OpenMenu = null;
  const listeners = new Set<() => void>();
  return {
    get: () => openMenu,
    set(next) {
      const value = next(openMenu);
      if (value === openMenu) return;
      openMenu = value;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

// The actions never change, so what only closes menus (the header's own bar) does not render again
// when a menu opens; and each menu subscribes to its own state, so opening one renders the menu
// that opens and the one that closes, not every menu of the bar with all its entries.
const ActionsContext = createContext<DisclosureGroupActions | null>(null);
const StoreContext = createContext<GroupStore | null>(null);
const CLOSED: DisclosureState = { open: false, openedBy: null };

export function DisclosureGroup({ children }: { children: ReactNode }) {
  const [store] = useState(createGroupStore);
  const actions = useMemo<DisclosureGroupActions>(
    () => ({
      open: (id, by) => store.set((current) => (current?.id === id && current.by === by ? current : { id, by })),
      close: (id) => store.set((current) => (current?.id === id ? null : current)),
      closeAll: () => store.set(() => null),
    }),
    [store],
  );
  return (
    <ActionsContext.Provider value={actions}>
      <StoreContext.Provider value={store}>{children}</StoreContext.Provider>
    </ActionsContext.Provider>
  );
}

export function useDisclosureActions(): DisclosureGroupActions {
  const actions = useContext(ActionsContext);
  if (!actions) throw new Error('Header menus need a <DisclosureGroup> above them');
  return actions;
}

/** Whether menu `id` is open, and how: a menu renders again only when this changes. */
export function useDisclosureState(id: string): DisclosureState {
  const store = useContext(StoreContext);
  if (!store) throw new Error('Header menus need a <DisclosureGroup> above them');
  const mine = () => {
    const openMenu = store.get();
    return openMenu?.id === id ? openMenu : null;
  };
  const openMenu = useSyncExternalStore(store.subscribe, mine, mine);
  return useMemo(() => (openMenu ? { open: true, openedBy: openMenu.by } : CLOSED), [openMenu]);
}
