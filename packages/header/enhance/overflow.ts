/**
 * The bar's overflow menu, as the React header's useOverflow and OverflowMenu run it: on every size
 * change, how many product menus fit and whether the language button's label fits beside them
 * (desktop/fitMenus.ts's fitBar, the same measure of the same layout); the menus that do not fit
 * are marked `data-collapsed` (desktop.css keeps them measurable, out of sight) and their entries
 * go into the overflow menu under their names, as OverflowMenu renders them: each menu's server
 * markup, its ids prefixed `overflow-`, in a group labelled by the menu's name. Below the large
 * breakpoint (the phone's popover) every menu is shown.
 */
import { fitBar, type LabelState } from '../desktop/fitMenus.ts';
import { NAV_CONSTANTS } from '../nav/constants.ts';

const width = (element: Element | null | undefined) => element?.getBoundingClientRect().width ?? 0;

/** A collapsed menu's entries as the overflow menu's group of them. */
function overflowGroup(menu: HTMLElement): HTMLElement {
  const id = `overflow-${menu.dataset.navMenu}`;
  const group = document.createElement('div');
  group.role = 'group';
  group.className = 'hdr-overflow-group';
  group.setAttribute('aria-labelledby', id);
  const label = document.createElement('span');
  label.className = 'hdr-group-label';
  label.id = id;
  label.textContent = menu.querySelector('.hdr-dd-trigger')?.textContent ?? '';
  group.append(label);
  for (const part of menu.querySelector('.hdr-dd-card')?.children ?? []) {
    const copy = part.cloneNode(true) as Element;
    for (const element of [copy, ...copy.querySelectorAll('[id], [aria-labelledby]')]) {
      if (element.id) element.id = `overflow-${element.id}`;
      const labelledBy = element.getAttribute('aria-labelledby');
      if (labelledBy) element.setAttribute('aria-labelledby', labelledBy.replace(/\S+/g, 'overflow-$&'));
    }
    group.append(copy);
  }
  return group;
}

export function enhanceOverflow(root: HTMLElement, signal: AbortSignal): void {
  const list = root.querySelector<HTMLElement>('.hdr-menus');
  const overflow = list?.querySelector<HTMLElement>(':scope > [data-nav-overflow]');
  const card = overflow?.querySelector('.hdr-dd-card');
  if (!list || !overflow || !card) return;
  const area = list.closest('[data-menu-area]') ?? list;
  const menus = [...list.querySelectorAll<HTMLElement>(':scope > [data-nav-menu]')];
  let shown = menus.length;
  const desktop = matchMedia(`(min-width: ${NAV_CONSTANTS.largeBreakpoint}px)`);
  const measure = () => {
    const style = getComputedStyle(list);
    // The room from the menus' start to the menu area's end (the left in Arabic), with the label as asked.
    const room = (label: LabelState) => {
      list.dataset.label = label;
      const listBox = list.getBoundingClientRect();
      const areaBox = area.getBoundingClientRect();
      return style.direction === 'rtl' ? listBox.right - areaBox.left : areaBox.right - listBox.left;
    };
    // Below the large breakpoint the menus are the phone's popover, one under another: all of them.
    const [count, label] = desktop.matches
      ? fitBar(menus.map(width), Number.parseFloat(style.columnGap) || 0, width(overflow), room, NAV_CONSTANTS.overlapThreshold)
      : [menus.length, 'shown'];
    list.dataset.label = label;
    if (count === shown) return;
    shown = count;
    menus.forEach((menu, index) => menu.toggleAttribute('data-collapsed', index >= count));
    overflow.toggleAttribute('data-collapsed', count >= menus.length);
    card.replaceChildren(...menus.slice(count).map(overflowGroup));
  };
  measure();
  const observer = new ResizeObserver(measure);
  // The bar follows the viewport's width: watching it (not the host's document) sees every resize.
  observer.observe(list.closest('header') ?? list);
  observer.observe(area);
  for (const child of list.children) observer.observe(child);
  signal.addEventListener('abort', () => observer.disconnect());
}
