/**
 * `enhancer.js`: `<exchange-header>` for the header's server HTML already in the page (the
 * fragment, included by nginx SSI or the page's own server), enhanced where it stands with no
 * request (header-element.ts). The script of a page whose HTML came by SSI.
 */
import { defineHeaderElement } from './header-element.ts';

defineHeaderElement();
