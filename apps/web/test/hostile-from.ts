/**
 * Hostile `from` values for the login page (issue 7: open redirects), shared by the unit test of
 * `sameOriginPath`/`loginTarget` and the login e2e test, which signs in with each and checks where
 * the browser really lands.
 *
 * `lands` is the path, query and hash the browser must end on after an English sign-in by a user
 * without a saved language: `/` (home) when `from` is refused, else the same-origin path it names
 * (often a 404 page: a percent-encoded `//` is a path on this site, not another host).
 */
export interface HostileFrom {
  /** Why this value is here; the test's name. */
  name: string;
  from: string;
  lands: string;
  /** What `sameOriginPath` answers when the server then moves the browser on (the `/en/` redirect). */
  target?: string;
}

const home = (name: string, from: string): HostileFrom => ({ name, from, lands: '/' });
const stays = (name: string, from: string, lands: string = from): HostileFrom => ({ name, from, lands });
const redirected = (name: string, from: string, lands: string): HostileFrom => ({ name, from, lands, target: from });

/** Plain site paths: the same flow must still take the user there. */
export const SITE_FROM: readonly HostileFrom[] = [
  stays('a site path', '/asset'),
  stays('a prefixed path with query and hash', '/zh-CN/spot/BTCUSDT?type=cross#top'),
  stays('dot segments inside the site', '/a/../asset', '/asset'),
  redirected('the English prefix (the server drops it)', '/en/asset?type=spot', '/asset?type=spot'),
];

