/** Server HTML the enhancer asks for after the first (the dialogs, the drawers, the answered lookups). */
import type { BusyStore } from '../shell/busy.ts';

/**
 * Server HTML as nodes to put in the page. Its `style` attributes (the bar's measures, a toast
 * list's place, the QR code's box) reach the parser as `data-hdr-style` and are set through the
 * CSSOM once the nodes are the page's: a page's Content-Security-Policy refuses the style attributes
 * of markup it parses without 'unsafe-inline' (and reports each), never the CSSOM, so the element
 * needs no more of a page than its origin in `style-src` (docs/hosts.md). The markup is the
 * server's, whose attribute values and text escape `"`: ` style="` is only ever an attribute.
 */
export function parseHtml(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html.replaceAll(' style="', ' data-hdr-style="');
  const nodes = document.adoptNode(template.content);
  for (const styled of nodes.querySelectorAll<HTMLElement>('[data-hdr-style]')) {
    styled.style.cssText = styled.dataset.hdrStyle!;
    delete styled.dataset.hdrStyle;
  }
  return nodes;
}

/** The HTML at `url` as nodes to take from; empty when it did not come (the caller's fallback then holds). */
export function fetchHtml(url: string, init: RequestInit): Promise<DocumentFragment> {
  return fetch(url, init)
    .then((response) => (response.ok ? response.text() : ''))
    .catch(() => '')
    .then(parseHtml);
}

/**
 * A part asked for when it is first used: `load` runs once, the progress bar up meanwhile, and
 * each use gets what it gave. When it gives nothing, `failed` says so and the next use asks again.
 */
export function onDemand<T>(busy: BusyStore, failed: () => void, load: () => Promise<T | null>, signal: AbortSignal): (use: (part: T) => void) => void {
  let asked: Promise<T | null> | undefined;
  return (use) => {
    asked ??= busy.whileBusy(load());
    void asked.then((part) => {
      if (signal.aborted) return;
      if (part) return use(part);
      asked = undefined;
      failed();
    });
  };
}

/** The server's dialog at `url` (a fragment's `part`), or null when it did not come. */
export const fetchDialog = (url: string, signal: AbortSignal): Promise<HTMLDialogElement | null> =>
  fetchHtml(url, { signal }).then(({ firstElementChild: rendered }) => (rendered instanceof HTMLDialogElement ? rendered : null));
