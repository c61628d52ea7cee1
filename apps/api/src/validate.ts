/**
 * Request validation with the contract's schemas; a failure names the fields at fault.
 */
import * as v from 'valibot';
import { ApiError } from './envelope.ts';

const MAX_ISSUES_IN_MESSAGE = 3;

export function parseRequest<Schema extends v.GenericSchema>(schema: Schema, body: unknown): v.InferOutput<Schema> {
  const result = v.safeParse(schema, body);
  if (result.success) return result.output;
  const issues = result.issues.slice(0, MAX_ISSUES_IN_MESSAGE).map((issue) => {
    const field = v.getDotPath(issue);
    return field ? `${field}: ${issue.message}` : issue.message;
  });
  throw new ApiError('badRequest', `Invalid request body: ${issues.join('; ')}`);
}

/** Quotes a client-sent value for a message, cut short so a message stays a message. */
export function quote(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}
