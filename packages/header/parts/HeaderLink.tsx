/**
 * A header link: always a real <a href> (crawlable, works without script, opens in a new tab
 * with a modified click). A plain click is handed to the header (delayed navigation, security
 * check, lookup); trading info and store links open in a new window.
 */
import type { ShownLink } from '../nav/index.ts';
import { useT } from '../i18n/useT.ts';
import { Badge } from './Badge.tsx';
import { useHeaderHandlers } from './HeaderContext.tsx';

export function HeaderLink({ item, className }: { item: ShownLink; className?: string }) {
  const t = useT();
  const { onLinkClick } = useHeaderHandlers();
  const external = item.kind === 'external';
  return (
    <a
      href={item.href}
      className={className ?? 'hdr-item'}
      aria-current={item.current ? 'page' : undefined}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener' : undefined}
      data-item={item.id}
      onClick={(event) => onLinkClick(event, item)}
    >
      <span className="hdr-item-label">{t(item.labelKey, item.labelValues)}</span>
      {item.badge ? <Badge badge={item.badge} /> : null}
      {external ? <span className="hdr-sr-only">{t('header.newWindow')}</span> : null}
    </a>
  );
}
