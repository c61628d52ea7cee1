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

/** A success in the envelope. */
export function dataEnvelope(data: unknown): Envelope {
  return { code: SUCCESS_CODE, msg: 'success', data };
}

/** A failure in the envelope, with its HTTP status. */
export function errorEnvelope(error: ApiError): { status: number; body: Envelope<null> } {
  return { status: HTTP_STATUS[error.error], body: { code: ERROR_CODES[error.error], msg: error.message, data: null } };
}

/** What a thrown error answers: an ApiError as it is, anything else logged and answered as internal. */
export function failureOf(error: unknown, logError: (error: unknown) => void): ApiError {
  if (error instanceof ApiError) return error;
  logError(error);
  return new ApiError('internal', 'Something went wrong. Please try again later.');
}

export function sendData(res: Response, data: unknown): void {
  res.status(200).json(dataEnvelope(data));
}

export function sendError(res: Response, error: ApiError): void {
  const { status, body } = errorEnvelope(error);
  res.status(status).set(error.headers).json(body);
}
