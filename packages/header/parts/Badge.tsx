/** An entry's badge (NEW, fee tag, rewards count, VIP level), or the space reserved for it. */
import type { Badge as BadgeData } from '../nav/index.ts';
import { useT } from '../i18n/useT.ts';

export function Badge({ badge }: { badge: BadgeData }) {
  const t = useT();
  switch (badge.kind) {
    case 'pending':
      // The rewards count has not arrived: keep its place so nothing moves when it does.
      return <span className="hdr-badge hdr-badge-pending" aria-hidden="true" />;
    case 'count':
      // With its unit, as the spec shows rewards: "5 points", not a bare "5".
      return <span className="hdr-badge hdr-badge-count">{t(badge.labelKey, badge.values)}</span>;
    case 'new':
      return <span className="hdr-badge hdr-badge-new">{t(badge.labelKey)}</span>;
    case 'fee':
      return <span className="hdr-badge hdr-badge-fee">{t(badge.labelKey, badge.values)}</span>;
    case 'vip':
      return <span className="hdr-badge hdr-badge-vip">{t(badge.labelKey, badge.values)}</span>;
  }
}
