/**
 * The bar's overflow menu, as the React header's useOverflow and OverflowMenu run it: on every size
 * change, how many product menus fit and whether the language button's label fits beside them
 * (desktop/measureBar.ts, the same measure of the same layout); the menus that do not fit
 * are marked `data-collapsed` (desktop.css keeps them measurable, out of sight) and their entries
 * go into the overflow menu under their names, as OverflowMenu renders them: each menu's server
 * markup, its ids prefixed `overflow-`, in a group labelled by the menu's name. Below the large
 * breakpoint (the phone's popover) every menu is shown.
 */
import { measureBar, watchBar } from '../desktop/measureBar.ts';
import { NAV_CONSTANTS } from '../nav/constants.ts';

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
  const menus = [...list.querySelectorAll<HTMLElement>(':scope > [data-nav-menu]')];
  const desktop = matchMedia(`(min-width: ${NAV_CONSTANTS.largeBreakpoint}px)`);
  let shown = menus.length;
  const measure = () => {
    // Below the large breakpoint the menus are the phone's popover, one under another: all of them.
    const count = desktop.matches ? measureBar(list)[0] : menus.length;
    if (count === shown) return;
    shown = count;
    menus.forEach((menu, index) => menu.toggleAttribute('data-collapsed', index >= count));
    overflow.toggleAttribute('data-collapsed', count >= menus.length);
    card.replaceChildren(...menus.slice(count).map(overflowGroup));
  };
  measure();
  // A change of the bar is measured in the next frame, not inside the observer's callback, whose
  // layout change would come back to it in the same frame (WebKit reports that loop as an error).
  let frame = 0;
  const later = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(measure);
  };
  const unwatch = watchBar(list, later);
  signal.addEventListener('abort', () => {
    unwatch();
    cancelAnimationFrame(frame);
  });
}
