/**
 * The reference API's options and their defaults. Login limits can also come from the
 * environment so an operator can tune them without code: LOGIN_MAX_FAILS_PER_ACCOUNT,
 * LOGIN_MAX_FAILS_PER_ADDRESS, LOGIN_FAIL_WINDOW_MS (options win over the environment).
 */
export interface LoginLimits {
  /** Failed sign-ins allowed per login name within the window. */
  perAccount: number;
  /** Failed sign-ins allowed per client address within the window. */
  perAddress: number;
  windowMs: number;
}

export type SecureCookies = 'auto' | 'always';

/**
 * Express's `trust proxy` value for a host of this API: only a proxy on the same machine (a TLS
 * terminator on loopback) may say, with `X-Forwarded-Proto` and `X-Forwarded-For`, that the
 * request came over https and from which client. A client connecting from elsewhere cannot:
 * its forwarded headers are ignored, so it cannot pose as other addresses to the per-address
 * sign-in limit. The API itself leaves the setting to its host (api.ts).
 */
export const TRUST_PROXY = 'loopback';

export interface ApiOptions {
  /** SQLite database file; its folder is created when missing. */
  dbPath: string;
  loginLimits?: LoginLimits;
  /**
   * When the session cookie carries `Secure`. `'auto'` (the default): when the request came over
   * https, i.e. Express's `req.secure`, which believes a proxy's `X-Forwarded-Proto` only when
   * the host app's `trust proxy` setting trusts the peer (the host app trusts loopback). Plain
   * http then keeps working without it. `'always'`: on every answer, for a deployment whose TLS
   * proxy the host cannot trust by address.
   */
  secureCookies?: SecureCookies;
  /** Origins (scheme://host[:port]) besides the API's own that may send state-changing requests. */
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

function normalizeOrigin(origin: string): string {
  try {
    return new URL(origin).origin;
  } catch {
    throw new Error(`trustedOrigins: not an origin: ${origin}`);
  }
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
    trustedOrigins: new Set((options.trustedOrigins ?? []).map(normalizeOrigin)),
    logError: options.logError ?? ((error: unknown) => console.error('[api] unexpected error:', error)),
  };
}
