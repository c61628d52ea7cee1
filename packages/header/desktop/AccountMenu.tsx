/**
 * The account dropdown (spec §2, §9: 258 px): the user's profile (parts/Profile.tsx), then the
 * account entries (VIP badge, rewards count, demo switch, trader-pro switch, log out).
 */
import type { ShownMenu } from '../nav/index.ts';
import { MenuItems } from '../parts/MenuItems.tsx';
import { PersonalAvatar, usePersonalMessage } from '../parts/Personal.tsx';
import { Profile } from '../parts/Profile.tsx';
import { Disclosure } from './Disclosure.tsx';

export interface AccountMenuProps {
  profile: ShownMenu | undefined;
  account: ShownMenu;
}

export function AccountMenu({ profile, account }: AccountMenuProps) {
  const label = usePersonalMessage('header.account.menu', { loginName: 'loginName' });
  return (
    <Disclosure
      id="account"
      className="hdr-account-menu"
      panelClassName="hdr-account"
      trigger={<PersonalAvatar />}
      triggerLabel={label}
      chevron={false}
      alignEnd
    >
      <Profile items={profile?.items ?? []} nameTestId="user-name" />
      <MenuItems items={account.items} idPrefix="account" />
    </Disclosure>
  );
}
