/**
 * The kept HTML's holes (holes.tsx), counted in the rendered template: the header as it is puts
 * each of a person's values exactly where parts/Personal.tsx printed it, for the guest and every
 * demo user; a deliberately wrong component rendered beside it (the login name sliced, the login
 * name encoded into an href, through Personal.tsx's own hook or read raw) makes the template
 * unsound, so the server renders that page in full and keeps nothing of it.
 */
import { DEMO_USERS, FEE_TAGS, SITE_CONFIG, demoSession } from '@exchange/contract/demo';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { SignedInData } from '../data/index.ts';
import { loadHeaderLocale } from '../i18n/index.ts';
import { personalValuesOf, PersonalValuesProvider, usePersonalMessage, withPersonalValues } from '../parts/Personal.tsx';
import { Header } from '../root/Header.tsx';
import { HeaderI18n } from '../shell/HeaderI18n.tsx';
import { HeaderProvider } from '../shell/HeaderProvider.tsx';
import { holesIn, joinPieces, piecesOf, PLACEHOLDERS, placeholdersFor, renderTemplate, valuesFor } from './holes.tsx';

await loadHeaderLocale('en');

const sessionOf = (loginName: string) => {
  const user = DEMO_USERS.find((entry) => entry.loginName === loginName);
  if (!user) throw new Error(`${loginName} is not a demo user`);
  return demoSession(user);
};

/** The session with placeholders for its person's values, as the server renders a template. */
function withPlaceholders(session: SignedInData): SignedInData {
  const values = personalValuesOf(session);
  if (!values) throw new Error('a signed-in session');
  return withPersonalValues(session, placeholdersFor(values));
}

/** The header's parts in a template render, and `beside` them (inside the same person's values). */
const template = (session: SignedInData | null, beside: ReactNode = null) =>
  renderTemplate(
    <HeaderProvider locale="en" navigate={() => undefined}>
      <Header currentPath="/" session={session} site={SITE_CONFIG.get('en') ?? null} feeTags={[...FEE_TAGS]} />
      <HeaderI18n>
        <PersonalValuesProvider session={session}>{beside}</PersonalValuesProvider>
      </HeaderI18n>
    </HeaderProvider>,
  );

describe('the header puts every hole where parts/Personal.tsx printed it', () => {
  it.each([null, ...DEMO_USERS.map((user) => user.loginName)])('%s', (who) => {
    const session = who ? withPlaceholders(sessionOf(who)) : null;
    const { html, printed, misplaced } = template(session);
    expect(misplaced).toEqual([]);
    expect(holesIn(html)).toEqual(printed);
    if (!session) return expect(printed).toEqual({ loginName: 0, initial: 0, userId: 0, avatar: 0 });
    // The account menu's trigger label and its profile, the phone's user button label: three login
    // names; the UID row once; the avatar (or its initial) in the trigger, the profile and the phone's button.
    expect(printed.loginName).toBe(3);
    expect(printed.userId).toBe(1);
    expect(printed.avatar + printed.initial).toBe(3);
  });
});

/** Planted: the login name's first three characters, as a careless profile line would print them. */
function SlicedName({ session }: { session: SignedInData }) {
  // The planted raw read the lint rule forbids outside tests and server/.
  return <p>{session.user.loginName.slice(0, 1)}</p>;
}

/** Planted: a link to the user's page with the name encoded, read raw. */
function EncodedHref({ session }: { session: SignedInData }) {
  // The planted raw read the lint rule forbids outside tests and server/.
  return <a href={`/u/${encodeURIComponent(session.user.loginName)}`}>me</a>;
}

/** Planted: the name through Personal.tsx's hook, then encoded into an href (counted as printed, not there). */
function EncodedLabel() {
  const label = usePersonalMessage('header.account.menu', { loginName: 'loginName' });
  return <a href={`/u/${encodeURIComponent(label)}`}>me</a>;
}

/** Planted: the hook's label cut short, which cuts the login name's placeholder in two. */
function CutLabel() {
  const label = usePersonalMessage('header.account.menu', { loginName: 'loginName' });
  return <span title={label.slice(0, label.indexOf(PLACEHOLDERS.loginName) + 1)} />;
}

describe('a component that transforms a person’s value makes the template unsound', () => {
  const session = withPlaceholders(sessionOf('main@demo'));
  it.each([
    ['the login name sliced (read raw)', <SlicedName session={session} />, ['initial']],
    ['the login name encoded into an href (read raw)', <EncodedHref session={session} />, ['loginName']],
    ['the hook’s label encoded into an href', <EncodedLabel />, ['loginName']],
    ['the hook’s label cut inside the login name', <CutLabel />, ['loginName', 'initial']],
  ] as const)('%s', (_name, planted, misplaced) => {
    expect(template(session).misplaced).toEqual([]);
    expect(template(session, planted).misplaced).toEqual(misplaced);
  });
});

it('fills each hole with its value, escaped', () => {
  const html = `<b title="${PLACEHOLDERS.loginName}">${PLACEHOLDERS.initial}${PLACEHOLDERS.loginName}</b><img src="${PLACEHOLDERS.avatar}"/>UID ${PLACEHOLDERS.userId}`;
  const { pieces, holes } = piecesOf(html);
  expect(pieces).toEqual(['<b title="', '">', '', '</b><img src="', '"/>UID ', '']);
  expect(holes).toEqual(['loginName', 'initial', 'loginName', 'avatar', 'userId']);
  expect(joinPieces(pieces, valuesFor(holes, { loginName: 'zoë <&">', userId: '42', avatar: '/a.png?x=1&y=2' }))).toBe(
    '<b title="zoë &lt;&amp;&quot;&gt;">Zzoë &lt;&amp;&quot;&gt;</b><img src="/a.png?x=1&amp;y=2"/>UID 42',
  );
});
