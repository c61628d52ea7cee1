/**
 * The bar's measure, for the React header (useOverflow) and the framework-free enhancer
 * (enhance/overflow.ts) alike: how many product menus of the menu list fit in the menu area and
 * whether the language button's label fits beside them (fitBar), the list laid out with the label
 * and, only where a menu would collapse beside it, without it (the list's `data-label`, which
 * desktop.css reads: written here, before paint). The bar's `[data-menu-area]` box is at its fixed
 * width (900 px, 1200 px on wide pages) or less where the end group needs the room (the bar's flex
 * layout shrinks the area, never the end group); collapsed menus stay measurable (desktop.css).
 */
import { NAV_CONSTANTS } from '../nav/constants.ts';
import { fitBar, type LabelState } from './fitMenus.ts';

const width = (element: Element | null) => element?.getBoundingClientRect().width ?? 0;

/** How many menus of `list` (`.hdr-menus`) stay in the bar, and the label's state (set on the list). */
export function measureBar(list: HTMLElement): [menus: number, label: LabelState] {
  const area = list.closest('[data-menu-area]') ?? list;
  const style = getComputedStyle(list);
  // The room from the menus' start to the menu area's end (its inline end: the left in Arabic),
  // with the label as asked: set on the list, then read (a layout before paint).
  const room = (label: LabelState) => {
    list.dataset.label = label;
    const listBox = list.getBoundingClientRect();
    const areaBox = area.getBoundingClientRect();
    return style.direction === 'rtl' ? listBox.right - areaBox.left : areaBox.right - listBox.left;
  };
  const fit = fitBar(
    [...list.querySelectorAll(':scope > [data-nav-menu]')].map(width),
    Number.parseFloat(style.columnGap) || 0,
    width(list.querySelector(':scope > [data-nav-overflow]')),
    room,
    NAV_CONSTANTS.overlapThreshold,
  );
  list.dataset.label = fit[1];
  return fit;
}

/** Measures again on every size change of the bar, its menu area and its menus; the returned function stops. */
export function watchBar(list: HTMLElement, measure: () => void): () => void {
  const observer = new ResizeObserver(measure);
  // The bar follows the viewport's width: watching it (not the host's document) sees every resize.
  observer.observe(list.closest('header') ?? list);
  observer.observe(list.closest('[data-menu-area]') ?? list);
  for (const child of list.children) observer.observe(child);
  return () => observer.disconnect();
}
