/**
 * `<exchange-header>`: the header as a light custom element, for any page of any stack and origin
 * (no React of its own needed: this build brings Preact's compat layer, vite.config.ts). Two ways in:
 *
 * - **Empty element** (a static page): the element loads the header's catalog and data from the
 *   API (`api-base`, default this page's origin; credentialed CORS when it is another origin) and
 *   renders the header into itself.
 * - **Server fragment** (`GET /header/fragment`, included by nginx SSI or by any server): the
 *   element arrives with the header's HTML and the data it was rendered from (a JSON script); it
 *   takes that HTML over in place, with no request before the header is alive.
 *
 * Attributes: `locale` (else the locale prefix of the page's path after `base-path`), `theme` (the
 * default until the user chooses one; the `theme` cookie wins), `base-path` (the page's own path,
 * e.g. `/hosts/html`: the language switch stays in it), `api-base` (default: same origin),
 * `site-origin` (where the exchange site is: the header's links go there; default: paths).
 *
 * Light DOM, not a shadow root: the header's dialogs and drawers are native `<dialog>`s in the top
 * layer either way, and its stylesheet owns its tokens and base look on its own root with every
 * class prefixed `hdr-`, so it neither restyles the page nor needs the page's styles. The element
 * puts that stylesheet in the document's head once, from its own origin. `display: contents`, like
 * the header's root, so the sticky mobile bar sticks within the page.
 */
import { isLocale, type Locale } from '@exchange/header';
import { loadHeaderCatalog } from '@exchange/header/i18n';
import headerStylesUrl from '@exchange/header/styles.css?url';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { HostHeader, loadHostHeader, type LoadedHeader } from '../shared/host-header.tsx';
import { hostHref, hostLocation } from '../shared/paths.ts';
import { readServerHeader, type ServerHeader } from './server-data.ts';

/** The header's stylesheet, once per document, from the element's own origin (a stylesheet needs no CORS). */
function ensureStylesheet(): void {
  const href = new URL(headerStylesUrl, import.meta.url).href;
  if ([...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((link) => link.href === href)) return;
  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
  document.head.append(link);
}

class ExchangeHeader extends HTMLElement {
  static observedAttributes = ['locale', 'theme', 'base-path', 'api-base', 'site-origin'];
  #root: Root | null = null;
  #latest = 0;
  #server: ServerHeader | undefined;

  connectedCallback(): void {
    this.style.display = 'contents';
    if (this.#root) return;
    // A fragment's own stylesheet link came with it; an empty element brings the stylesheet itself.
    this.#server = readServerHeader(this);
    if (!this.#server) ensureStylesheet();
    void this.#show();
  }

  disconnectedCallback(): void {
    const root = this.#root;
    this.#root = null;
    this.#latest += 1;
    // Not during the callback: the renderer must not unmount while it may be rendering.
    queueMicrotask(() => root?.unmount());
  }

  attributeChangedCallback(): void {
    if (this.#root) void this.#show();
  }

  #navigate = (href: string) => location.assign(hostHref(this.getAttribute('base-path') ?? '', href) ?? href);

  async #show(): Promise<void> {
    const run = ++this.#latest;
    const server = this.#server;
    this.#server = undefined;
    const base = this.getAttribute('base-path') ?? '';
    const here = hostLocation(base, location.pathname, location.search);
    const asked = this.getAttribute('locale');
    const locale: Locale = server?.locale ?? (isLocale(asked) ? asked : here.locale);
    const apiBase = this.getAttribute('api-base') ?? '';
    const loaded = server ? await loadServerHeader(server, apiBase) : await loadHostHeader(locale, apiBase, this.getAttribute('theme'));
    if (run !== this.#latest || !this.isConnected) return;
    const siteOrigin = server ? (server.siteOrigin ?? undefined) : (this.getAttribute('site-origin') ?? undefined);
    const header = (
      <HostHeader loaded={loaded} currentPath={server?.currentPath ?? here.currentPath} navigate={this.#navigate} siteOrigin={siteOrigin} stylesheet={false} />
    );
    // The server's HTML is taken over where it stands (the renderer reuses its elements).
    if (server) this.#root = hydrateRoot(this, header);
    else (this.#root ??= createRoot(this)).render(header);
  }
}

/** The fragment's data as the header's first render: only the catalog is still to load. */
async function loadServerHeader(server: ServerHeader, apiBase: string): Promise<LoadedHeader> {
  const catalog = await loadHeaderCatalog(server.locale);
  return { locale: server.locale, data: server.data, catalog, defaultTheme: server.theme, defaultCurrency: server.currency, apiBase };
}

if (!customElements.get('exchange-header')) customElements.define('exchange-header', ExchangeHeader);
