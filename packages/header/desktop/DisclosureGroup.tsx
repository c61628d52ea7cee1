/**
 * The header's menus form one group: at most one is open, and opening one closes the other
 * (a pointer sweeping across the bar moves from menu to menu). The group also remembers how the
 * open menu was opened, so a click on a menu that hover just opened keeps it open.
 */
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

export type OpenedBy = 'hover' | 'click' | 'keyboard';

export interface DisclosureGroupActions {
  open: (id: string, by: OpenedBy) => void;
  /** Closes `id` if it is the open one (a late timer of another menu changes nothing). */
  close: (id: string) => void;
  closeAll: () => void;
}

export interface DisclosureGroupValue extends DisclosureGroupActions {
  readonly openId: string | null;
  readonly openedBy: OpenedBy | null;
}

interface GroupState {
  readonly openId: string | null;
  readonly openedBy: OpenedBy | null;
}

// Two contexts: the actions never change, so what only closes menus (the header's own bar) does
// not render again each time a menu opens; only the menus read which one is open.
const ActionsContext = createContext<DisclosureGroupActions | null>(null);
const StateContext = createContext<GroupState>({ openId: null, openedBy: null });

export function DisclosureGroup({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ id: string; by: OpenedBy } | null>(null);
  const actions = useMemo<DisclosureGroupActions>(
    () => ({
      open: (id, by) => setState({ id, by }),
      close: (id) => setState((current) => (current?.id === id ? null : current)),
      closeAll: () => setState(null),
    }),
    [],
  );
  const shown = useMemo<GroupState>(() => ({ openId: state?.id ?? null, openedBy: state?.by ?? null }), [state]);
  return (
    <ActionsContext.Provider value={actions}>
      <StateContext.Provider value={shown}>{children}</StateContext.Provider>
    </ActionsContext.Provider>
  );
}

/** The group's actions alone: stable, so reading them never renders the reader again. */
export function useDisclosureActions(): DisclosureGroupActions {
  const actions = useContext(ActionsContext);
  if (!actions) throw new Error('Header menus need a <DisclosureGroup> above them');
  return actions;
}

export function useDisclosureGroup(): DisclosureGroupValue {
  return { ...useDisclosureActions(), ...useContext(StateContext) };
}
