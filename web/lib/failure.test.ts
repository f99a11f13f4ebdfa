import { describe, expect, it } from 'vitest';
import { type ApiErrorBody, type ApiFailure, ApiRequestError } from './api.ts';
import {
  failedCall,
  failureStatus,
  failureText,
  fieldErrors,
  isNoAnswer,
  isRefusal,
  refusalMessage,
  retryAfterSeconds,
} from './failure.ts';

const failed = (status: number, error: ApiErrorBody): ApiFailure => ({ success: false, error, status });
/** The shop's own refusal, resolved by call() or thrown by a query or mutation. */
const refused = (status: number, message: string, extra: Record<string, unknown> = {}) =>
  failed(status, { success: false, message, ...extra });
const thrown = (failure: ApiFailure) => new ApiRequestError(failure);

/** What call() resolves to when the network fails, and a gateway's page without our body. */
const network = failed(500, { message: 'Failed to fetch' });
const gateway = failed(502, { message: 'Bad Gateway' });

describe('reading a failure', () => {
  it('reads a resolved failure and a thrown one alike', () => {
    for (const failure of [
      refused(409, 'Only 2 left in stock'),
      thrown(refused(409, 'Only 2 left in stock')),
    ]) {
      expect(isRefusal(failure)).toBe(true);
      expect(isNoAnswer(failure)).toBe(false);
      expect(failureStatus(failure)).toBe(409);
      expect(refusalMessage(failure)).toBe('Only 2 left in stock');
    }
  });

  it('gives the status and body of a failed call, and nothing for anything else', () => {
    expect(failedCall(thrown(gateway))).toEqual({ status: 502, body: { message: 'Bad Gateway' } });
    expect(failedCall(network)).toEqual({ status: 500, body: { message: 'Failed to fetch' } });
    expect(failedCall({ status: 401, error: { message: 'Login Required.' } })).toBeNull();
    expect(failedCall(new TypeError('Failed to fetch'))).toBeNull();
    expect(failedCall(null)).toBeNull();
  });

  it('takes only a body with success: false as the server speaking', () => {
    expect(isRefusal(gateway)).toBe(false);
    expect(refusalMessage(gateway)).toBeNull();
    expect(refusalMessage(network)).toBeNull();
    // A refusal's own words are trimmed; none at all, or the call layer's made-up line, is no words.
    expect(refusalMessage(refused(400, '  This coupon has expired.  '))).toBe('This coupon has expired.');
    expect(refusalMessage(refused(400, ' '))).toBeNull();
    expect(refusalMessage(refused(400, 'Request failed with status 400'))).toBeNull();
  });

  it('treats anything that is not a failed call as no answer, at status 500', () => {
    const error = new Error('Unreadable order');
    expect(isRefusal(error)).toBe(false);
    expect(isNoAnswer(error)).toBe(true);
    expect(isNoAnswer(error, 'unreached')).toBe(true);
    expect(failureStatus(error)).toBe(500);
    expect(failureStatus(undefined)).toBe(500);
  });

  it("counts 'no answer' by the screen's rule", () => {
    expect(isNoAnswer(network)).toBe(true);
    expect(isNoAnswer(gateway)).toBe(true);
    expect(isNoAnswer(failed(404, { message: 'Not Found' }))).toBe(false);

    // Only the call layer's own 500: a gateway's page is an answer without words.
    expect(isNoAnswer(thrown(network), 'unreached')).toBe(true);
    expect(isNoAnswer(thrown(gateway), 'unreached')).toBe(false);

    // Everything but a refusal.
    expect(isNoAnswer(failed(404, { message: 'Not Found' }), 'not-refused')).toBe(true);
    expect(isNoAnswer(refused(500, 'Something went wrong'), 'not-refused')).toBe(false);
    expect(isNoAnswer(refused(503, 'Database unavailable'))).toBe(false);
  });
});

describe('the text of a failure', () => {
  const texts = { failed: 'Failed to apply coupon', noAnswer: 'Error applying coupon' };

  it("says the server's words, else the screen's texts", () => {
    expect(failureText(refused(400, 'This coupon has expired.'), texts)).toBe('This coupon has expired.');
    expect(failureText(refused(400, ''), texts)).toBe('Failed to apply coupon');
    expect(failureText(thrown(network), texts)).toBe('Error applying coupon');
    expect(failureText(gateway, texts)).toBe('Error applying coupon');
    expect(failureText(gateway, { ...texts, noAnswerWhen: 'unreached' })).toBe('Failed to apply coupon');
    expect(
      failureText(failed(404, { message: 'Not Found' }), { ...texts, noAnswerWhen: 'not-refused' }),
    ).toBe('Error applying coupon');
  });

  it('says `failed` for every failure without words when the screen has no other text', () => {
    expect(failureText(network, { failed: 'Failed to remove item' })).toBe('Failed to remove item');
    expect(failureText(new TypeError('Failed to fetch'), { failed: 'Failed to remove item' })).toBe(
      'Failed to remove item',
    );
  });
});

describe('the details of a refusal', () => {
  it('lists the validation messages it names, in order', () => {
    const failure = refused(400, 'Validation failed', {
      errors: [
        { field: 'email', msg: 'Invalid email' },
        { field: 'phone', msg: '' },
        { msg: 'No field' },
        { field: 'name', msg: 'Name is required' },
      ],
    });
    expect(fieldErrors(thrown(failure))).toEqual([
      { field: 'email', msg: 'Invalid email' },
      { field: 'name', msg: 'Name is required' },
    ]);
    expect(fieldErrors(failed(400, { message: 'Bad', errors: [{ field: 'email', msg: 'x' }] }))).toEqual([]);
    expect(fieldErrors(network)).toEqual([]);
  });

  it('reads how long a 429 says to wait, rounded up', () => {
    expect(retryAfterSeconds(refused(429, 'Too many requests', { retryAfter: 12.2 }))).toBe(13);
    expect(retryAfterSeconds(refused(429, 'Too many requests'))).toBeNull();
    expect(retryAfterSeconds(refused(400, 'Bad', { retryAfter: 5 }))).toBeNull();
    expect(retryAfterSeconds(refused(429, 'Too many requests', { retryAfter: -1 }))).toBeNull();
  });
});
