import { describe, expect, it } from 'vitest';
import { cartResponse } from '../../../contract/cart.ts';
import { cartAnswer, makeCart, makeCartItem } from '../../test/cart-fixtures.ts';

// The carts these tests fake are what the server answers with: the contract's answer schema takes
// the builders' output whole (nothing missing, nothing the schema would drop). The cart page also
// reads `cart: null` (a shopper without a cart, from older answers); those tests shape it by hand.

describe('cart test data', () => {
  const frock = makeCartItem();
  const romper = makeCartItem({
    _id: 'line-2',
    productId: { _id: 'prod-2', name: 'Dino Romper', images: [], price: 899 },
    quantity: 2,
    price: 899,
    mrp: null,
  });
  const gone = makeCartItem({
    _id: 'line-3',
    available: false,
    unavailableReason: 'This size is out of stock.',
    stock: 0,
    codAvailable: false,
  });

  it('is a cart answer: empty, full, with unavailable lines, with another delivery rule', () => {
    const carts = [
      makeCart([]),
      makeCart([frock, romper]),
      makeCart([frock, gone]),
      makeCart([romper], { freeDeliveryFrom: 999, deliveryFee: 60 }),
    ];
    for (const cart of carts) {
      const answer = cartAnswer(cart);
      expect(cartResponse.parse(answer)).toEqual(answer);
      expect(cartResponse.parse({ ...answer, message: 'Product added to cart successfully!' })).toMatchObject(
        answer,
      );
    }
  });

  it('adds up like the server: unavailable lines count in the item count only', () => {
    const cart = makeCart([frock, romper, gone]);
    expect(cart.itemCount).toBe(4);
    expect(cart.totalPrice).toBe(1299 + 2 * 899);
    expect(cart.subtotal).toBe(1879 + 2 * 899);
    expect(cart.discount).toBe(cart.subtotal - cart.totalPrice);
    expect(gone.lineTotal).toBe(0);
  });
});
