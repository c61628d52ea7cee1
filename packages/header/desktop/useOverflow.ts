/**
 * Measures, before paint and on every size change, how many product menus fit in the menu area
 * (fitMenus): the bar's `[data-menu-area]` box, at its fixed width (900 px, 1200 px on wide pages)
 * or less where the end group needs the room (the bar's flex layout shrinks the area, never the
 * end group). The server render shows every menu and hides the overflow trigger; menus that
 * collapse stay in the DOM, invisible and out of flow, so they can be measured again when room
 * comes back. At desktop widths where everything fits nothing changes after hydration.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';
import { NAV_CONSTANTS } from '../nav/index.ts';
import { fitMenus } from './fitMenus.ts';

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
      const listBox = listElement.getBoundingClientRect();
      // The menus end where the menu area ends (its inline end: the left in Arabic).
      const areaBox = area.getBoundingClientRect();
      const available = style.direction === 'rtl' ? listBox.right - areaBox.left : areaBox.right - listBox.left;
      const gap = Number.parseFloat(style.columnGap) || 0;
      const next = fitMenus(menus.map(width), gap, width(listElement.querySelector(':scope > [data-nav-overflow]')), available, NAV_CONSTANTS.overlapThreshold);
      setShown(next);
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
