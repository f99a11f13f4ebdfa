import { AUTH_MESSAGES } from '../../../../contract/auth.ts';
import type { ApiFailure } from '../../../lib/api.ts';

// Reading failed auth calls. The server's bodies always carry `success: false`; a failure without
// it was made up by the call wrapper (no answer, or an answer that was not the API's JSON).

/** True when the body came from the API itself. */
export function isServerAnswer(failure: ApiFailure): boolean {
  return 'success' in failure.error;
}

/** No answer reached us (status 500 without the API's body, e.g. offline or a dropped connection). */
export function isNetworkFailure(failure: ApiFailure): boolean {
  return failure.status >= 500 && !isServerAnswer(failure);
}

/** What the call wrapper says when a body has no message of its own. */
const MADE_UP_MESSAGE = /^Request failed with status \d+$/;

/** The server's own message, or null when it gave none. */
export function serverMessage(failure: ApiFailure): string | null {
  if (!isServerAnswer(failure)) return null;
  const message = failure.error.message;
  if (typeof message !== 'string' || message.trim() === '' || MADE_UP_MESSAGE.test(message)) return null;
  return message;
}

/**
 * The text to show for a failed call: the server's message, else `fallback`. Sign-in screens pass
 * `network: true` to say 'Network error. Please check your connection.' when no answer came.
 */
export function failureMessage(failure: ApiFailure, fallback: string, options: { network?: boolean } = {}) {
  if (options.network && isNetworkFailure(failure)) return AUTH_MESSAGES.networkError;
  return serverMessage(failure) ?? fallback;
}

/** The validation messages of a 400 answer (`errors: [{ field, msg }]`), in order. */
export function fieldErrors(failure: ApiFailure): { field: string; msg: string }[] {
  const errors = failure.error.errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (entry): entry is { field: string; msg: string } =>
      typeof entry?.msg === 'string' && entry.msg !== '' && typeof entry.field === 'string',
  );
}

/**
 * Seconds to wait before asking again, when a 429 body says so. The wrapper does not hand over the
 * Retry-After header, so only a `retryAfter` number in the body counts.
 */
export function retryAfterSeconds(failure: ApiFailure): number | null {
  if (failure.status !== 429) return null;
  const value = failure.error.retryAfter;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.ceil(value) : null;
}
