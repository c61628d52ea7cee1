/**
 * The reference API's options and their defaults. Login limits can also come from the
 * environment so an operator can tune them without code: LOGIN_MAX_FAILS_PER_ACCOUNT,
 * LOGIN_MAX_FAILS_PER_ADDRESS, LOGIN_FAIL_WINDOW_MS (options win over the environment).
 * EXCHANGE_TRUSTED_PROXIES and EXCHANGE_ALLOWED_ORIGINS are read by the API's hosts
 * (docs/origins.md) and parsed here, so every host validates them the same way.
 */
import express from 'express';
import { isIP } from 'node:net';

export interface LoginLimits {
  /** Failed sign-ins allowed per login name within the window. */
  perAccount: number;
  /** Failed sign-ins allowed per client address within the window. */
  perAddress: number;
  windowMs: number;
}

export type SecureCookies = 'auto' | 'always';

/**
 * The default of EXCHANGE_TRUSTED_PROXIES, Express's `trust proxy` for a host of this API: only a
 * proxy on the same machine (a TLS terminator on loopback, a dev server's proxy) may say, with
 * `X-Forwarded-Proto`, `X-Forwarded-Host` and `X-Forwarded-For`, that the request came over https,
 * to which host and from which client. A client connecting from elsewhere cannot: its forwarded
 * headers are ignored, so it cannot pose as other addresses to the per-address sign-in limit.
 * The API itself leaves the setting to its host (api.ts).
 */
export const TRUST_PROXY = 'loopback';

export const TRUSTED_PROXIES_VARIABLE = 'EXCHANGE_TRUSTED_PROXIES';
export const ALLOWED_ORIGINS_VARIABLE = 'EXCHANGE_ALLOWED_ORIGINS';

const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * EXCHANGE_TRUSTED_PROXIES's value (comma-separated addresses, CIDRs, or Express's keywords
 * loopback, linklocal, uniquelocal) as the list a host gives Express's `trust proxy`. Unset: the
 * default, `loopback`; set but empty: no proxy is trusted. Throws, naming the variable, on
 * anything else: Express would take a bare number as a hop count and `true` as "trust everyone".
 */
export function parseTrustedProxies(value: string | undefined): string[] {
  if (value === undefined) return [TRUST_PROXY];
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.length === 1 && entries[0] === '') return [];
  for (const entry of entries) {
    if (PROXY_KEYWORDS.has(entry)) continue;
    const slash = entry.indexOf('/');
    const address = slash === -1 ? entry : entry.slice(0, slash);
    const prefix = slash === -1 ? '' : entry.slice(slash + 1);
    if (isIP(address) === 0 || (slash !== -1 && !/^\d+$/.test(prefix))) {
      throw new Error(`${TRUSTED_PROXIES_VARIABLE}: "${entry}" is not an IP address, a CIDR (10.0.0.0/8) or one of ${[...PROXY_KEYWORDS].join(', ')}`);
    }
  }
  try {
    // Express's own parser (proxy-addr) has the last word, on prefix lengths for instance.
    express().set('trust proxy', entries);
  } catch (error) {
    throw new Error(`${TRUSTED_PROXIES_VARIABLE}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return entries;
}

/**
 * An origin a page may call the API from with the session cookie: exactly `scheme://host[:port]`
 * over http or https, nothing after it. `*` and `null` are refused by name, since neither is one
 * origin: credentials are answered to one named origin, and `null` is what any sandboxed frame or
 * file: page sends.
 */
function parseOrigin(entry: string, name: string): string {
  if (entry === '*' || entry === 'null') {
    throw new Error(`${name}: "${entry}" is refused: credentials cannot be shared with every origin; list each origin, e.g. https://help.example.com`);
  }
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    throw new Error(`${name}: "${entry}" is not an origin (scheme://host[:port], e.g. https://help.example.com)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name}: "${entry}" is not an http or https origin`);
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
    throw new Error(`${name}: "${entry}" is not an origin: no path, query or user, only scheme://host[:port]`);
  }
  return url.origin;
}

/** EXCHANGE_ALLOWED_ORIGINS's value (comma-separated origins) as origins; unset or empty: none. */
export function parseAllowedOrigins(value: string | undefined): string[] {
  if (value === undefined || value.trim() === '') return [];
  return value.split(',').map((entry) => parseOrigin(entry.trim(), ALLOWED_ORIGINS_VARIABLE));
}

export interface ApiOptions {
  /** SQLite database file; its folder is created when missing. */
  dbPath: string;
  loginLimits?: LoginLimits;
  /**
   * When the session cookie carries `Secure`. `'auto'` (the default): when the request came over
   * https, i.e. Express's `req.secure`, which believes a proxy's `X-Forwarded-Proto` only when
   * the host's `trust proxy` trusts the peer (EXCHANGE_TRUSTED_PROXIES, loopback by default). Plain
   * http then keeps working without it. `'always'`: on every answer, for a deployment whose TLS
   * proxy the host cannot trust by address.
   */
  secureCookies?: SecureCookies;
  /**
   * Origins (`scheme://host[:port]`) besides the API's own that may send state-changing requests
   * and are answered credentialed CORS (cors.ts); a host fills it from EXCHANGE_ALLOWED_ORIGINS
   * (parseAllowedOrigins). Each must be an http(s) origin with no path; `*` and `null` throw.
   */
  trustedOrigins?: string[];
  /** Where unexpected errors are reported (the client only gets a generic message); console.error by default. */
  logError?: (error: unknown) => void;
}

export interface ResolvedOptions {
  dbPath: string;
  loginLimits: LoginLimits;
  secureCookies: SecureCookies;
  trustedOrigins: ReadonlySet<string>;
  logError: (error: unknown) => void;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = { perAccount: 5, perAddress: 20, windowMs: 15 * 60 * 1000 };

function positiveInt(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d+$/.test(value.trim())) return undefined;
  const parsed = Number(value);
  return parsed > 0 ? parsed : undefined;
}

export function resolveOptions(options: ApiOptions, env: NodeJS.ProcessEnv = process.env): ResolvedOptions {
  const loginLimits = options.loginLimits ?? {
    perAccount: positiveInt(env.LOGIN_MAX_FAILS_PER_ACCOUNT) ?? DEFAULT_LOGIN_LIMITS.perAccount,
    perAddress: positiveInt(env.LOGIN_MAX_FAILS_PER_ADDRESS) ?? DEFAULT_LOGIN_LIMITS.perAddress,
    windowMs: positiveInt(env.LOGIN_FAIL_WINDOW_MS) ?? DEFAULT_LOGIN_LIMITS.windowMs,
  };
  return {
    dbPath: options.dbPath,
    loginLimits,
    secureCookies: options.secureCookies ?? 'auto',
    trustedOrigins: new Set((options.trustedOrigins ?? []).map((origin) => parseOrigin(origin, 'trustedOrigins'))),
    logError: options.logError ?? ((error: unknown) => console.error('[api] unexpected error:', error)),
  };
}
