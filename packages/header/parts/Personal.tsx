/**
 * A person's own values in the header: the login name, its initial, the UID and the avatar URL.
 * This module is the only one that reads them (eslint.config.js, PERSONAL_VALUES: no other file of
 * the header reads `loginName`, `userId` or `userAvatar`), and its components print them as they
 * are, never transformed: a server keeps the header's HTML rendered once for every user of a kind,
 * with a placeholder where each value goes, and puts each page's values in (server/). A value that
 * a component sliced, measured or encoded would be wrong for everyone sharing that HTML.
 *
 * While a server renders that HTML it gives a tally (PersonalHoleTally): each value printed here
 * counts one, and the server keeps the HTML only if it holds exactly as many placeholders of each
 * value as were printed (server/holes.ts). In the browser there is no tally.
 */
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import type { UserFullInfo, UserInfo } from '@exchange/contract';
import type { MessageKey } from '../i18n/index.ts';
import { useT, type MessageValues } from '../i18n/useT.ts';
import type { PersonalValueName, PersonalValues as PersonalParams } from '../nav/index.ts';

/** A person's values as the session holds them (the avatar null when there is none). */
export interface PersonalValues {
  readonly loginName: string;
  readonly userId: string;
  readonly avatar: string | null;
}

/** The places a kept render leaves for a person's values: the login name, its initial, the UID, the avatar URL. */
export type PersonalHole = 'loginName' | 'initial' | 'userId' | 'avatar';

/** How many times each value was printed (a server's render: server/holes.ts). */
export type PersonalHoleCounts = Record<PersonalHole, number>;

/** What a server rendering the HTML it keeps is told: a value printed (server/holes.ts). */
export interface PersonalTally {
  printed(hole: PersonalHole): void;
}

/** The initial shown for a user without an avatar image: the login name's first character, upper case. */
export const initialOf = (name: string): string => name.slice(0, 1).toUpperCase();

/** Where a session (data/: SignedInData) holds the person's values. */
interface Session {
  readonly user: UserInfo;
  readonly fullInfo: UserFullInfo | null;
}

/** The person's values in a session, or null for a guest. */
export function personalValuesOf(session: Session | null): PersonalValues | null {
  if (!session) return null;
  return { loginName: session.user.loginName, userId: session.user.userId, avatar: session.fullInfo?.userAvatar || null };
}

/** The session with the person's values replaced (a server's placeholders: server/), the avatar only where there is one. */
export function withPersonalValues<S extends Session>(session: S, values: PersonalValues): S {
  return {
    ...session,
    user: { ...session.user, loginName: values.loginName, userId: values.userId },
    fullInfo: session.fullInfo && values.avatar !== null ? { ...session.fullInfo, userAvatar: values.avatar } : session.fullInfo,
  };
}

const PersonalContext = createContext<PersonalValues | null>(null);

/** Given by a server rendering the HTML it keeps (server/holes.ts); null in a page's render. */
export const PersonalHoleTally = createContext<PersonalTally | null>(null);

/** Gives the parts inside it the session's person (nobody for a guest). */
export function PersonalValuesProvider({ session, children }: { session: Session | null; children: ReactNode }) {
  const values = useMemo(() => personalValuesOf(session), [session]);
  return <PersonalContext.Provider value={values}>{children}</PersonalContext.Provider>;
}

/** The person's values for printing: each `hole` printed counts one in a server's tally. */
function usePrinted(): { values: PersonalValues | null; printed: (hole: PersonalHole) => void } {
  const values = useContext(PersonalContext);
  const tally = useContext(PersonalHoleTally);
  return { values, printed: (hole) => (values ? tally?.printed(hole) : undefined) };
}

/** The login name or the UID, as text (nothing for a guest). */
export function PersonalValue({ name }: { name: PersonalValueName }) {
  const { values, printed } = usePrinted();
  if (!values) return null;
  printed(name);
  return <>{values[name]}</>;
}

/**
 * The user's avatar (full info), or the login name's initial when there is none. Decorative, and
 * fetched at low priority: never ahead of the page's own resources (nor preloaded in its <head> by
 * React, which a server rendering the header apart could not do: server/). Nothing for a guest.
 */
export function PersonalAvatar({ size = 'small' }: { size?: 'small' | 'large' }) {
  const { values, printed } = usePrinted();
  if (!values) return null;
  printed(values.avatar ? 'avatar' : 'initial');
  return (
    <span className={`hdr-avatar hdr-avatar-${size}`} aria-hidden="true">
      {values.avatar ? <img src={values.avatar} alt="" fetchPriority="low" /> : initialOf(values.loginName)}
    </span>
  );
}

/**
 * A message whose parameters include a person's values (`personal`: parameter to value name), for
 * an attribute such as an accessible name. The string must be printed as it is: each personal
 * parameter counts as printed once. A guest's values are empty.
 */
export function usePersonalMessage(key: MessageKey, personal: PersonalParams, values?: MessageValues): string {
  const t = useT();
  const { values: own, printed } = usePrinted();
  const filled: Record<string, string> = {};
  for (const [parameter, name] of Object.entries(personal)) {
    filled[parameter] = own ? own[name] : '';
    printed(name);
  }
  return t(key, { ...values, ...filled });
}

/** usePersonalMessage's message as text. */
export function PersonalMessage({ labelKey, personal, values }: { labelKey: MessageKey; personal: PersonalParams; values?: MessageValues }) {
  return <>{usePersonalMessage(labelKey, personal, values)}</>;
}

/**
 * A person's value for an event handler (copy the UID), read when it runs, never while rendering:
 * nothing prints it. Null for a guest.
 */
export function usePersonalValueLater(name: PersonalValueName): () => string | null {
  const values = useContext(PersonalContext);
  return useCallback(() => values?.[name] ?? null, [values, name]);
}
