/**
 * A header link: always a real <a href> (crawlable, works without script, opens in a new tab
 * with a modified click). A plain click is handed to the header (delayed navigation, security
 * check, lookup); trading info and store links open in a new window. A guarded entry names the
 * security check it asks for (`data-security`, the model's securityCheck), for the enhancer.
 */
import type { ShownLink } from '../nav/index.ts';
import { useT } from '../i18n/useT.ts';
import { Badge } from './Badge.tsx';
import { useHeaderHandlers } from './HeaderContext.tsx';

/**
 * `short`: the phone bar's short label (a mode link's), shown there beside the full one, which
 * stays the accessible name (ModeButtons).
 */
/** A mode control's two labels in the bar: CSS shows the full one on desktop, the short one on the phone. */
export function ModeLabel({ full, short }: { full: string; short: string }) {
  return (
    <>
      <span className="hdr-mode-full">{full}</span>
      <span className="hdr-mode-short">{short}</span>
    </>
  );
}

export function HeaderLink({ item, className, short }: { item: ShownLink; className?: string; short?: string }) {
  const t = useT();
  const { onLinkClick } = useHeaderHandlers();
  const external = item.kind === 'external';
  const label = t(item.labelKey, item.labelValues);
  return (
    <a
      href={item.href}
      className={className ?? 'hdr-item'}
      aria-current={item.current ? 'page' : undefined}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener' : undefined}
      data-item={item.id}
      data-security={external ? undefined : item.securityCheck}
      aria-label={short === undefined ? undefined : label}
      onClick={(event) => onLinkClick(event, item)}
    >
      {short === undefined ? <span className="hdr-item-label">{label}</span> : <ModeLabel full={label} short={short} />}
      {item.badge ? <Badge badge={item.badge} /> : null}
      {external ? <span className="hdr-sr-only">{t('header.newWindow')}</span> : null}
    </a>
  );
}
