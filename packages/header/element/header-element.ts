/**
 * `<exchange-header>` without a framework: the header's server HTML plus the package's enhancer
 * (`@exchange/header/enhance`). Its two builds define it:
 *
 * - **`enhancer.js`** (enhancer.ts), for server HTML already in the element (the fragment, included
 *   by nginx SSI or any server): the element enhances it where it stands, with no request.
 * - **`element.js`** (element.ts), which also fills an **empty element** (a static page)
 *   with the fragment it asks the site for (`load`).
 *
 * The HTML of another major than this script's is left as the server rendered it (it works
 * without script), and the console says why.
 */
import { CONFIG_SELECTOR, enhanceHeader, majorOf, parseEnhanceConfig } from '@exchange/header/enhance';

declare const __HEADER_VERSION__: string;
const VERSION = __HEADER_VERSION__;
export const TAG = 'exchange-header';

/** Fills an empty element with the header's server HTML and its JSON (which it then enhances). */
export type LoadFragment = (element: HTMLElement) => Promise<boolean>;

export function defineHeaderElement(load?: LoadFragment): void {
  class ExchangeHeader extends HTMLElement {
    #teardown: (() => void) | undefined;
    #loading = false;

    connectedCallback(): void {
      // The header's own boxes lay it out; an empty element keeps the box its page gave it (the
      // bar's height held, docs/hosts.md) until the HTML comes.
      if (this.firstElementChild) this.style.display = 'contents';
      if (this.#teardown || this.#loading) return;
      if (this.querySelector(`:scope > ${CONFIG_SELECTOR}`)) this.#enhance();
      else if (load) {
        this.#loading = true;
        void load(this).then((loaded) => {
          this.#loading = false;
          if (!loaded || !this.isConnected) return;
          this.style.display = 'contents';
          this.#enhance();
        });
      } else console.error(`${TAG}: this element is empty; enhancer.js enhances the header's server HTML, and element.js fetches it.`);
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
  }
  if (!customElements.get(TAG)) customElements.define(TAG, ExchangeHeader);
}
