import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES } from '../../../contract/address.ts';
import { type ApiFailure, ApiRequestError } from '../../lib/api.ts';
import { addFailureText, fieldErrorsOf } from './save-feedback.ts';

const refused = (message: string, extra: Record<string, unknown> = {}, status = 400): ApiFailure => ({
  success: false,
  error: { success: false, message, ...extra },
  status,
});

describe('addFailureText', () => {
  it("puts the server's own words after 'Error: ', from a resolved or a thrown failure", () => {
    const failure = refused('You can save at most 10 addresses.', {}, 409);
    expect(addFailureText(failure)).toBe('Error: You can save at most 10 addresses.');
    expect(addFailureText(new ApiRequestError(failure))).toBe('Error: You can save at most 10 addresses.');
  });

  it('says something went wrong when no answer of ours came or the server gave no words', () => {
    const offline: ApiFailure = { success: false, error: { message: 'Failed to fetch' }, status: 500 };
    const proxy: ApiFailure = { success: false, error: { message: 'Bad Gateway' }, status: 502 };
    expect(addFailureText(offline)).toBe(ADDRESS_MESSAGES.somethingWrong);
    expect(addFailureText(proxy)).toBe(ADDRESS_MESSAGES.somethingWrong);
    expect(addFailureText(refused(''))).toBe(ADDRESS_MESSAGES.somethingWrong);
    expect(addFailureText(new Error('boom'))).toBe(ADDRESS_MESSAGES.somethingWrong);
  });
});

describe('fieldErrorsOf', () => {
  it("keeps the server's messages that name a field of the form, in order", () => {
    const failure = refused('Validation failed', {
      errors: [
        { field: 'pincode', msg: 'Pincode must be 6 digits' },
        { field: 'userId', msg: 'Not yours' },
        { field: 'name', msg: 'Name is required' },
      ],
    });
    const expected = [
      { field: 'pincode', message: 'Pincode must be 6 digits' },
      { field: 'name', message: 'Name is required' },
    ];
    expect(fieldErrorsOf(failure)).toEqual(expected);
    expect(fieldErrorsOf(new ApiRequestError(failure))).toEqual(expected);
  });

  it('finds none in a failure that is not the server refusing the input', () => {
    const notOurs: ApiFailure = {
      success: false,
      error: { message: 'Bad Gateway', errors: [{ field: 'name', msg: 'Name is required' }] },
      status: 502,
    };
    expect(fieldErrorsOf(notOurs)).toEqual([]);
    expect(fieldErrorsOf(refused('Nope'))).toEqual([]);
  });
});
