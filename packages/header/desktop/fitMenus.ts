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
  const span = (count: number) => widths.slice(0, count).reduce((sum, width) => sum + width, 0) + gap * Math.max(0, count - 1);
  if (span(widths.length) - available <= threshold) return widths.length;
  for (let count = widths.length - 1; count > 0; count--) {
    if (span(count) + gap + overflowWidth - available <= threshold) return count;
  }
  return 0;
}
