/**
 * The account dropdown (spec §2, §9: 258 px): avatar, login name, UID with copy, the profile
 * labels the model computed (account kind, mode, roles, verification, frozen), then the account
 * entries (VIP badge, rewards count, demo switch, trader-pro switch, log out).
 */
import type { ShownItem, ShownMenu } from '../nav/index.ts';
import { useT } from '../i18n/useT.ts';
import { Avatar } from './Avatar.tsx';
import { Badge } from './Badge.tsx';
import { Disclosure } from './Disclosure.tsx';
import { useHeaderHandlers } from './HeaderContext.tsx';
import { Copy } from './icons.tsx';
import { MenuItems } from './MenuItems.tsx';

export interface AccountMenuProps {
  profile: ShownMenu | undefined;
  account: ShownMenu;
  loginName: string;
  avatar: string | null;
}

export function AccountMenu({ profile, account, loginName, avatar }: AccountMenuProps) {
  const t = useT();
  const profileItems = profile?.items ?? [];
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
      <div className="hdr-profile">
        <Avatar src={avatar} name={loginName} size="large" />
        <div className="hdr-profile-text">
          <p className="hdr-login" data-testid="user-name">
            {loginName}
          </p>
          {profileItems.map((item) => (item.kind === 'action' ? <UidRow key={item.id} item={item} /> : null))}
        </div>
      </div>
      <ul className="hdr-chips" aria-label={t('header.account.status')}>
        {profileItems.map((item) => (item.kind === 'label' ? <ProfileLabel key={item.id} item={item} /> : null))}
      </ul>
      <MenuItems items={account.items} idPrefix="account" />
    </Disclosure>
  );
}

/** A profile label (account kind, mode, role, status); the mobile user drawer shows them too. */
export function ProfileLabel({ item }: { item: Extract<ShownItem, { kind: 'label' }> }) {
  const t = useT();
  return (
    <li className="hdr-chip" data-item={item.id}>
      {t(item.labelKey, item.labelValues)}
      {item.badge ? <Badge badge={item.badge} /> : null}
    </li>
  );
}

/** The UID with its copy button; the mobile user drawer shows it too. */
export function UidRow({ item }: { item: Extract<ShownItem, { kind: 'action' }> }) {
  const t = useT();
  const { runAction } = useHeaderHandlers();
  return (
    <p className="hdr-uid">
      <span>{t(item.labelKey, item.labelValues)}</span>
      <button type="button" className="hdr-icon-button hdr-icon-button-small" aria-label={t('header.account.copyUid')} data-item={item.id} onClick={() => runAction(item.action)}>
        <Copy />
      </button>
    </p>
  );
}
