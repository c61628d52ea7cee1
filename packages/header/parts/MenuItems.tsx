/**
 * Renders the items of a computed menu by kind. Nothing here decides what shows: the model has
 * already removed hidden entries, tidied dividers and resolved hrefs, badges and pending states.
 * Entries waiting for an optional lookup are not drawn, and one that arrives while the list is open
 * waits until it closes (useSteadyRows): an open list never shifts.
 */
import { useMemo } from 'react';
import type { ShownItem } from '../nav/index.ts';
import { useT } from '../i18n/useT.ts';
import { ActionForm } from './ActionForm.tsx';
import { HeaderLink } from './HeaderLink.tsx';
import { useHeaderHandlers } from './HeaderContext.tsx';
import { QrCode } from './QrCode.tsx';
import { useSteadyRows } from './useSteadyRows.ts';

export interface MenuItemsProps {
  items: readonly ShownItem[];
  /** Keeps ids unique when a menu renders twice (its own panel and the overflow menu). */
  idPrefix: string;
  /** The menu is open (or has been): lets a QR code load. */
  open?: boolean;
}

/** Whether the entries hold a QR code, nested ones too: the one kind of entry that reads `open`. */
const holdsQrCode = (items: readonly ShownItem[]): boolean => items.some((item) => item.kind === 'qrCode' || (item.kind === 'group' && holdsQrCode(item.children)));

export function MenuItems({ items, idPrefix, open = false }: MenuItemsProps) {
  const { ref, rows, steady, waiting, held } = useSteadyRows<HTMLUListElement>(items);
  const ids = (list: readonly string[]) => (list.length > 0 ? list.join(' ') : undefined);
  const qrCodeOpen = open && holdsQrCode(rows);
  // The same elements while the rows and a QR code's `open` are the same: opening or closing the
  // list renders the list alone, not each of its entries again.
  const entries = useMemo(() => rows.map((item) => <MenuItem key={item.id} item={item} idPrefix={idPrefix} open={qrCodeOpen} />), [rows, idPrefix, qrCodeOpen]);
  return (
    <ul className="hdr-list" ref={ref} data-steady={steady ? '' : undefined} data-waiting={ids(waiting)} data-held={ids(held)}>
      {entries}
    </ul>
  );
}

function MenuItem({ item, idPrefix, open }: { item: ShownItem; idPrefix: string; open: boolean }) {
  const t = useT();
  const { runAction, runningAction } = useHeaderHandlers();
  if (item.kind === 'divider') return <li className="hdr-sep" aria-hidden="true" />;
  switch (item.kind) {
    case 'group': {
      const children = item.children.map((child) => <MenuItem key={child.id} item={child} idPrefix={idPrefix} open={open} />);
      // A group without a heading only gathers its entries under one rule (trading info).
      if (!item.labelKey) return <>{children}</>;
      const headingId = `${idPrefix}-${item.id}`;
      return (
        <li className="hdr-group">
          <span className="hdr-group-label" id={headingId}>
            {t(item.labelKey)}
          </span>
          <ul className="hdr-list" aria-labelledby={headingId}>
            {children}
          </ul>
        </li>
      );
    }
    case 'link':
    case 'external':
      return (
        <li>
          <HeaderLink item={item} />
        </li>
      );
    case 'action':
      if (item.action === 'logout') {
        // Log out works without script: a form to the site's route (ActionForm).
        return (
          <li>
            <ActionForm form="logout">
              <button
                type="submit"
                className="hdr-item"
                data-item={item.id}
                data-action={item.action}
                disabled={runningAction === item.action}
                onClick={(event) => {
                  event.preventDefault();
                  runAction(item.action, item.then);
                }}
              >
                <span className="hdr-item-label">{t(item.labelKey, item.labelValues)}</span>
              </button>
            </ActionForm>
          </li>
        );
      }
      return (
        <li>
          <button
            type="button"
            className="hdr-item"
            data-item={item.id}
            data-action={item.action}
            data-then={item.then?.href}
            disabled={runningAction === item.action}
            onClick={() => runAction(item.action, item.then)}>
            <span className="hdr-item-label">{t(item.labelKey, item.labelValues)}</span>
          </button>
        </li>
      );
    case 'label':
      return <li className="hdr-chip">{t(item.labelKey, item.labelValues)}</li>;
    case 'qrCode':
      return (
        <li>
          <QrCode item={item} load={open} />
        </li>
      );
  }
}
