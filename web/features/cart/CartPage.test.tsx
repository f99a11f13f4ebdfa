import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '../../../contract/cart.ts';
import { TOKEN_KEY, USER_ID_KEY } from '../../lib/auth-storage.ts';
import {
  cartAnswer,
  makeCart,
  makeCartItem,
  SHOPPER_ID,
  SHOPPER_TOKEN,
  signInShopper,
} from '../../test/cart-fixtures.ts';
import { answer, deferred, refusal } from '../../test/fake-api.ts';
import { renderCartPage as renderCart } from './test-render.tsx';

const frock = makeCartItem();
const romper = makeCartItem({
  _id: 'line-2',
  productId: { _id: 'prod-2', name: 'Dino Romper', images: [], price: 899 },
  color: '#9FD3C7',
  colorName: 'Mint',
  size: '2-3Y',
  quantity: 2,
  price: 899,
  mrp: null,
  stock: 10,
});

const line = (name: string) => screen.getByRole('article', { name });
const subtotal = () => screen.getByTestId('cart-subtotal');
const total = () => screen.getByTestId('cart-total');

describe('cart page', () => {
  it('shows skeleton rows while the cart loads', async () => {
    signInShopper();
    renderCart({ cart: () => new Promise<Response>(() => {}) });
    expect(screen.getByTestId('cart-skeleton')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading cart…');
    await waitFor(() => expect(document.title).toContain('Cart'));
  });

  it("shows 'Your Cart is Empty' with Continue Shopping to /", async () => {
    signInShopper();
    const { router } = renderCart({ cart: () => answer({ success: true, cart: null }) });
    expect(await screen.findByRole('heading', { name: 'Your Cart is Empty' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Continue Shopping' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('lists each line with picture, name, colour, size, price and M.R.P, and sums them up', async () => {
    signInShopper();
    const { api } = renderCart({ cart: () => cartAnswer(makeCart([frock, romper])) });
    const first = await screen.findByRole('article', { name: 'Little Hearts Smocked Frock' });
    expect(within(first).getByRole('link', { name: 'Little Hearts Smocked Frock' })).toHaveAttribute(
      'href',
      '/product/prod-1',
    );
    expect(first).toHaveTextContent('Colour: Off White');
    expect(first).toHaveTextContent('Size: 6-7Y');
    expect(within(first).getByTestId('unit-price')).toHaveTextContent('₹1,299');
    expect(within(first).getByText('₹1,879', { selector: 's' })).toBeInTheDocument();
    expect(within(first).getByTestId('quantity')).toHaveTextContent('1');
    const second = line('Dino Romper');
    expect(second).toHaveTextContent('Colour: Mint');
    expect(second).not.toHaveTextContent('M.R.P');

    // The checkout's words and meaning: M.R.P total (1879 + 2 × 899), its discount, Subtotal at
    // selling prices, delivery (free from ₹499), the total.
    expect(screen.getByText('Total M.R.P.')).toBeInTheDocument();
    expect(screen.getByTestId('cart-mrp-total')).toHaveTextContent('₹3,677');
    expect(screen.getByText('Discount on M.R.P.')).toBeInTheDocument();
    expect(screen.getByTestId('cart-discount')).toHaveTextContent('−₹580');
    expect(screen.getByText('Subtotal (3 items)')).toBeInTheDocument();
    expect(subtotal()).toHaveTextContent('₹3,097');
    expect(screen.getByTestId('cart-delivery')).toHaveTextContent('Free');
    expect(total()).toHaveTextContent('₹3,097');
    expect(screen.getByText('3 items')).toBeInTheDocument();

    expect(api.calls('cart')[0]?.headers.get('Authorization')).toBe(`Bearer ${SHOPPER_TOKEN}`);
  });

  it('greys an unavailable line with its reason and a Remove button, and leaves it out of the totals', async () => {
    signInShopper();
    const gone = makeCartItem({
      _id: 'line-3',
      productId: { _id: 'prod-3', name: 'Sailor Shorts', images: [], price: 599 },
      price: 599,
      mrp: null,
      available: false,
      unavailableReason: 'This size is out of stock.',
      stock: 0,
    });
    const short = { ...romper, quantity: 3, stock: 2, lineTotal: 2697 };
    renderCart({ cart: () => cartAnswer(makeCart([gone, short])) });
    const unavailable = await screen.findByRole('article', { name: 'Sailor Shorts' });
    expect(unavailable).toHaveAttribute('data-available', 'false');
    expect(unavailable).toHaveTextContent('This size is out of stock.');
    expect(within(unavailable).queryByRole('group')).not.toBeInTheDocument();
    expect(within(unavailable).getByRole('button', { name: 'Remove Sailor Shorts from cart' })).toBeEnabled();

    // Stock fell below the quantity: a warning, and no more can be added.
    const romperLine = line('Dino Romper');
    expect(romperLine).toHaveTextContent('Only 2 left');
    expect(
      within(romperLine).getByRole('button', { name: 'Increase quantity of Dino Romper' }),
    ).toBeDisabled();

    expect(subtotal()).toHaveTextContent('₹2,697');
    expect(total()).toHaveTextContent('₹2,697');
    expect(screen.queryByTestId('cart-discount')).not.toBeInTheDocument();
  });

  it("says 'Failed to load cart data' with Try Again when no cart could be loaded", async () => {
    signInShopper();
    let fail = true;
    renderCart({
      cart: () => (fail ? refusal(503, 'Database unavailable') : cartAnswer(makeCart([frock]))),
    });
    expect(await screen.findByText('Failed to load cart data', {}, { timeout: 4000 })).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Little Hearts Smocked Frock' })).toBeInTheDocument();
  });

  it("says 'Please sign in.' when the session is refused, clears it and goes to /signin", async () => {
    signInShopper();
    const error = vi.spyOn(toast, 'error');
    const { router } = renderCart({
      cart: () => refusal(401, 'Login Required.'),
    });
    expect(await screen.findByText('Please sign in.')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Session expired. Please sign in again.', { duration: 4000 });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });

  it("says 'Please sign in.' without asking the server when nobody is signed in", async () => {
    const { api } = renderCart({ cart: () => cartAnswer(makeCart([frock])) });
    expect(await screen.findByText('Please sign in.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin?redirect=%2Fcart');
    expect(api.spy).not.toHaveBeenCalled();
  });
});

describe('cart quantity', () => {
  it('steps up at once, waits for the server, then reads the cart again', async () => {
    signInShopper();
    let server: Cart = makeCart([frock]);
    const patch = deferred();
    const { api } = renderCart({
      cart: () => cartAnswer(server),
      cartQuantity: ({ body }) => {
        expect(body).toEqual({
          userId: SHOPPER_ID,
          productId: 'prod-1',
          itemId: 'line-1',
          action: 'increment',
        });
        return patch.promise;
      },
    });
    const frockLine = await screen.findByRole('article', { name: 'Little Hearts Smocked Frock' });
    const plus = within(frockLine).getByRole('button', {
      name: 'Increase quantity of Little Hearts Smocked Frock',
    });
    const minus = within(frockLine).getByRole('button', {
      name: 'Decrease quantity of Little Hearts Smocked Frock',
    });
    expect(minus).toBeDisabled();
    expect(api.calls('cart')).toHaveLength(1);

    fireEvent.click(plus);
    // Before the server answers: the new quantity and totals, both buttons waiting.
    await waitFor(() => expect(within(frockLine).getByTestId('quantity')).toHaveTextContent('2'));
    expect(screen.getByTestId('cart-mrp-total')).toHaveTextContent('₹3,758');
    expect(subtotal()).toHaveTextContent('₹2,598');
    expect(total()).toHaveTextContent('₹2,598');
    expect(plus).toBeDisabled();
    expect(minus).toBeDisabled();
    expect(api.calls('cart')).toHaveLength(1);

    // The server stores it (and its price moved meanwhile): the reload shows the server's cart.
    server = makeCart([{ ...frock, quantity: 2, price: 1199, lineTotal: 2398 }]);
    patch.resolve(answer(cartAnswer(server)));
    await waitFor(() => expect(api.calls('cart')).toHaveLength(2));
    await waitFor(() => expect(total()).toHaveTextContent('₹2,398'));
    expect(plus).toBeEnabled();
    expect(minus).toBeEnabled();
  });

  it("shows the server's message when a step is refused, and reads the cart again", async () => {
    signInShopper();
    const error = vi.spyOn(toast, 'error');
    const server = makeCart([{ ...frock, quantity: 2, stock: 3 }]);
    const patch = deferred();
    const { api } = renderCart({
      cart: () => cartAnswer(server),
      cartQuantity: () => patch.promise,
    });
    const frockLine = await screen.findByRole('article', { name: 'Little Hearts Smocked Frock' });
    expect(total()).toHaveTextContent('₹2,598');
    fireEvent.click(within(frockLine).getByRole('button', { name: /Increase quantity/ }));
    await waitFor(() => expect(total()).toHaveTextContent('₹3,897'));
    expect(screen.getByTestId('cart-mrp-total')).toHaveTextContent('₹5,637');

    patch.resolve(refusal(409, 'Only 2 left in stock for this size.'));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Only 2 left in stock for this size.', { duration: 3000 }),
    );
    await waitFor(() => expect(api.calls('cart')).toHaveLength(2));
    expect(within(frockLine).getByTestId('quantity')).toHaveTextContent('2');
    expect(total()).toHaveTextContent('₹2,598');
  });

  it('steps down, and stops at 1', async () => {
    signInShopper();
    let server = makeCart([{ ...romper, quantity: 2 }]);
    renderCart({
      cart: () => cartAnswer(server),
      cartQuantity: ({ body }) => {
        expect(body.action).toBe('decrement');
        server = makeCart([{ ...romper, quantity: 1 }]);
        return cartAnswer(server);
      },
    });
    const romperLine = await screen.findByRole('article', { name: 'Dino Romper' });
    const minus = within(romperLine).getByRole('button', { name: 'Decrease quantity of Dino Romper' });
    expect(minus).toBeEnabled();
    fireEvent.click(minus);
    await waitFor(() => expect(within(romperLine).getByTestId('quantity')).toHaveTextContent('1'));
    await waitFor(() => expect(total()).toHaveTextContent('₹899'));
    // At 1 it stays disabled once the reload is in.
    await waitFor(() =>
      expect(within(romperLine).getByRole('button', { name: /Increase quantity/ })).toBeEnabled(),
    );
    expect(minus).toBeDisabled();
  });
});

describe('cart remove and checkout', () => {
  afterEach(() => sessionStorage.clear());

  it('removes a line when the server agrees', async () => {
    signInShopper();
    const success = vi.spyOn(toast, 'success');
    const removal = deferred();
    renderCart({
      cart: () => cartAnswer(makeCart([frock, romper])),
      cartRemove: ({ body }) => {
        expect(body).toEqual({ userId: SHOPPER_ID, itemId: 'line-2' });
        return removal.promise;
      },
    });
    const romperLine = await screen.findByRole('article', { name: 'Dino Romper' });
    fireEvent.click(within(romperLine).getByRole('button', { name: 'Remove Dino Romper from cart' }));
    expect(await within(romperLine).findByText('Removing...')).toBeInTheDocument();
    removal.resolve(answer(cartAnswer(makeCart([frock]))));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Dino Romper' })).not.toBeInTheDocument(),
    );
    expect(success).toHaveBeenCalledWith('Item removed from cart', {
      duration: 6000,
      action: { label: 'Undo', onClick: expect.any(Function) },
    });
    expect(total()).toHaveTextContent('₹1,299');
  });

  it("says 'Failed to remove item' and keeps the line when the server refuses", async () => {
    signInShopper();
    const error = vi.spyOn(toast, 'error');
    const { api } = renderCart({
      cart: () => cartAnswer(makeCart([frock])),
      cartRemove: () => refusal(503, 'Database unavailable'),
    });
    const frockLine = await screen.findByRole('article', { name: 'Little Hearts Smocked Frock' });
    fireEvent.click(within(frockLine).getByRole('button', { name: /^Remove/ }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to remove item', { duration: 3000 }));
    await waitFor(() => expect(api.calls('cart')).toHaveLength(2));
    expect(screen.getByRole('article', { name: 'Little Hearts Smocked Frock' })).toBeInTheDocument();
  });

  it('needs a cart id to check out, and asks nothing without one', async () => {
    signInShopper();
    const error = vi.spyOn(toast, 'error');
    const { api, router } = renderCart({
      cart: () => cartAnswer(makeCart([frock], { _id: null })),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Checkout' }));
    expect(error).toHaveBeenCalledWith('Cart ID is missing. Please add items to your cart first.', {
      duration: 3000,
    });
    expect(api.spy.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
    expect(router.state.location.pathname).toBe('/cart');
  });

  it("opens a checkout: 'Processing...' while it waits, 'Checkout successful!', then the address step", async () => {
    signInShopper();
    const success = vi.spyOn(toast, 'success');
    const creation = deferred();
    const { router, api } = renderCart({
      cart: () => cartAnswer(makeCart([frock])),
      checkoutCreate: () => creation.promise,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Checkout' }));
    const busy = await screen.findByRole('button', { name: 'Processing...' });
    expect(busy).toBeDisabled();
    const [sent] = api.calls('checkoutCreate');
    expect(sent?.method).toBe('POST');
    expect(sent?.body).toEqual({ cartId: 'cart-1' });
    expect(sent?.headers.get('Authorization')).toBe(`Bearer ${SHOPPER_TOKEN}`);
    // The cart reads only the new checkout's id.
    creation.resolve(
      answer({ success: true, message: 'Checkout successful!', checkout: { _id: 'co-9', items: [] } }, 201),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/address/co-9'));
    expect(success).toHaveBeenCalledWith('Checkout successful!', { duration: 2000 });
    expect(sessionStorage.getItem('checkoutId')).toBe('co-9');
  });

  it('says the stock words on a 400 and reads the cart again', async () => {
    signInShopper();
    const error = vi.spyOn(toast, 'error');
    const { router, api } = renderCart({
      cart: () => cartAnswer(makeCart([frock])),
      checkoutCreate: () => refusal(400, 'Only 1 left of Little Hearts Smocked Frock'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Checkout' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Insufficient stock available for one or more items.', {
        duration: 3000,
      }),
    );
    await waitFor(() => expect(api.calls('cart')).toHaveLength(2));
    expect(router.state.location.pathname).toBe('/cart');
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled();
    expect(sessionStorage.getItem('checkoutId')).toBeNull();
  });

  it.each([
    ["the server's message", () => refusal(409, 'Your cart is empty.'), 'Your cart is empty.'],
    [
      'the fallback when the server gives no words',
      () => new Response('<html>Bad gateway</html>', { status: 502 }),
      'An unexpected error occurred. Please try again.',
    ],
    [
      'the fallback when no answer comes',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'An unexpected error occurred. Please try again.',
    ],
  ])('says %s on any other failure', async (_, failure, message) => {
    signInShopper();
    const error = vi.spyOn(toast, 'error');
    const { router } = renderCart({
      cart: () => cartAnswer(makeCart([frock])),
      checkoutCreate: failure,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(message, { duration: 3000 }));
    expect(router.state.location.pathname).toBe('/cart');
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled();
  });

  it('ends a lost session on checkout: clears the sign-in and goes to sign in', async () => {
    signInShopper();
    const error = vi.spyOn(toast, 'error');
    const { router } = renderCart({
      cart: () => cartAnswer(makeCart([frock])),
      checkoutCreate: () => refusal(401, 'Login Required.'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Checkout' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Session expired. Please sign in again.', { duration: 4000 }),
    );
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'), { timeout: 3000 });
  });

  it('offers no checkout when nothing in the cart can be bought', async () => {
    signInShopper();
    renderCart({
      cart: () =>
        cartAnswer(
          makeCart([{ ...frock, available: false, unavailableReason: 'This product is not available.' }]),
        ),
    });
    expect(await screen.findByRole('button', { name: 'Checkout' })).toBeDisabled();
    expect(screen.getByText('Remove the unavailable items to continue.')).toBeInTheDocument();
    expect(localStorage.getItem(USER_ID_KEY)).toBe(SHOPPER_ID);
  });
});
