/**
 * The reference API's options and their defaults. Login limits and session lifetimes can also
 * come from the environment so an operator can tune them without code (options win over the
 * environment): LOGIN_MAX_FAILS_PER_ACCOUNT_ADDRESS, LOGIN_MAX_FAILS_PER_ACCOUNT,
 * LOGIN_MAX_FAILS_PER_ADDRESS, LOGIN_DELAY_BASE_MS, LOGIN_DELAY_MAX_MS, LOGIN_FAIL_WINDOW_MS,
 * SESSION_IDLE_MS, SESSION_LIFETIME_MS. EXCHANGE_TRUSTED_PROXIES and EXCHANGE_ALLOWED_ORIGINS are
 * read by the API's hosts (docs/origins.md) and parsed here, so every host validates them the same way.
 */
import express from 'express';
import { isIP } from 'node:net';

/**
 * How failed sign-ins are slowed down (rate-limit.ts). Each count allows a number of failures;
 * beyond it every further attempt waits `baseDelayMs`, doubled for each further failure, at most
 * `maxDelayMs`. Nothing ever locks an account: a correct password from an address that has not
 * failed against the account is never refused for failures made elsewhere.
 */
export interface LoginLimits {
  /** Failed sign-ins one client address may make against one account before it must wait. */
  perAccountAddress: number;
  /**
   * Failed sign-ins against one account from all addresses together before every address that
   * has failed against it must wait (a looser bound, against guessing from many addresses).
   */
  perAccount: number;
  /** Failed sign-ins one client address may make against any accounts before it must wait. */
  perAddress: number;
  /** The first wait beyond a limit; each further failure doubles it. */
  baseDelayMs: number;
  /** The longest wait. */
  maxDelayMs: number;
  /** A count is forgotten this long after its last failure. */
  windowMs: number;
}

/** How long a session lasts (sessions.ts). */
export interface SessionLifetimes {
  /** Without a call that uses it for this long, the session ends. */
  idleMs: number;
  /** From the sign-in, however much it is used. */
  lifetimeMs: number;
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
  /** Any of them; the others from the environment, else DEFAULT_LOGIN_LIMITS. */
  loginLimits?: Partial<LoginLimits>;
  /** Any of them; the others from the environment, else DEFAULT_SESSION_LIFETIMES. */
  sessionLifetimes?: Partial<SessionLifetimes>;
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
  /**
   * Where the sign-in events go (events.ts), one JSON text per event, without password or token;
   * console.info by default.
   */
  logEvent?: (line: string) => void;
  /** The clock (ms since the epoch) of sessions, security checks and sign-in limits; tests pass a fake one. */
  now?: () => number;
}

export interface ResolvedOptions {
  dbPath: string;
  loginLimits: LoginLimits;
  sessionLifetimes: SessionLifetimes;
  secureCookies: SecureCookies;
  trustedOrigins: ReadonlySet<string>;
  logError: (error: unknown) => void;
  logEvent: (line: string) => void;
  now: () => number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * 5 failures per account and address leave room for typing mistakes; past 50 against one account,
 * a guesser with many addresses soon gets one try per address every 15 minutes (each new address
 * still gets its first); 20 per address leave room for a few people behind one NAT. Waits start
 * at 1 s and double up to 15 minutes; a count is forgotten an hour after its last failure, so a
 * guesser who keeps going stays at the longest wait.
 */
export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perAccountAddress: 5,
  perAccount: 50,
  perAddress: 20,
  baseDelayMs: SECOND,
  maxDelayMs: 15 * MINUTE,
  windowMs: HOUR,
};

/**
 * ASVS 3.3.2 at level 2, which an account holding money needs: 30 minutes without use, 12 hours
 * in all (a trading day), then the password again.
 */
export const DEFAULT_SESSION_LIFETIMES: SessionLifetimes = { idleMs: 30 * MINUTE, lifetimeMs: 12 * HOUR };

const LOGIN_LIMIT_VARIABLES: Record<keyof LoginLimits, string> = {
  perAccountAddress: 'LOGIN_MAX_FAILS_PER_ACCOUNT_ADDRESS',
  perAccount: 'LOGIN_MAX_FAILS_PER_ACCOUNT',
  perAddress: 'LOGIN_MAX_FAILS_PER_ADDRESS',
  baseDelayMs: 'LOGIN_DELAY_BASE_MS',
  maxDelayMs: 'LOGIN_DELAY_MAX_MS',
  windowMs: 'LOGIN_FAIL_WINDOW_MS',
};

const SESSION_VARIABLES: Record<keyof SessionLifetimes, string> = {
  idleMs: 'SESSION_IDLE_MS',
  lifetimeMs: 'SESSION_LIFETIME_MS',
};

function positiveInt(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d+$/.test(value.trim())) return undefined;
  const parsed = Number(value);
  return parsed > 0 ? parsed : undefined;
}

/** Each value from the option, else its environment variable (a positive integer), else the default. */
function settings<T extends { [K in keyof T]: number }>(given: Partial<T> | undefined, variables: Record<keyof T, string>, defaults: T, env: NodeJS.ProcessEnv): T {
  const resolved = { ...defaults };
  for (const key of Object.keys(defaults) as Array<keyof T>) {
    const value = given?.[key] ?? positiveInt(env[variables[key]]);
    if (value !== undefined) resolved[key] = value as T[keyof T];
  }
  return resolved;
}

export function resolveOptions(options: ApiOptions, env: NodeJS.ProcessEnv = process.env): ResolvedOptions {
  return {
    dbPath: options.dbPath,
    loginLimits: settings(options.loginLimits, LOGIN_LIMIT_VARIABLES, DEFAULT_LOGIN_LIMITS, env),
    sessionLifetimes: settings(options.sessionLifetimes, SESSION_VARIABLES, DEFAULT_SESSION_LIFETIMES, env),
    secureCookies: options.secureCookies ?? 'auto',
    trustedOrigins: new Set((options.trustedOrigins ?? []).map((origin) => parseOrigin(origin, 'trustedOrigins'))),
    logError: options.logError ?? ((error: unknown) => console.error('[api] unexpected error:', error)),
    logEvent: options.logEvent ?? ((line: string) => console.info(line)),
    now: options.now ?? Date.now,
  };
}
