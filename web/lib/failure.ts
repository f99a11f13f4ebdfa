import type { FieldError } from '../../contract/api.ts';
import { type ApiErrorBody, type ApiFailure, ApiRequestError } from './api.ts';

// The one way to turn a failed call into words. A failure arrives as the `ApiFailure` that call()
// resolves to, or as the `ApiRequestError` a query or mutation threw; both are read the same way.
// The shop's own failure bodies always carry `success: false` (rules/design §4): such a failure is a
// refusal, in the server's words. Anything else is no answer of ours: the network failed (the call
// layer's status 500), a proxy answered, or the answer could not be read.

/** What a failed call left: its status and the body (the server's, or the call layer's `{ message }`). */
export interface FailedCall {
  status: number;
  body: ApiErrorBody;
}

/** The status and body of a failed call, resolved or thrown; null for anything else (an error of our own). */
export function failedCall(failure: unknown): FailedCall | null {
  if (failure instanceof ApiRequestError) return { status: failure.status, body: failure.body };
  const candidate = failure as Partial<ApiFailure> | null;
  if (candidate && candidate.success === false && typeof candidate.status === 'number' && candidate.error)
    return { status: candidate.status, body: candidate.error };
  return null;
}

/** What the call layer says when a body has no message of its own. */
const MADE_UP_MESSAGE = /^Request failed with status \d+$/;

/** True when the shop's server refused, in its own words (a body with `success: false`). */
export function isRefusal(failure: unknown): boolean {
  return failedCall(failure)?.body.success === false;
}

/**
 * Which failures that are not the server's own refusal a screen calls "no answer" (the rest are
 * answers without words):
 * - 'server-error' (the default): any 5xx, so a gateway's or proxy's error page counts as no answer;
 * - 'unreached': only the call layer's status 500 (the network failed, rules/design §4) and errors thrown
 *   while reading an answer, so a gateway's 502 or 503 page reads as an answer without words;
 * - 'not-refused': everything that is not a refusal.
 */
export type NoAnswerRule = 'server-error' | 'unreached' | 'not-refused';

/** True when no answer of ours came: the network, a proxy's page, an unreadable answer, a thrown error. */
export function isNoAnswer(failure: unknown, rule: NoAnswerRule = 'server-error'): boolean {
  const parts = failedCall(failure);
  if (!parts) return true;
  if (parts.body.success === false) return false;
  if (rule === 'not-refused') return true;
  return rule === 'unreached' ? parts.status === 500 : parts.status >= 500;
}

/** The status of the failed call (500 when no answer came or the failure is not a call's). */
export function failureStatus(failure: unknown): number {
  return failedCall(failure)?.status ?? 500;
}

/** The server's own message, or null when it gave none (or it was not the server that answered). */
export function refusalMessage(failure: unknown): string | null {
  const parts = failedCall(failure);
  if (parts?.body.success !== false) return null;
  const message = typeof parts.body.message === 'string' ? parts.body.message.trim() : '';
  return message === '' || MADE_UP_MESSAGE.test(message) ? null : message;
}

export interface FailureTexts {
  /** An answer came without words of its own (or refused without them). */
  failed: string;
  /** No answer of ours came, for screens that say so apart. */
  noAnswer?: string;
  /** Which failures count as no answer (see NoAnswerRule). */
  noAnswerWhen?: NoAnswerRule;
}

/**
 * The text to show: the server's own words when it refused; else `noAnswer` when no answer of ours
 * came (if the screen has such a text); else `failed`.
 */
export function failureText(failure: unknown, texts: FailureTexts): string {
  const words = refusalMessage(failure);
  if (words !== null) return words;
  if (texts.noAnswer !== undefined && isNoAnswer(failure, texts.noAnswerWhen)) return texts.noAnswer;
  return texts.failed;
}

/** The validation messages of a refused input (`errors: [{ field, msg }]`), in order. */
export function fieldErrors(failure: unknown): FieldError[] {
  const parts = failedCall(failure);
  if (parts?.body.success !== false || !Array.isArray(parts.body.errors)) return [];
  return parts.body.errors.filter(
    (entry): entry is FieldError =>
      typeof entry?.msg === 'string' && entry.msg !== '' && typeof entry.field === 'string',
  );
}

/** Seconds to wait before asking again, when a 429 body says so (pages cannot read Retry-After). */
export function retryAfterSeconds(failure: unknown): number | null {
  const parts = failedCall(failure);
  if (parts?.status !== 429) return null;
  const value = parts.body.retryAfter;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.ceil(value) : null;
}
