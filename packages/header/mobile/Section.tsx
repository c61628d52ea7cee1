/**
 * A model menu as an expandable section of a drawer (WAI-ARIA disclosure: a button with
 * aria-expanded controlling the list). Its items are the desktop menu's, rendered by the same
 * MenuItems, so rules, routes, badges and pending rows are the same.
 */
import { useState } from 'react';
import type { ShownMenu } from '../nav/index.ts';
import { useT } from '../i18n/useT.ts';
import { Chevron } from '../parts/icons.tsx';
import { MenuItems } from '../parts/MenuItems.tsx';

export function Section({ menu }: { menu: ShownMenu }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const panelId = `hdr-section-${menu.id}`;
  return (
    <li className="hdr-section" data-section={menu.id} data-open={open ? '' : undefined}>
      <button type="button" className="hdr-section-trigger" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
        <span className="hdr-item-label">{t(menu.labelKey)}</span>
        <Chevron />
      </button>
      <div id={panelId} className="hdr-section-panel" hidden={!open}>
        {/* `open` lets the download section's QR code load when it first expands. */}
        <MenuItems items={menu.items} idPrefix={`m-${menu.id}`} open={open} />
      </div>
    </li>
  );
}
