/**
 * The account dropdown (spec §2, §9: 258 px): the user's profile (parts/Profile.tsx), then the
 * account entries (VIP badge, rewards count, demo switch, trader-pro switch, log out).
 */
import type { ShownMenu } from '../nav/index.ts';
import { useT } from '../i18n/useT.ts';
import { Avatar } from '../parts/Avatar.tsx';
import { MenuItems } from '../parts/MenuItems.tsx';
import { Profile } from '../parts/Profile.tsx';
import { Disclosure } from './Disclosure.tsx';

export interface AccountMenuProps {
  profile: ShownMenu | undefined;
  account: ShownMenu;
  loginName: string;
  avatar: string | null;
}

export function AccountMenu({ profile, account, loginName, avatar }: AccountMenuProps) {
  const t = useT();
  return (
    <Disclosure
      id="account"
      className="hdr-account-menu"
      panelClassName="hdr-account"
      trigger={<Avatar src={avatar} name={loginName} />}
      triggerLabel={t('header.account.menu', { loginName })}
      chevron={false}
      alignEnd
    >
      <Profile items={profile?.items ?? []} loginName={loginName} avatar={avatar} nameTestId="user-name" />
      <MenuItems items={account.items} idPrefix="account" />
    </Disclosure>
  );
}
