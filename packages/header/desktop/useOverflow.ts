/**
 * Measures, before paint and on every size change, how many product menus fit inside the menu
 * area's fixed width (900 px, 1200 px on wide pages) and before the end group (fitMenus). The server render shows every menu and hides the overflow trigger; menus that
 * collapse stay in the DOM, invisible and out of flow, so they can be measured again when room
 * comes back. At desktop widths where everything fits nothing changes after hydration.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';
import { NAV_CONSTANTS } from '../nav/index.ts';
import { fitMenus } from './fitMenus.ts';

const width = (element: Element | null) => element?.getBoundingClientRect().width ?? 0;

export function useOverflow(list: RefObject<HTMLElement | null>, end: RefObject<HTMLElement | null>, count: number): number {
  const [shown, setShown] = useState(count);
  useLayoutEffect(() => {
    const listElement = list.current;
    const endElement = end.current;
    if (!listElement || !endElement) return;
    const measure = () => {
      const menus = [...listElement.querySelectorAll(':scope > [data-nav-menu]')];
      const style = getComputedStyle(listElement);
      const listBox = listElement.getBoundingClientRect();
      const endBox = endElement.getBoundingClientRect();
      // The menus end where the menu area's fixed width ends, or earlier where the end group starts.
      const areaBox = (listElement.closest('[data-menu-area]') ?? listElement).getBoundingClientRect();
      const available = style.direction === 'rtl' ? listBox.right - Math.max(endBox.right, areaBox.left) : Math.min(endBox.left, areaBox.right) - listBox.left;
      const gap = Number.parseFloat(style.columnGap) || 0;
      const next = fitMenus(menus.map(width), gap, width(listElement.querySelector(':scope > [data-nav-overflow]')), available, NAV_CONSTANTS.overlapThreshold);
      setShown(next);
    };
    measure();
    const observer = new ResizeObserver(measure);
    // The bar follows the viewport's width: watching it (not the host's document) sees every resize.
    observer.observe(listElement.closest('header') ?? listElement);
    observer.observe(endElement);
    const area = listElement.closest('[data-menu-area]');
    if (area) observer.observe(area);
    for (const child of listElement.children) observer.observe(child);
    return () => observer.disconnect();
  }, [list, end, count]);
  return Math.min(shown, count);
}
