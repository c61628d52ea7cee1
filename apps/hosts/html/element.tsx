/**
 * `<exchange-header>`: the header as a custom element, for a page of another stack (no React, no
 * router of its own). The script bundles React, React DOM and the header; the element renders the
 * header into itself, loads its stylesheets and catalog, and loads its data from the API.
 *
 * Attributes: `locale` (else the locale prefix of the page's path after `base-path`), `theme` (the
 * default until the user chooses one; the `theme` cookie wins), `base-path` (the page's own path,
 * e.g. `/hosts/html`: the language switch stays in it), `api-base` (default: same origin).
 *
 * Light DOM, not a shadow root: React hoists the header's `<link precedence>` stylesheet into the
 * document's head (a shadow root would need its own copy, fetched or adopted per element), the
 * header's dialogs and drawers are native `<dialog>`s in the top layer either way, and its
 * stylesheet owns its tokens and base look on its own root with every class prefixed `hdr-`, so it
 * neither restyles the page nor needs the page's styles (only a page's rules of higher weight than
 * a class, such as ids or !important, could reach it). `display: contents`, like the header's own
 * root, so the sticky mobile bar sticks within the page, not within the element's box.
 */
import { isLocale } from '@exchange/header';
import { createRoot, type Root } from 'react-dom/client';
import { HostHeader, loadHostHeader } from '../shared/host-header.tsx';
import { hostHref, hostLocation } from '../shared/paths.ts';

class ExchangeHeader extends HTMLElement {
  static observedAttributes = ['locale', 'theme', 'base-path', 'api-base'];
  #root: Root | null = null;
  #latest = 0;

  connectedCallback(): void {
    this.style.display = 'contents';
    this.#root ??= createRoot(this);
    void this.#show();
  }

  disconnectedCallback(): void {
    const root = this.#root;
    this.#root = null;
    this.#latest += 1;
    // Not during the callback: React must not unmount while it may be rendering.
    queueMicrotask(() => root?.unmount());
  }

  attributeChangedCallback(): void {
    if (this.#root) void this.#show();
  }

  async #show(): Promise<void> {
    const run = ++this.#latest;
    const base = this.getAttribute('base-path') ?? '';
    const here = hostLocation(base, location.pathname, location.search);
    const asked = this.getAttribute('locale');
    const locale = isLocale(asked) ? asked : here.locale;
    const loaded = await loadHostHeader(locale, this.getAttribute('api-base') ?? '', this.getAttribute('theme'));
    if (run !== this.#latest || !this.#root) return;
    this.#root.render(<HostHeader loaded={loaded} currentPath={here.currentPath} navigate={(href) => location.assign(hostHref(base, href) ?? href)} />);
  }
}

if (!customElements.get('exchange-header')) customElements.define('exchange-header', ExchangeHeader);
