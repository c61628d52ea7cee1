import { ApiError } from '../api/index.ts';

/**
 * What a failed call tells the user: the server's own message when it sent one (spec §8: the
 * security check shows the server's msg), otherwise `fallback`, never a network error's text.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.kind === 'code' && error.message ? error.message : fallback;
}