export const HOSTILE_FROM: readonly HostileFrom[] = [
  // Schemes, in any case, behind whitespace and control characters browsers strip, and split by
  // the tab or newline a URL parser removes.
  home('javascript:', 'javascript:window.__pwned=1'),
  home('javascript: mixed case', 'JaVaScRiPt:window.__pwned=1'),
  home('javascript: with a comment and newline', 'javascript://%0Awindow.__pwned=1'),
  home('javascript: percent-encoded colon', 'javascript%3Awindow.__pwned=1'),
  home('data: html', 'data:text/html,<script>window.__pwned=1</script>'),
  home('data: base64', 'data:text/html;base64,PHNjcmlwdD53aW5kb3cuX19wd25lZD0xPC9zY3JpcHQ+'),
  home('vbscript:', 'vbscript:msgbox(1)'),
  home('leading space', ' javascript:window.__pwned=1'),
  home('leading control character', '\u0001javascript:window.__pwned=1'),
  home('leading NUL', '\u0000javascript:window.__pwned=1'),
  home('tab inside the scheme', 'java\tscript:window.__pwned=1'),
  home('newline inside the scheme', 'java\nscript:window.__pwned=1'),
  home('carriage return inside the scheme', 'java\rscript:window.__pwned=1'),
  home('HTML entity in the scheme', 'jav&#x09;ascript:window.__pwned=1'),

  // Other hosts: absolute and protocol-relative, with backslashes (read as slashes), whitespace the
  // parser drops, and dot segments the parser resolves into `//`.
  home('absolute https', 'https://evil.example'),
  home('absolute http, no slashes', 'http:evil.example'),
  home('absolute http, one slash', 'http:/evil.example'),
  home('absolute with backslashes', 'https:\\\\evil.example'),
  home('protocol-relative', '//evil.example'),
  home('three slashes', '///evil.example'),
  home('slash backslash', '/\\evil.example'),
  home('backslash slash', '\\/evil.example'),
  home('two backslashes', '\\\\evil.example'),
  home('leading space, protocol-relative', ' //evil.example'),
  home('tab between the slashes', '/\t/evil.example'),
  home('newline between the slashes', '/\n/evil.example'),
  home('carriage return between the slashes', '/\r/evil.example'),
  home('dot segment then two slashes', '/.//evil.example'),
  home('dot segment then backslash', '/./\\evil.example'),
  home('parent segment then two slashes', '/a/..//evil.example'),
  home('parent of the root then two slashes', '/..//evil.example'),
  home('encoded dot segment then two slashes', '/%2e//evil.example'),
  home('encoded parent segment then two slashes', '/%2E%2E//evil.example'),
  home('semicolon segment then two slashes', '/;//evil.example'),
  home('English prefix then two slashes (the /en redirect)', '/en//evil.example'),
  home('English prefix then backslash', '/en/\\evil.example'),
  home('locale prefix then two slashes (moved into the saved language)', '/zh-CN//evil.example'),

  // Percent-encoded and double-encoded: decoded once by the query string, never again.
  home('encoded protocol-relative', '%2F%2Fevil.example'),
  home('encoded absolute URL', 'https%3A%2F%2Fevil.example'),
  home('double-encoded protocol-relative', '%252F%252Fevil.example'),
  stays('encoded slashes in a path', '/%2F%2Fevil.example'),
  stays('one encoded slash in a path', '/%2F/evil.example'),
  stays('encoded backslash in a path', '/%5Cevil.example'),
  stays('encoded backslashes in a path', '/%5C%5Cevil.example'),
  stays('double-encoded slashes in a path', '/%252F%252Fevil.example'),
  stays('encoded tab in a path', '/%09/evil.example'),
  redirected('English prefix then encoded slashes', '/en/%2F%2Fevil.example', '/%2F%2Fevil.example'),

  // Unicode look-alikes of the slash and the dot, IDN hosts, bidi overrides, unicode spaces.
  home('fullwidth solidus', '／／evil.example'),
  home('fullwidth solidus, encoded', '%EF%BC%8F%EF%BC%8Fevil.example'),
  stays('fullwidth solidus in a path', '/／evil.example', '/%EF%BC%8Fevil.example'),
  stays('encoded fullwidth solidus in a path', '/%EF%BC%8F%EF%BC%8Fevil.example'),
  home('division slash U+2215', '\u2215\u2215evil.example'),
  stays('division slash in a path', '/\u2215evil.example', '/%E2%88%95evil.example'),
  home('fraction slash U+2044', '\u2044\u2044evil.example'),
  stays('fraction slash in a path', '/\u2044evil.example', '/%E2%81%84evil.example'),
  home('IDN host, protocol-relative', '//еvil.example'),
  home('IDN host, punycode', 'https://xn--vil-8cd.example'),
  home('fullwidth host and dot', 'https://ｅｖｉｌ．example'),
  home('right-to-left override before the slashes', '\u202E//evil.example'),
  home('right-to-left override hiding two slashes', '/\u202Eelpmaxe.live//'),
  stays('right-to-left override in a path', '/\u202Eevil.example', '/%E2%80%AEevil.example'),
  home('no-break space between the slashes', '/\u00A0/evil.example'),
  home('ideographic space between the slashes', '/\u3000/evil.example'),
  home('byte order mark between the slashes', '/\uFEFF/evil.example'),
  home('line separator between the slashes', '/\u2028/evil.example'),

  // Userinfo: the host is what follows the last `@`.
  home('userinfo, protocol-relative', '//127.0.0.1@evil.example'),
  home('empty userinfo, protocol-relative', '//@evil.example'),
  home('userinfo naming this site', 'http://127.0.0.1@evil.example'),
  home('this site as userinfo of another', 'https://127.0.0.1:443@evil.example/asset'),
  home('another site as userinfo of this one', 'http://evil.example@127.0.0.1/'),
  stays('an @ in a path', '/@evil.example'),

  // Absolute URLs to this very host: another port or scheme is another origin, and even the same
  // origin is refused (only paths are accepted).
  home('this host, another port', 'http://127.0.0.1:1/asset'),
  home('this host, https', 'https://127.0.0.1/asset'),
  home('this host, ftp', 'ftp://127.0.0.1/'),
  home('localhost', 'http://localhost/asset'),
  home('this host by IPv6', 'http://[::1]/asset'),

  // Very long values: the limit is 2048 characters.
  stays('a path of exactly the limit', `/${'a'.repeat(2047)}`),
  home('a path one over the limit', `/${'a'.repeat(2048)}`),
  home('a long query', `/asset?x=${'a'.repeat(5000)}`),
  home('a long protocol-relative value', `//evil.example/${'a'.repeat(3000)}`),
];
