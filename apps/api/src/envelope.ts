/**
 * Answers in the contract's envelope, and the error type handlers throw to fail a call.
 */
import { ERROR_CODES, ERROR_HTTP_STATUS } from '@exchange/contract';
import type { Envelope, ErrorName } from '@exchange/contract';
import type { Response } from 'express';

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

export function sendData(res: Response, data: unknown): void {
  const body: Envelope = { code: SUCCESS_CODE, msg: 'success', data };
  res.status(200).json(body);
}

export function sendError(res: Response, error: ApiError): void {
  const body: Envelope<null> = { code: ERROR_CODES[error.error], msg: error.message, data: null };
  res.status(HTTP_STATUS[error.error]).set(error.headers).json(body);
}
