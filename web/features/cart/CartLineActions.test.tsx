import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import type { Cart, CartItem } from '../../../contract/cart.ts';
import { cartAnswer, makeCart, makeCartItem, SHOPPER_ID, signInShopper } from '../../test/cart-fixtures.ts';
import { type FakeHandlers, refusal } from '../../test/fake-api.ts';
import { renderCartPage } from './test-render.tsx';

// Remove with Undo, and Move to wishlist, against a fake API that keeps the cart.

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

/** Cart endpoints that change the cart as the calls come in; a re-added line gets a new id. */
function cartServer(items: CartItem[]) {
  let cart: Cart = makeCart(items);
  const keep = (next: CartItem[]) => {
    cart = makeCart(next);
    return cartAnswer(cart);
  };
  return {
    cart: () => cartAnswer(cart),
    cartRemove: ({ body }) => keep(cart.items.filter((item) => item._id !== body.itemId)),
    cartAdd: ({ body }) => {
      const back = items.find((item) => item.productId._id === body.productId)!;
      return keep([...cart.items, { ...back, _id: `${back._id}-again`, quantity: 1 }]);
    },
    cartQuantity: ({ body }) =>
      keep(
        cart.items.map((item) =>
          item._id === body.itemId ? { ...item, quantity: item.quantity + 1 } : item,
        ),
      ),
  } satisfies FakeHandlers;
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
    const { api } = renderCartPage(server);
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
    expect(api.calls('cartAdd').map((call) => call.body)).toEqual([
      {
        userId: SHOPPER_ID,
        productId: 'prod-2',
        quantity: 1,
        color: '#9FD3C7',
        colorName: 'Mint',
        size: '2-3Y',
      },
    ]);
    expect(api.calls('cartQuantity').map((call) => call.body)).toEqual([
      { userId: SHOPPER_ID, productId: 'prod-2', itemId: 'line-2-again', action: 'increment' },
      { userId: SHOPPER_ID, productId: 'prod-2', itemId: 'line-2-again', action: 'increment' },
    ]);
  });

  it("says the add's refusal when the line cannot come back", async () => {
    signInShopper();
    const success = vi.spyOn(toast, 'success');
    const error = vi.spyOn(toast, 'error');
    const server = cartServer([frock]);
    const { api } = renderCartPage({
      cart: server.cart,
      cartRemove: server.cartRemove,
      cartAdd: () => refusal(409, 'This size is out of stock.'),
    });
    const line = await screen.findByRole('article', { name: 'Little Hearts Smocked Frock' });
    fireEvent.click(within(line).getByRole('button', { name: /^Remove/ }));
    expect(await screen.findByRole('heading', { name: 'Your Cart is Empty' })).toBeInTheDocument();
    // Undo still works with the whole list gone.
    undoOf(success).onClick();
    await waitFor(() => expect(error).toHaveBeenCalledWith('This size is out of stock.', { duration: 3000 }));
    expect(api.calls('cartQuantity')).toEqual([]);
  });
});

describe('move to wishlist', () => {
  it('saves the product to the wishlist, then takes the line out of the cart', async () => {
    signInShopper();
    const success = vi.spyOn(toast, 'success');
    const server = cartServer([frock, romper]);
    const { api } = renderCartPage({
      cart: server.cart,
      cartRemove: server.cartRemove,
      wishlistAdd: () => ({ message: 'Added to wishlist', productIds: ['prod-2'] }),
    });
    const line = await screen.findByRole('article', { name: 'Dino Romper' });
    fireEvent.click(within(line).getByRole('button', { name: 'Move Dino Romper to wishlist' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Dino Romper' })).not.toBeInTheDocument(),
    );
    expect(api.calls('wishlistAdd').map((call) => call.body)).toEqual([{ productId: 'prod-2' }]);
    expect(api.calls('cartRemove').map((call) => call.body)).toEqual([
      { userId: SHOPPER_ID, itemId: 'line-2' },
    ]);
    expect(success).toHaveBeenCalledWith('Moved to wishlist', { duration: 2000 });
  });

  it("keeps the line when the wishlist refuses, and says the wishlist's words", async () => {
    signInShopper();
    const error = vi.spyOn(toast, 'error');
    const server = cartServer([frock]);
    const { api } = renderCartPage({
      cart: server.cart,
      cartRemove: server.cartRemove,
      wishlistAdd: () => refusal(409, 'Your wishlist is full (200 products).'),
    });
    const line = await screen.findByRole('article', { name: 'Little Hearts Smocked Frock' });
    fireEvent.click(within(line).getByRole('button', { name: /^Move/ }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Your wishlist is full (200 products).', { duration: 3000 }),
    );
    expect(api.calls('cartRemove')).toEqual([]);
    expect(within(line).getByRole('button', { name: /^Move/ })).toBeEnabled();
  });
});
