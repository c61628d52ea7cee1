/**
 * The `siteOrigin` prop as the header uses it: parsed by the model (nav/href.ts), and a value the
 * model refuses reported once, so a host that misspelt its site's origin finds out from the console
 * (the browser's, or the server's log) instead of from 404s. The links then stay paths.
 */
import { parseSiteOrigin, type SiteOrigin } from '../nav/index.ts';

/** The refused values already reported by this module instance (a page, or a server process). */
const reported = new Set<string>();

/**
 * The site's origin, or null: for no value, an empty one (an attribute left blank: nothing to
 * report), or one that is not an http(s) origin (reported with `console.warn`, once per value).
 */
export function readSiteOrigin(value: string | undefined): SiteOrigin | null {
  if (value === undefined || value.trim() === '') return null;
  const origin = parseSiteOrigin(value);
  if (origin === null && !reported.has(value)) {
    reported.add(value);
    console.warn(
      `@exchange/header: siteOrigin ${JSON.stringify(value)} is not an http(s) origin such as "https://www.exchange.com" (no path, query or hash); it is ignored and the header's links stay paths of this page's origin.`,
    );
  }
  return origin;
}
