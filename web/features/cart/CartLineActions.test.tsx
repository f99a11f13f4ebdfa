import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import type { Cart, CartItem } from '../../../contract/cart.ts';
import { jsonResponse } from '../../test/render.tsx';
import {
  cartAnswer,
  cartViewUrl,
  makeCart,
  makeCartItem,
  SHOPPER_ID,
  signInShopper,
} from './test-fixtures.ts';
import {
  ADD_URL,
  type Body,
  QUANTITY_URL,
  REMOVE_URL,
  renderCartPage,
  WISHLIST_ADD_URL,
} from './test-render.tsx';

// Remove with Undo, and Move to wishlist, against a stand-in server that keeps the cart.

const frock = makeCartItem();
const romper = makeCartItem({
  _id: 'line-2',
  productId: { _id: 'prod-2', name: 'Dino Romper', images: [], price: 899 },
  color: '#9FD3C7',
  colorName: 'Mint',
  size: '2-3Y',
  quantity: 3,
  price: 899,
  mrp: null,
  stock: 10,
});

/** A cart the stand-in server changes as the calls come in; a re-added line gets a new id. */
function cartServer(items: CartItem[]) {
  let cart: Cart = makeCart(items);
  const set = (next: CartItem[]) => {
    cart = makeCart(next);
    return jsonResponse(cartAnswer(cart));
  };
  return {
    view: () => jsonResponse(cartAnswer(cart)),
    remove: (body: Body) => set(cart.items.filter((item) => item._id !== body.itemId)),
    add: (body: Body) => {
      const back = items.find((item) => item.productId._id === body.productId)!;
      return set([...cart.items, { ...back, _id: `${back._id}-again`, quantity: 1 }]);
    },
    increment: (body: Body) =>
      set(
        cart.items.map((item) =>
          item._id === body.itemId ? { ...item, quantity: item.quantity + 1 } : item,
        ),
      ),
  };
}

/** The Undo action of the 'Item removed from cart' toast. */
function undoOf(success: { mock: { calls: unknown[][] } }) {
  const call = success.mock.calls.find(([message]) => message === 'Item removed from cart');
  if (!call) throw new Error("no 'Item removed from cart' toast");
  return (call[1] as { action: { label: string; onClick: () => void } }).action;
}

describe('remove with undo', () => {
  it('puts the line back with its quantity through the add and quantity calls', async () => {
    signInShopper();
    const success = vi.spyOn(toast, 'success');
    const server = cartServer([frock, romper]);
    const { bodies } = renderCartPage({
      [`GET ${cartViewUrl}`]: server.view,
      [`DELETE ${REMOVE_URL}`]: server.remove,
      [`POST ${ADD_URL}`]: server.add,
      [`PATCH ${QUANTITY_URL}`]: server.increment,
    });
    const line = await screen.findByRole('article', { name: 'Dino Romper' });
    fireEvent.click(within(line).getByRole('button', { name: 'Remove Dino Romper from cart' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Dino Romper' })).not.toBeInTheDocument(),
    );

    const undo = undoOf(success);
    expect(undo.label).toBe('Undo');
    undo.onClick();

    const back = await screen.findByRole('article', { name: 'Dino Romper' });
    await waitFor(() => expect(within(back).getByTestId('quantity')).toHaveTextContent('3'));
    // One add of the same product, colour and size (no price: the server prices it), then two steps.
    expect(bodies(`POST ${ADD_URL}`)).toEqual([
      {
        userId: SHOPPER_ID,
        productId: 'prod-2',
        quantity: 1,
        color: '#9FD3C7',
        colorName: 'Mint',
        size: '2-3Y',
      },
    ]);
    expect(bodies(`PATCH ${QUANTITY_URL}`)).toEqual([
      { userId: SHOPPER_ID, productId: 'prod-2', itemId: 'line-2-again', action: 'increment' },
      { userId: SHOPPER_ID, productId: 'prod-2', itemId: 'line-2-again', action: 'increment' },
    ]);
  });

  it("says the add's refusal when the line cannot come back", async () => {
    signInShopper();
    const success = vi.spyOn(toast, 'success');
    const error = vi.spyOn(toast, 'error');
    const server = cartServer([frock]);
    const { bodies } = renderCartPage({
      [`GET ${cartViewUrl}`]: server.view,
      [`DELETE ${REMOVE_URL}`]: server.remove,
      [`POST ${ADD_URL}`]: () => jsonResponse({ success: false, message: 'This size is out of stock.' }, 409),
    });
    const line = await screen.findByRole('article', { name: 'Little Hearts Smocked Frock' });
    fireEvent.click(within(line).getByRole('button', { name: /^Remove/ }));
    expect(await screen.findByRole('heading', { name: 'Your Cart is Empty' })).toBeInTheDocument();
    // Undo still works with the whole list gone.
    undoOf(success).onClick();
    await waitFor(() => expect(error).toHaveBeenCalledWith('This size is out of stock.', { duration: 3000 }));
    expect(bodies(`PATCH ${QUANTITY_URL}`)).toEqual([]);
  });
});

describe('move to wishlist', () => {
  it('saves the product to the wishlist, then takes the line out of the cart', async () => {
    signInShopper();
    const success = vi.spyOn(toast, 'success');
    const server = cartServer([frock, romper]);
    const { bodies } = renderCartPage({
      [`GET ${cartViewUrl}`]: server.view,
      [`DELETE ${REMOVE_URL}`]: server.remove,
      [`POST ${WISHLIST_ADD_URL}`]: () =>
        jsonResponse({ success: true, message: 'Added to wishlist', productIds: ['prod-2'] }),
    });
    const line = await screen.findByRole('article', { name: 'Dino Romper' });
    fireEvent.click(within(line).getByRole('button', { name: 'Move Dino Romper to wishlist' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Dino Romper' })).not.toBeInTheDocument(),
    );
    expect(bodies(`POST ${WISHLIST_ADD_URL}`)).toEqual([{ productId: 'prod-2' }]);
    expect(bodies(`DELETE ${REMOVE_URL}`)).toEqual([{ userId: SHOPPER_ID, itemId: 'line-2' }]);
    expect(success).toHaveBeenCalledWith('Moved to wishlist', { duration: 2000 });
  });

  it("keeps the line when the wishlist refuses, and says the wishlist's words", async () => {
    signInShopper();
    const error = vi.spyOn(toast, 'error');
    const server = cartServer([frock]);
    const { bodies } = renderCartPage({
      [`GET ${cartViewUrl}`]: server.view,
      [`DELETE ${REMOVE_URL}`]: server.remove,
      [`POST ${WISHLIST_ADD_URL}`]: () =>
        jsonResponse({ success: false, message: 'Your wishlist is full (200 products).' }, 409),
    });
    const line = await screen.findByRole('article', { name: 'Little Hearts Smocked Frock' });
    fireEvent.click(within(line).getByRole('button', { name: /^Move/ }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Your wishlist is full (200 products).', { duration: 3000 }),
    );
    expect(bodies(`DELETE ${REMOVE_URL}`)).toEqual([]);
    expect(within(line).getByRole('button', { name: /^Move/ })).toBeEnabled();
  });
});
