/**
 * The /v1 router: one POST route per ENDPOINTS entry (and nothing else but GET /v1/openapi.json),
 * each running the same pipeline: CORS for the allowed origins, cross-origin check, session, JSON body, request validation,
 * handler, answer validation, envelope. A route's path with another method answers
 * methodNotAllowed (405, with Allow), anything else under /v1 notFound; every error becomes an
 * envelope, never a stack trace.
 */
import { ENDPOINTS, readCookie, SIGNED_IN_COOKIE } from '@exchange/contract';
import type { EndpointDef, EndpointName } from '@exchange/contract';
import express from 'express';
import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';
import * as v from 'valibot';
import openApiDocument from '../../../packages/contract/openapi.json' with { type: 'json' };
import { cors } from './cors.ts';
import { expiredSignedInCookie, readSessionToken, secureCookie } from './cookies.ts';
import { ApiError, failureOf, sendData, sendError } from './envelope.ts';
import type { Call, Handler, Handlers, Services } from './handler.ts';
import { originGuard } from './origin.ts';
import { accountHandlers } from './routes/account.ts';
import { authHandlers } from './routes/auth.ts';
import { modeHandlers } from './routes/modes.ts';
import { securityHandlers } from './routes/security.ts';
import { siteHandlers } from './routes/site.ts';
import type { Session } from './sessions.ts';
import { parseRequest } from './validate.ts';

export const API_PREFIX = '/v1';
export const BODY_LIMIT_BYTES = 16 * 1024;
const JSON_TYPES = ['application/json', 'application/*+json'];

export const ENDPOINT_NAMES = Object.keys(ENDPOINTS) as EndpointName[];

/** Per-request state the pipeline hands from one step to the next. */
interface Locals {
  token: string | null;
  session: Session | undefined;
}

function allHandlers(services: Services): Handlers {
  return {
    ...siteHandlers(),
    ...authHandlers(services),
    ...accountHandlers(services),
    ...securityHandlers(services),
    ...modeHandlers(services),
  };
}

/** Resolves the session first, so a session call without one answers notSignedIn before anything. */
function sessionStep(def: EndpointDef, services: Services): RequestHandler {
  return (req, res, next) => {
    try {
      const token = readSessionToken(req.headers.cookie);
      const session = services.sessions.find(token);
      if (def.session && !session) throw new ApiError('notSignedIn', 'Please sign in first.');
      res.locals.call = { token, session } satisfies Locals;
      next();
    } catch (error) {
      // The readable hint outlived the session (expired, ended elsewhere): the browser drops it.
      const signedOut = error instanceof ApiError && error.error === 'notSignedIn';
      if (signedOut && readCookie(req.headers.cookie, SIGNED_IN_COOKIE) !== undefined) res.append('Set-Cookie', expiredSignedInCookie(secureCookie(req, services.options.secureCookies)));
      next(error);
    }
  };
}

/** A body must be JSON: form and text posts (the classic cross-site forgery shapes) are refused. */
const requireJson: RequestHandler = (req, _res, next) => {
  if (req.is(JSON_TYPES) === false) next(new ApiError('badRequest', 'Content-Type must be application/json.'));
  else next();
};

const parseJson = express.json({ limit: BODY_LIMIT_BYTES, strict: true, type: JSON_TYPES });

/**
 * The call's answer: the body must be a JSON object (valibot's object schema also accepts arrays),
 * the input is parsed, and the handler's data is checked against the contract too, so a server bug
 * cannot reach clients as data.
 */
function answerStep<N extends EndpointName>(name: N, handler: Handler<N>): RequestHandler {
  const def: EndpointDef = ENDPOINTS[name];
  return async (req, res) => {
    const { token, session } = res.locals.call as Locals;
    // No body at all reads as {}: calls without parameters may be sent bare.
    const body: unknown = req.body === undefined ? {} : req.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new ApiError('badRequest', 'Invalid request body: expected a JSON object.');
    }
    const input = parseRequest(def.request, body);
    const data = await handler({ input, session, token, req, res } as Call<N>);
    const checked = v.safeParse(def.response, data);
    if (!checked.success) throw new Error(`${name}: answer does not match the contract: ${v.summarize(checked.issues)}`);
    sendData(res, data);
  };
}

/**
 * body-parser's own errors (malformed JSON, too large, bad charset, an unknown encoding) and
 * zlib's under it (a deflate or gzip body that does not inflate: a 400 without a `type`) are the client's.
 */
function bodyError(error: unknown): ApiError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { type, status } = error as { type?: unknown; status?: unknown };
  if (typeof status !== 'number') return undefined;
  if (type === 'entity.parse.failed') return new ApiError('badRequest', 'Malformed JSON body: expected a JSON object.');
  if (type === 'entity.too.large') return new ApiError('badRequest', `Request body is larger than ${BODY_LIMIT_BYTES / 1024} KB.`);
  if (status !== undefined && status >= 400 && status < 500) return new ApiError('badRequest', 'The request body could not be read.');
  return undefined;
}

/** Answers a known path asked with a method it does not take: 405 and the methods it does. */
function methodNotAllowed(allow: string): RequestHandler {
  return (_req, res, next) => {
    res.set('Allow', allow);
    next(new ApiError('methodNotAllowed', `This endpoint takes ${allow} only.`));
  };
}

export function createV1Router(services: Services): Router {
  const handlers = allHandlers(services);
  const router = express.Router();

  router.use(cors(services.options.trustedOrigins));
  router.use((_req, res, next) => {
    // Answers are per user and per moment: never cached, never sniffed as anything but JSON.
    res.set({ 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
    next();
  });
  router.get('/openapi.json', (_req, res) => {
    res.json(openApiDocument);
  });
  router.all('/openapi.json', methodNotAllowed('GET, HEAD'));
  router.use(originGuard(services.options.trustedOrigins));

  for (const name of ENDPOINT_NAMES) {
    const def: EndpointDef = ENDPOINTS[name];
    const handler = handlers[name] as Handler<typeof name>;
    const path = def.path.slice(API_PREFIX.length);
    router.post(path, sessionStep(def, services), requireJson, parseJson, answerStep(name, handler));
    router.all(path, methodNotAllowed('POST'));
  }

  router.use((_req, _res, next) => next(new ApiError('notFound', 'No such endpoint.')));
  router.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    sendError(res, bodyError(error) ?? failureOf(error, services.options.logError));
  });
  return router;
}
