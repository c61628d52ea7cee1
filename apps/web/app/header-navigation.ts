/**
 * Where the site's router takes a header href. The header hands its `navigate` a path of the site
 * (`/zh-CN/asset`) or, when it was given a `siteOrigin`, an absolute URL (`https://www.exchange.com/zh-CN/asset`).
 * React Router's `navigate` reads any string as a path (an absolute URL would be resolved as a
 * relative path of the current page), so a URL of this origin goes in as its path, and a URL of
 * another origin is not the router's: the page loads it.
 */

/** The in-app path (with query and hash) of `href` when it is on `location`'s origin, else null. */
export function routerPath(href: string, location: { readonly href: string; readonly origin: string }): string | null {
  let url: URL;
  try {
    url = new URL(href, location.href);
  } catch {
    return null;
  }
  return url.origin === location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
}
