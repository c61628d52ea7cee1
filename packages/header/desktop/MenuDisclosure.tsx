/** A menu of the model as a header disclosure: its label on the trigger, its items in the panel. */
import type { ShownMenu } from '../nav/index.ts';
import { useT } from '../i18n/useT.ts';
import { Disclosure } from './Disclosure.tsx';
import { MenuItems } from '../parts/MenuItems.tsx';

export function MenuDisclosure({ menu, alignEnd = false }: { menu: ShownMenu; alignEnd?: boolean }) {
  const t = useT();
  return (
    <Disclosure id={menu.id} trigger={t(menu.labelKey)} alignEnd={alignEnd} current={menu.current}>
      {(open) => <MenuItems items={menu.items} idPrefix={menu.id} open={open} />}
    </Disclosure>
  );
}
