/**
 * Public surface of the reference exchange API (apps/api/README.md).
 */
export { createApi } from './api.ts';
export type { Api } from './api.ts';
export { startApiServer } from './server.ts';
export type { ApiServer, ApiServerOptions } from './server.ts';
export type { ApiOptions, LoginLimits, SecureCookies, SessionLifetimes } from './options.ts';
export { DEFAULT_LOGIN_LIMITS, DEFAULT_SESSION_LIFETIMES, parseAllowedOrigins, parseTrustedProxies, TRUST_PROXY } from './options.ts';
export { DatabaseOpenError } from './db.ts';
export { cors, CORS_ALLOWED_HEADERS } from './cors.ts';
export { readSessionToken, SECURE_SESSION_COOKIE, SESSION_COOKIE } from './cookies.ts';
export { DEMO_VERIFICATION_CODE } from './routes/security.ts';
// The seed data lives in @exchange/contract/demo; re-exported here for compatibility.
export { DEMO_PASSWORD, DEMO_USERS, SITE_CONFIG } from '@exchange/contract/demo';
export type { DemoUser } from '@exchange/contract/demo';
export type { Db } from './db.ts';
