/**
 * The signed-in user's profile, as the account menu and the mobile user drawer both show it:
 * avatar, login name, the UID with its copy button, and the labels the model computed (account
 * kind, mode, roles, verification, frozen), each with its badge.
 */
import type { ShownItem } from '../nav/index.ts';
import { useT } from '../i18n/useT.ts';
import { Avatar } from './Avatar.tsx';
import { Badge } from './Badge.tsx';
import { useHeaderHandlers } from './HeaderContext.tsx';
import { Copy } from './icons.tsx';

export interface ProfileProps {
  /** The model's profile menu: its UID action and its labels. */
  items: readonly ShownItem[];
  loginName: string;
  avatar: string | null;
  /** Tells the account menu's profile from the drawer's in tests. */
  nameTestId: string;
}

export function Profile({ items, loginName, avatar, nameTestId }: ProfileProps) {
  const t = useT();
  return (
    <>
      <div className="hdr-profile">
        <Avatar src={avatar} name={loginName} size="large" />
        <div className="hdr-profile-text">
          <p className="hdr-login" data-testid={nameTestId}>
            {loginName}
          </p>
          {items.map((item) => (item.kind === 'action' ? <UidRow key={item.id} item={item} /> : null))}
        </div>
      </div>
      <ul className="hdr-chips" aria-label={t('header.account.status')}>
        {items.map((item) => (item.kind === 'label' ? <ProfileLabel key={item.id} item={item} /> : null))}
      </ul>
    </>
  );
}

function ProfileLabel({ item }: { item: Extract<ShownItem, { kind: 'label' }> }) {
  const t = useT();
  return (
    <li className="hdr-chip" data-item={item.id}>
      {t(item.labelKey, item.labelValues)}
      {item.badge ? <Badge badge={item.badge} /> : null}
    </li>
  );
}

function UidRow({ item }: { item: Extract<ShownItem, { kind: 'action' }> }) {
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
