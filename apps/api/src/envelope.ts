/**
 * Answers in the contract's envelope, and the error type handlers throw to fail a call.
 */
import { ERROR_CODES, ERROR_HTTP_STATUS } from '@exchange/contract';
import type { Envelope, ErrorName } from '@exchange/contract';
import type { Response } from 'express';
import { isBusy } from './db.ts';

export type { ErrorName };

export const SUCCESS_CODE = '00000';

/** HTTP status of each error code: the contract's table, which the OpenAPI document also shows. */
export const HTTP_STATUS = ERROR_HTTP_STATUS;

/** A failed call: the envelope's code and a message that can be shown to the user. */
export class ApiError extends Error {
  constructor(
    readonly error: ErrorName,
    message: string,
    /** Extra response headers, e.g. Retry-After. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Headers that ask a client to try again after `ms` (whole seconds, at least one). */
export function retryAfter(ms: number): Record<string, string> {
  return { 'Retry-After': String(Math.max(1, Math.ceil(ms / 1000))) };
}

/** A wait as a message says it: "30 seconds", "15 minutes", "2 hours". */
export function waitInWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  const [amount, unit] = seconds < 120 ? [seconds, 'second'] : seconds < 2 * 3600 ? [Math.ceil(seconds / 60), 'minute'] : [Math.ceil(seconds / 3600), 'hour'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/**
 * What a thrown error answers: an ApiError as it is; the store's write lock held by another
 * process (db.ts) as unavailable, not logged: it passes, and it is no fault of this server;
 * anything else logged and answered as internal.
 */
export function failureOf(error: unknown, logError: (error: unknown) => void): ApiError {
  if (error instanceof ApiError) return error;
  if (isBusy(error)) return new ApiError('unavailable', 'The service is busy. Please try again in a moment.', retryAfter(1000));
  logError(error);
  return new ApiError('internal', 'Something went wrong. Please try again later.');
}

export function sendData(res: Response, data: unknown): void {
  const body: Envelope = { code: SUCCESS_CODE, msg: 'success', data };
  res.status(200).json(body);
}

export function sendError(res: Response, error: ApiError): void {
  const body: Envelope<null> = { code: ERROR_CODES[error.error], msg: error.message, data: null };
  res.status(HTTP_STATUS[error.error]).set(error.headers).json(body);
}
