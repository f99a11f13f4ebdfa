import { describe, expect, it } from 'vitest';
import { wishlistChangeResponse, wishlistResponse } from '../../../contract/wishlist.ts';
import { TOKEN_KEY } from '../../lib/auth-storage.ts';
import { call } from '../../lib/call.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { wishlistHandlers } from '../../test/wishlist-fixtures.ts';
import { makeFrock, makeProduct } from './test-fixtures.ts';

// The wishlist these tests fake is what the server answers with: the contract's schemas take the
// fake's answers whole.

const saved = [makeFrock(), makeProduct(2), makeProduct(3, { CODAvailable: false })];

/** What the web reads from the fake for one endpoint's call. */
async function data<T>(result: Promise<{ success: boolean; data?: T }>): Promise<T> {
  const read = await result;
  expect(read.success).toBe(true);
  return read.data as T;
}

describe('wishlist test data', () => {
  it('is a wishlist answer, newest first', async () => {
    localStorage.setItem(TOKEN_KEY, 'token-1');
    fakeApi(wishlistHandlers(saved));
    const answer = await data(call('wishlist'));
    expect(wishlistResponse.parse(answer)).toEqual(answer);
    expect(answer.wishlist.map((entry) => entry.productId._id)).toEqual(['prod-1', 'p2', 'p3']);
    const dates = answer.wishlist.map((entry) => entry.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('answers an add and a removal with the ids now saved', async () => {
    localStorage.setItem(TOKEN_KEY, 'token-1');
    fakeApi(wishlistHandlers(saved.slice(0, 1), saved));
    const added = await data(call('wishlistAdd', { body: { productId: 'p2' } }));
    expect(wishlistChangeResponse.parse(added)).toEqual(added);
    expect(added.productIds).toEqual(['p2', 'prod-1']);
    const removed = await data(call('wishlistRemove', { body: { productId: 'prod-1' } }));
    expect(wishlistChangeResponse.parse(removed)).toEqual(removed);
    expect(removed.productIds).toEqual(['p2']);
    const listed = await data(call('wishlist'));
    expect(listed.wishlist.map((entry) => entry.productId._id)).toEqual(['p2']);
  });
});
