/**
 * The header's menus form one group: at most one is open, and opening one closes the other
 * (a pointer sweeping across the bar moves from menu to menu). The group also remembers how the
 * open menu was opened, so a click on a menu that hover just opened keeps it open.
 */
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

export type OpenedBy = 'hover' | 'click' | 'keyboard';

export interface DisclosureGroupValue {
  readonly openId: string | null;
  readonly openedBy: OpenedBy | null;
  open: (id: string, by: OpenedBy) => void;
  /** Closes `id` if it is the open one (a late timer of another menu changes nothing). */
  close: (id: string) => void;
  closeAll: () => void;
}

const GroupContext = createContext<DisclosureGroupValue | null>(null);

export function DisclosureGroup({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ id: string; by: OpenedBy } | null>(null);
  const value = useMemo<DisclosureGroupValue>(
    () => ({
      openId: state?.id ?? null,
      openedBy: state?.by ?? null,
      open: (id, by) => setState({ id, by }),
      close: (id) => setState((current) => (current?.id === id ? null : current)),
      closeAll: () => setState(null),
    }),
    [state],
  );
  return <GroupContext.Provider value={value}>{children}</GroupContext.Provider>;
}

export function useDisclosureGroup(): DisclosureGroupValue {
  const group = useContext(GroupContext);
  if (!group) throw new Error('Header menus need a <DisclosureGroup> above them');
  return group;
}
