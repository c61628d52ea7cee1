/**
 * The header's menus form one group: at most one is open, and opening one closes the other
 * (a pointer sweeping across the bar moves from menu to menu). The group also remembers how the
 * open menu was opened, so a click on a menu that hover just opened keeps it open.
 */
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { createStore, useStore, type Store } from '../parts/store.ts';

export type OpenedBy = 'hover' | 'click' | 'keyboard';

export interface DisclosureGroupActions {
  open: (id: string, by: OpenedBy) => void;
  /** Closes `id` if it is the open one (a late timer of another menu changes nothing). */
  close: (id: string) => void;
  closeAll: () => void;
}

type OpenMenu = { readonly id: string; readonly by: OpenedBy } | null;

// The actions never change, so what only closes menus (the header's own bar) does not render again
// when a menu opens; and each menu reads its own part of the open menu (useOpenedBy), so
// opening one renders the menu that opens and the one that closes, not every menu of the bar.
const ActionsContext = createContext<DisclosureGroupActions | null>(null);
const StoreContext = createContext<Store<OpenMenu> | null>(null);

export function DisclosureGroup({ children }: { children: ReactNode }) {
  const [store] = useState(() => createStore<OpenMenu>(null));
  const actions = useMemo<DisclosureGroupActions>(
    () => ({
      open: (id, by) => {
        const current = store.get();
        if (current?.id !== id || current.by !== by) store.set({ id, by });
      },
      close: (id) => {
        if (store.get()?.id === id) store.set(null);
      },
      closeAll: () => store.set(null),
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

/** How menu `id` was opened, or null while it is closed: a menu renders again only when this changes. */
export function useOpenedBy(id: string): OpenedBy | null {
  const store = useContext(StoreContext);
  if (!store) throw new Error('Header menus need a <DisclosureGroup> above them');
  return useStore(store, (menu) => (menu?.id === id ? menu.by : null));
}
