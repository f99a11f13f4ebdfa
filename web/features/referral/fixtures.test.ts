import { describe, expect, it } from 'vitest';
import { articleResponse } from '../../../contract/catalog.ts';
import { profileResponse } from '../../../contract/profile.ts';
import { makeArticle, makeShopper } from './test-data.ts';

// The referral fakes answer what the server answers: each builder's output passes the contract's schema.
describe('referral test data', () => {
  it('builds articles the article endpoint could answer', () => {
    expect(() => articleResponse.parse({ success: true, data: [makeArticle()] })).not.toThrow();
    expect(() =>
      articleResponse.parse({ success: true, data: [makeArticle({ image: '', createdAt: '' })] }),
    ).not.toThrow();
  });

  it('builds a shopper the profile endpoint could answer', () => {
    expect(() => profileResponse.parse({ success: true, user: makeShopper() })).not.toThrow();
  });
});
