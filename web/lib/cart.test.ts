import { describe, expect, it } from 'vitest';
import { makeCart, makeCartItem } from '../test/cart-fixtures.ts';
import { EMPTY_CART, readCartAnswer, stepQuantity } from './cart.ts';

describe('a quantity step shown before the server answers', () => {
  const frock = makeCartItem({ quantity: 2, price: 999.5, mrp: 1200 });
  const romper = makeCartItem({ _id: 'line-2', price: 899, mrp: null, quantity: 1 });
  const gone = makeCartItem({ _id: 'line-3', price: 500, quantity: 1, available: false });
  const cart = makeCart([frock, romper, gone]);

  it('moves the line and the totals by one unit price (subtotal by the M.R.P)', () => {
    const up = stepQuantity(cart, 'line-1', 1);
    expect(up.items[0]).toMatchObject({ quantity: 3, lineTotal: 2998.5 });
    expect(up.subtotal).toBe(cart.subtotal + 1200);
    expect(up.totalPrice).toBe(cart.totalPrice + 999.5);
    expect(up.discount).toBe(up.subtotal - up.totalPrice);
    expect(up.itemCount).toBe(cart.itemCount + 1);
    expect(up.items[1]).toBe(cart.items[1]);

    // Without a higher M.R.P the subtotal moves by the price.
    const down = stepQuantity(stepQuantity(cart, 'line-2', 1), 'line-2', -1);
    expect(down).toEqual(cart);
  });

  it('never goes below 1, ignores unknown lines, and leaves unavailable lines out of the totals', () => {
    expect(stepQuantity(cart, 'line-2', -1)).toBe(cart);
    expect(stepQuantity(cart, 'nope', 1)).toBe(cart);
    const up = stepQuantity(cart, 'line-3', 1);
    expect(up.totalPrice).toBe(cart.totalPrice);
    expect(up.subtotal).toBe(cart.subtotal);
    expect(up.itemCount).toBe(cart.itemCount + 1);
    expect(up.items[2]).toMatchObject({ quantity: 2, lineTotal: 0 });
  });
});

describe('reading a cart answer', () => {
  it('reads the contract shape, a missing cart as empty, and nothing else', () => {
    const cart = makeCart([makeCartItem()]);
    expect(readCartAnswer({ success: true, cart })).toEqual(cart);
    expect(readCartAnswer({ success: true, cart: null })).toEqual(EMPTY_CART);
    expect(readCartAnswer({ success: true })).toBeNull();
    expect(readCartAnswer('<html>')).toBeNull();
  });

  it('skips lines it cannot read and fills gaps sensibly', () => {
    const answer = readCartAnswer({
      cart: {
        _id: 'c1',
        items: [
          {
            _id: 'l1',
            productId: { _id: 'p1', name: 'Frock', images: ['a.webp', 7], price: 500 },
            quantity: 2,
            price: 450,
            mrp: 400,
          },
          { _id: 'l2', productId: null },
        ],
        subtotal: 900,
        discount: 0,
        totalPrice: 900,
      },
    });
    expect(answer?.items).toHaveLength(1);
    expect(answer?.items[0]).toMatchObject({
      productId: { _id: 'p1', images: ['a.webp'] },
      quantity: 2,
      price: 450,
      // An M.R.P not above the price is not shown.
      mrp: null,
      available: true,
    });
    expect(answer?.itemCount).toBe(2);
  });
});
