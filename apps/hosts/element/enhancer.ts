/**
 * `<exchange-header>` without a framework: the header's server HTML plus the package's enhancer
 * (`@exchange/header/enhance`). Two ways in, as the element's:
 *
 * - **Server HTML in the element** (the fragment, included by nginx SSI or any server): the element
 *   enhances it where it stands, with no request.
 * - **Empty element** (a static page): the element asks the site for the fragment of this page
 *   (`api-base`, default this origin; credentialed, so a signed-in trader gets their header from an
 *   allowed origin), puts its HTML in itself and enhances it. From an origin the site does not
 *   allow it gets the guest's fragment, and says so once in the console.
 *
 * The HTML of another major than this script's is left as the server rendered it (it works
 * without script), and the console says why.
 */
import { isLocale, localizePath } from '@exchange/header';
import { CONFIG_SELECTOR, enhanceHeader, majorOf, parseEnhanceConfig } from '@exchange/header/enhance';
import { hostLocation } from '../shared/paths.ts';

declare const __HEADER_VERSION__: string;
const VERSION = __HEADER_VERSION__;
const TAG = 'exchange-header';

class ExchangeHeader extends HTMLElement {
  #teardown: (() => void) | undefined;
  #loading = false;

  connectedCallback(): void {
    this.style.display = 'contents';
    if (this.#teardown || this.#loading) return;
    if (this.querySelector(`:scope > ${CONFIG_SELECTOR}`)) this.#enhance();
    else void this.#load();
  }

  disconnectedCallback(): void {
    this.#teardown?.();
    this.#teardown = undefined;
  }

  #enhance(): void {
    const version = this.dataset.headerVersion ?? null;
    if (majorOf(version) !== majorOf(VERSION)) {
      console.error(`${TAG}: this script (${VERSION}) enhances header HTML of major ${majorOf(VERSION)}, and this HTML is ${version ?? 'unversioned'}: it stays as the server rendered it.`);
      return;
    }
    const config = parseEnhanceConfig(this.querySelector(`:scope > ${CONFIG_SELECTOR}`)?.textContent ?? '');
    const root = this.querySelector<HTMLElement>(':scope > .hdr-root');
    if (typeof config === 'string' || !root) {
      console.error(`${TAG}: the header's data cannot be read (${typeof config === 'string' ? config : 'no header root'}): it stays as the server rendered it.`);
      return;
    }
    this.#teardown = enhanceHeader(root, config);
  }

  async #load(): Promise<void> {
    this.#loading = true;
    const site = (this.getAttribute('api-base') ?? '').replace(/\/+$/, '');
    const base = this.getAttribute('base-path') ?? '';
    const here = hostLocation(base, location.pathname, location.search);
    const asked = this.getAttribute('locale');
    const path = localizePath(isLocale(asked) ? asked : here.locale, here.currentPath);
    const url = `${site}/header/fragment?path=${encodeURIComponent(path)}${site ? '&links=absolute' : ''}`;
    const get = (credentials: RequestCredentials) => fetch(url, { credentials }).then((response) => (response.ok ? response.text() : Promise.reject(new Error(`HTTP ${response.status}`))));
    let html: string;
    try {
      html = await get('include');
    } catch {
      // An origin the site does not answer with credentials: the guest's header, which any origin may read.
      console.warn(`${TAG}: ${site || location.origin} does not answer this page's origin (${location.origin}) with the trader's session; add it to the site's EXCHANGE_ALLOWED_ORIGINS. Showing the guest's header.`);
      html = await get('omit').catch(() => '');
    }
    this.#loading = false;
    const template = document.createElement('template');
    template.innerHTML = html;
    const fragment = template.content;
    const header = fragment.querySelector(TAG);
    if (!header || !this.isConnected) return;
    // The fragment's stylesheet, once per document (a second element of the page finds it there).
    const styles = fragment.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
    if (styles && ![...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((link) => link.href === styles.href)) document.head.append(styles);
    this.dataset.headerVersion = header.getAttribute('data-header-version') ?? '';
    this.replaceChildren(...header.childNodes);
    this.#enhance();
  }
}

if (!customElements.get(TAG)) customElements.define(TAG, ExchangeHeader);
