/**
 * How many menus of the bar fit before the end group (spec §9: a menu portion hides when the
 * parts overlap by more than the threshold). Pure, from measured widths.
 *
 * @param widths     each menu's width, in bar order
 * @param gap        the gap between two menus
 * @param overflowWidth the overflow trigger's width (added once something collapses)
 * @param available  the room from the menus' start edge to the end group's start edge
 * @param threshold  tolerated overlap, px
 * @returns how many menus stay in the bar; the rest collapse into the overflow menu
 */
export function fitMenus(widths: readonly number[], gap: number, overflowWidth: number, available: number, threshold: number): number {
  let count = widths.length;
  // The first `count` menus side by side; once one collapses, the overflow trigger after them too.
  let span = widths.reduce((sum, width) => sum + width + gap, -gap);
  while (count > 0 && span + (count < widths.length ? gap + overflowWidth : 0) - available > threshold) span -= widths[--count]! + gap;
  return count;
}

/** Whether the language button's label ("EN / USD") shows: the menu list's `data-label`, which desktop.css reads. */
export type LabelState = 'shown' | 'hidden';

/**
 * What of the bar fits: the product menus and the language button's label (the language's short
 * name and the currency code beside the globe: decoration, the button's name says both). The label
 * gives way first (issue 43, docs/decisions.md): it shows only while every menu fits beside it, so
 * no menu ever collapses for it, and the menus shown depend on the room alone, never fewer in a
 * wider window.
 *
 * @param room the room the menus have with the label shown or hidden (the caller lays the bar out
 *   each way and measures; asked for `hidden` only when the menus do not all fit beside the label)
 * @returns how many menus stay in the bar, and the label's state
 */
export function fitBar(
  widths: readonly number[],
  gap: number,
  overflowWidth: number,
  room: (label: LabelState) => number,
  threshold: number,
): [menus: number, label: LabelState] {
  const all = widths.length;
  if (fitMenus(widths, gap, overflowWidth, room('shown'), threshold) === all) return [all, 'shown'];
  return [fitMenus(widths, gap, overflowWidth, room('hidden'), threshold), 'hidden'];
}
