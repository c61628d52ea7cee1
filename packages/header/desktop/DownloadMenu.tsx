/** The download menu: the download page, a QR code of it (loaded on first open), the store links. */
import type { ShownMenu } from '../nav/index.ts';
import { useT } from '../i18n/useT.ts';
import { Disclosure } from './Disclosure.tsx';
import { Download } from '../parts/icons.tsx';
import { MenuItems } from '../parts/MenuItems.tsx';

export function DownloadMenu({ menu }: { menu: ShownMenu }) {
  const t = useT();
  return (
    <Disclosure id={menu.id} trigger={<Download />} triggerLabel={t(menu.labelKey)} chevron={false} alignEnd panelClassName="hdr-download">
      {(open) => <MenuItems items={menu.items} idPrefix={menu.id} open={open} />}
    </Disclosure>
  );
}
