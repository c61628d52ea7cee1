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

export interface ApiOptions {
  /** SQLite database file; its folder is created when missing. */
  dbPath: string;
  loginLimits?: LoginLimits;
  /** Adds `Secure` to the session cookie; leave false when serving plain http. */
  secureCookies?: boolean;
  /** Origins (scheme://host[:port]) besides the API's own that may send state-changing requests. */
  trustedOrigins?: string[];
  /** Where unexpected errors are reported (the client only gets a generic message); console.error by default. */
  logError?: (error: unknown) => void;
}

export interface ResolvedOptions {
  dbPath: string;
  loginLimits: LoginLimits;
  secureCookies: boolean;
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
    secureCookies: options.secureCookies ?? false,
    trustedOrigins: new Set((options.trustedOrigins ?? []).map(normalizeOrigin)),
    logError: options.logError ?? ((error: unknown) => console.error('[api] unexpected error:', error)),
  };
}
