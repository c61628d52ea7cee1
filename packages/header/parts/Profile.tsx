/**
 * The signed-in user's profile, as the account menu and the mobile user drawer both show it:
 * avatar, login name, the UID with its copy button, and the labels the model computed (account
 * kind, mode, roles, verification, frozen), each with its badge. The person's values are printed
 * by Personal.tsx, their one reader.
 */
import type { ShownItem } from '../nav/index.ts';
import { useT } from '../i18n/useT.ts';
import { Badge } from './Badge.tsx';
import { useHeaderHandlers } from './HeaderContext.tsx';
import { Copy } from './icons.tsx';
import { PersonalAvatar, PersonalMessage, PersonalValue } from './Personal.tsx';

export interface ProfileProps {
  /** The model's profile menu: its UID action and its labels. */
  items: readonly ShownItem[];
  /** Tells the account menu's profile from the drawer's in tests. */
  nameTestId: string;
}

export function Profile({ items, nameTestId }: ProfileProps) {
  const t = useT();
  return (
    <>
      <div className="hdr-profile">
        <PersonalAvatar size="large" />
        <div className="hdr-profile-text">
          <p className="hdr-login" data-testid={nameTestId}>
            <PersonalValue name="loginName" />
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
      <span>
        <PersonalMessage labelKey={item.labelKey} personal={item.personalValues ?? {}} values={item.labelValues} />
      </span>
      <button type="button" className="hdr-icon-button hdr-icon-button-small" aria-label={t('header.account.copyUid')} data-item={item.id} data-action={item.action} onClick={() => runAction(item.action)}>
        <Copy />
      </button>
    </p>
  );
}
