/**
 * The optional lookups (spec §7: the rewards count, the trader-pro entry) for the server's HTML,
 * which never waits for them: the enhancer asks the site for the same HTML with them answered
 * (EnhanceConfig.lookups, the fragment with `lookups=answered`; the server asks them with the
 * session and the model decides what they change) and puts the menu panels that waited for them
 * in place of the first's, as the React header's steady rows do (parts/useSteadyRows.ts): only
 * while nothing of the header is open, focused or under the pointer, so nothing moves under it.
 * Every other node stays, with what the page or a script holds of it. A failure keeps the first
 * HTML (the same as "none").
 */
import { CONFIG_SELECTOR } from './config.ts';
import { fetchHtml } from './html.ts';

/** The answered HTML's root and its JSON text, once it is safe to show; null when it did not come. */
export async function answeredHeader(root: HTMLElement, url: string, signal: AbortSignal): Promise<{ root: HTMLElement; json: string } | null> {
  const html = await fetchHtml(url, { credentials: 'include', signal });
  const next = html.querySelector<HTMLElement>('.hdr-root');
  const json = html.querySelector(CONFIG_SELECTOR)?.textContent;
  if (!next || !json) return null;
  const quiet = () => !root.querySelector('[data-open], dialog[open], :popover-open, :hover') && !root.contains(document.activeElement);
  while (!quiet()) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    if (signal.aborted) return null;
  }
  return signal.aborted ? null : { root: next, json };
}

/** Puts the answered panels of `answered` in place of the panels of `root` that waited for them. */
export function showAnswered(root: HTMLElement, answered: HTMLElement): void {
  for (const waiting of root.querySelectorAll('.hdr-dd-panel[id]:has([data-waiting], .hdr-badge-pending)')) {
    const panel = answered.querySelector(`#${CSS.escape(waiting.id)}`);
    if (panel) waiting.replaceWith(panel);
  }
}
