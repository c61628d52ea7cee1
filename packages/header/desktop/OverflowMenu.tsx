/**
 * The menus that do not fit the bar (useOverflow) collapse into this one, grouped under their
 * own names, so every entry stays reachable at any desktop width. Not into "More": a locale's
 * flags may hide More.
 */
import type { ShownMenu } from '../nav/index.ts';
import { useT } from '../i18n/useT.ts';
import { Disclosure } from './Disclosure.tsx';
import { Ellipsis } from '../parts/icons.tsx';
import { MenuItems } from '../parts/MenuItems.tsx';

export function OverflowMenu({ menus }: { menus: readonly ShownMenu[] }) {
  const t = useT();
  return (
    <Disclosure id="overflow" trigger={<Ellipsis />} triggerLabel={t('header.overflow')} chevron={false} panelClassName="hdr-overflow">
      {(open) =>
        menus.map((menu) => (
          <div key={menu.id} role="group" className="hdr-overflow-group" aria-labelledby={`overflow-${menu.id}`}>
            <span className="hdr-group-label" id={`overflow-${menu.id}`}>
              {t(menu.labelKey)}
            </span>
            <MenuItems items={menu.items} idPrefix={`overflow-${menu.id}`} open={open} />
          </div>
        ))
      }
    </Disclosure>
  );
}
