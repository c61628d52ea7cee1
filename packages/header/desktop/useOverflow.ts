/**
 * Measures, before paint and on every size change, how many product menus fit in the menu area
 * and whether the language button's label fits beside them (fitBar): the bar's `[data-menu-area]`
 * box, at its fixed width (900 px, 1200 px on wide pages) or less where the end group needs the
 * room (the bar's flex layout shrinks the area, never the end group). The label gives way before
 * any menu: the bar is laid out with it and, only where a menu would collapse beside it, without it
 * (the list's `data-label`, which desktop.css reads; written here before paint, not rendered, so
 * the server render has none and shows the label from its widths). The server render shows every
 * menu and hides the overflow trigger; menus that collapse stay in the DOM, invisible and out of
 * flow, so they can be measured again when room comes back. At desktop widths where everything
 * fits nothing changes after hydration.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';
import { NAV_CONSTANTS } from '../nav/index.ts';
import { fitBar, type LabelState } from './fitMenus.ts';

const width = (element: Element | null) => element?.getBoundingClientRect().width ?? 0;

export function useOverflow(list: RefObject<HTMLElement | null>, count: number): number {
  const [shown, setShown] = useState(count);
  useLayoutEffect(() => {
    const listElement = list.current;
    if (!listElement) return;
    const area = listElement.closest('[data-menu-area]') ?? listElement;
    const measure = () => {
      const menus = [...listElement.querySelectorAll(':scope > [data-nav-menu]')];
      const style = getComputedStyle(listElement);
      // The room from the menus' start to the menu area's end (its inline end: the left in Arabic),
      // with the label as asked: set on the list, then read (a layout before paint).
      const room = (label: LabelState) => {
        listElement.dataset.label = label;
        const listBox = listElement.getBoundingClientRect();
        const areaBox = area.getBoundingClientRect();
        return style.direction === 'rtl' ? listBox.right - areaBox.left : areaBox.right - listBox.left;
      };
      const [menuCount, label] = fitBar(
        menus.map(width),
        Number.parseFloat(style.columnGap) || 0,
        width(listElement.querySelector(':scope > [data-nav-overflow]')),
        room,
        NAV_CONSTANTS.overlapThreshold,
      );
      listElement.dataset.label = label;
      setShown(menuCount);
    };
    measure();
    const observer = new ResizeObserver(measure);
    // The bar follows the viewport's width: watching it (not the host's document) sees every resize.
    observer.observe(listElement.closest('header') ?? listElement);
    observer.observe(area);
    for (const child of listElement.children) observer.observe(child);
    return () => observer.disconnect();
  }, [list, count]);
  return Math.min(shown, count);
}
