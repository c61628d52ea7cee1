/**
 * Runs `then` once the next frame has been painted: work a click starts but need not show in its
 * own frame (a render that catches up, a navigation) goes after the frame that answers the click,
 * so the click's next paint (what INP reads) holds only what it changes at once. Where nothing
 * paints frames (no `requestAnimationFrame`), right after the current task.
 */
export function afterNextPaint(then: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(then));
  else setTimeout(then);
}
