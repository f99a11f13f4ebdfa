import { describe, expect, it } from 'vitest';
import { sellerApplicationResponse, sellerSubmitResponse } from '../../../contract/seller.ts';
import { makeApplication, submitted } from './test-support.tsx';

// The seller fakes answer what the server answers: each builder's output passes the contract's schema.
describe('seller test data', () => {
  it('builds applications the application endpoint could answer', () => {
    for (const status of ['pending', 'approved', 'rejected'] as const) {
      expect(() =>
        sellerApplicationResponse.parse({ success: true, application: makeApplication({ status }) }),
      ).not.toThrow();
    }
    expect(() => sellerApplicationResponse.parse({ success: true, application: null })).not.toThrow();
  });

  it('builds the answer to a submission', () => {
    expect(() => sellerSubmitResponse.parse({ success: true, ...submitted() })).not.toThrow();
  });
});
