/**
 * `element.js`: `<exchange-header>` for any page (header-element.ts), which also fills an
 * empty element. It asks the site for the fragment of this page (`api-base`, default this origin;
 * credentialed, so a signed-in trader gets their header from an allowed origin), puts its HTML in
 * itself and enhances it. From an origin the site does not allow it gets the guest's fragment,
 * says so once in the console, and asks for the guest's at once on the tab's next pages (the
 * refusal kept in sessionStorage), so they make one request and show no CORS error.
 */
import { hostLocation, isLocale, localizePath } from '@exchange/header';
import { parseHtml } from '@exchange/header/enhance';
import { defineHeaderElement, TAG } from './header-element.ts';

async function loadFragment(element: HTMLElement): Promise<boolean> {
  const site = (element.getAttribute('api-base') ?? '').replace(/\/+$/, '');
  const here = hostLocation(element.getAttribute('base-path') ?? '', location.pathname, location.search);
  const asked = element.getAttribute('locale');
  const path = localizePath(isLocale(asked) ? asked : here.locale, here.currentPath);
  const url = `${site}/header/fragment?path=${encodeURIComponent(path)}${site ? '&links=absolute' : ''}`;
  const get = (credentials: RequestCredentials) => fetch(url, { credentials }).then((response) => (response.ok ? response.text() : Promise.reject(new Error(`HTTP ${response.status}`))));
  // Storage a page may deny (a sandboxed frame): then every page asks as the first did.
  const refusal = `${TAG} refused ${site || location.origin}`;
  const storage = (use: (store: Storage) => string | null | void) => {
    try {
      return use(sessionStorage);
    } catch {
      return null;
    }
  };
  const remembered = storage((store) => store.getItem(refusal)) === '1';
  let refused = false;
  // A TypeError is a request the browser refused or could not send; an HTTP error came through CORS.
  let html = remembered
    ? ''
    : await get('include').catch((error: unknown) => {
        refused = error instanceof TypeError;
        return '';
      });
  if (!html) {
    // An origin the site does not answer with credentials: the guest's header, which any origin may read.
    html = await get('omit').catch(() => '');
    if (html && refused) {
      // The credentialed request was refused where a plain one came: the site's CORS refused this origin.
      storage((store) => store.setItem(refusal, '1'));
      console.warn(`${TAG}: ${site || location.origin} does not answer this page's origin (${location.origin}) with credentials, so a signed-in trader gets the guest's header here; add the origin to the site's EXCHANGE_ALLOWED_ORIGINS.`);
    }
  }
  if (!html) console.warn(`${TAG}: no header from ${site || location.origin}.`);
  const fragment = parseHtml(html);
  const header = fragment.querySelector(TAG);
  if (!header || !element.isConnected) return false;
  // The fragment's stylesheet, once per document (a second element of the page finds it there),
  // loaded before the header is shown: its HTML without it would push the page down and back.
  const linked = fragment.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
  if (linked) {
    const styles = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find((link) => link.href === linked.href) ?? linked;
    if (!styles.sheet) {
      // A stylesheet that fails shows the header unstyled rather than not at all.
      const loaded = new Promise<void>((done) => {
        styles.addEventListener('load', () => done(), { once: true });
        styles.addEventListener('error', () => done(), { once: true });
      });
      if (styles === linked) document.head.append(linked);
      await loaded;
    }
  }
  if (!element.isConnected) return false;
  element.dataset.headerVersion = header.getAttribute('data-header-version') ?? '';
  element.replaceChildren(...header.childNodes);
  return true;
}

defineHeaderElement(loadFragment);
