/**
 * The shape of an endpoint implementation: it gets the validated request body (typed by the
 * contract's request schema) and the caller's session, and returns the `data` of the answer
 * (typed by the response schema), or throws ApiError. Handlers is keyed by the contract's
 * endpoint names, so an endpoint without an implementation is a type error.
 */
import type { ENDPOINTS, EndpointData, EndpointName } from '@exchange/contract';
import type { Request, Response } from 'express';
import type * as v from 'valibot';
import type { LogAuthEvent } from './events.ts';
import type { LoginLimiter } from './rate-limit.ts';
import type { ResolvedOptions } from './options.ts';
import type { SecurityChecks } from './security-checks.ts';
import type { Session, SessionStore } from './sessions.ts';
import type { UserStore } from './users.ts';

export interface Services {
  users: UserStore;
  sessions: SessionStore;
  checks: SecurityChecks;
  limiter: LoginLimiter;
  logAuth: LogAuthEvent;
  options: ResolvedOptions;
}

export type EndpointInput<N extends EndpointName> = v.InferOutput<(typeof ENDPOINTS)[N]['request']>;

/** Session endpoints always have one (the router answers notSignedIn first); others may. */
export type SessionOf<N extends EndpointName> = (typeof ENDPOINTS)[N]['session'] extends true ? Session : Session | undefined;

export interface Call<N extends EndpointName> {
  input: EndpointInput<N>;
  session: SessionOf<N>;
  /** The raw session token of the request's cookie, if any. */
  token: string | null;
  req: Request;
  res: Response;
}

export type Handler<N extends EndpointName> = (call: Call<N>) => EndpointData<N> | Promise<EndpointData<N>>;

export type Handlers = { [N in EndpointName]: Handler<N> };
