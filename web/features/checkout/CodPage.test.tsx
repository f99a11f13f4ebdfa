import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getStoredToken } from '../../lib/auth-storage.ts';
import { cartQueryKey } from '../../lib/cart.ts';
import { SELECTED_ADDRESS_KEY } from '../../lib/selected-address.ts';
import { SESSION_EXPIRED_MESSAGE } from '../../lib/session-expiry.ts';
import { setAccountData } from '../../lib/use-account-query.ts';
import { makeCart } from '../../test/cart-fixtures.ts';
import { answer, deferred, type FakeHandlers, refusal } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import CodPage from './CodPage.tsx';
import OrderSuccessPage from './OrderSuccessPage.tsx';
import {
  CHECKOUT_ID,
  type CheckoutData,
  fakeCheckoutApi,
  home,
  makeAddress,
  makeCheckout,
  makeItem,
  makePlacedOrder,
  promiseAnswer,
  SHOPPER_TOKEN,
  signInShopper,
} from './test-fixtures.ts';

function renderCod(
  data: CheckoutData = {},
  handlers: FakeHandlers = {},
  { chosen = 'addr-1' }: { chosen?: string | null } = {},
) {
  signInShopper();
  if (chosen) localStorage.setItem(SELECTED_ADDRESS_KEY, chosen);
  const api = fakeCheckoutApi(data, handlers);
  const view = renderRoutes(
    [
      { path: '/cod/:id', element: <CodPage /> },
      { path: '/order-success', element: <OrderSuccessPage /> },
      { path: '/address/:id', element: <p>Address step</p> },
      { path: '/signin', element: <p>Sign in page</p> },
    ],
    `/cod/${CHECKOUT_ID}`,
  );
  return { ...view, api };
}

const placeButton = () => screen.getByRole('button', { name: 'Place Order' });

afterEach(() => sessionStorage.clear());

describe('cash on delivery page', () => {
  it('shows the one payment option chosen, the chosen address and the summary', async () => {
    renderCod();
    expect(screen.getByRole('heading', { level: 1, name: 'Cash on Delivery' })).toBeInTheDocument();
    const option = await screen.findByRole('radio', { name: 'Cash on Delivery' });
    expect(option).toBeChecked();
    expect(option).toHaveAccessibleDescription('Pay when you receive your order');
    const address = screen.getByTestId('delivery-address');
    expect(await within(address).findByText('Asha Rao')).toBeInTheDocument();
    expect(address).toHaveTextContent('12 Lake View Road, Indiranagar');
    expect(within(address).getByRole('link', { name: 'Change delivery address' })).toHaveAttribute(
      'href',
      `/address/${CHECKOUT_ID}`,
    );
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹1,599');
    expect(placeButton()).toBeEnabled();
    await waitFor(() => expect(document.title).toContain('Cash on Delivery'));
  });

  it('sends the shopper back to the address step with a message when no address is chosen', async () => {
    const error = vi.spyOn(toast, 'error');
    const { api, router } = renderCod({}, {}, { chosen: null });
    expect(await screen.findByText('Address step')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/address/${CHECKOUT_ID}`);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('Please select a delivery address first.', { duration: 4000 });
    expect(api.calls('orderCreate')).toHaveLength(0);
    // Replaced, not pushed: Back does not return to a payment step that cannot be used.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends the shopper back too when the chosen address is no longer saved', async () => {
    const { router } = renderCod({}, {}, { chosen: 'addr-gone' });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/address/${CHECKOUT_ID}`));
  });

  it('keeps the chosen address over a reload, even when the shared choice is gone', async () => {
    const first = renderCod();
    expect(
      await within(await screen.findByTestId('delivery-address')).findByText('Asha Rao'),
    ).toBeInTheDocument();
    first.unmount();
    // The shared choice goes (another tab, the address screen forgetting it); the page is reloaded.
    localStorage.removeItem(SELECTED_ADDRESS_KEY);
    const { api } = renderCod({}, {}, { chosen: null });
    expect(
      await within(await screen.findByTestId('delivery-address')).findByText('Asha Rao'),
    ).toBeInTheDocument();
    fireEvent.click(placeButton());
    await waitFor(() => expect(api.calls('orderCreate')).toHaveLength(1));
    expect(api.calls('orderCreate')[0]?.body).toMatchObject({ addressId: 'addr-1' });
  });

  it('ships to the address Continue confirmed for this checkout, whatever was chosen since elsewhere', async () => {
    sessionStorage.setItem(`checkoutAddress:${CHECKOUT_ID}`, 'addr-2');
    const { api } = renderCod(
      { addresses: [home, makeAddress({ _id: 'addr-2', name: 'Ravi Kumar', pincode: '110001' })] },
      {},
      { chosen: 'addr-1' },
    );
    const address = await screen.findByTestId('delivery-address');
    expect(await within(address).findByText('Ravi Kumar')).toBeInTheDocument();
    fireEvent.click(placeButton());
    await waitFor(() => expect(api.calls('orderCreate')).toHaveLength(1));
    expect(api.calls('orderCreate')[0]?.body).toMatchObject({ addressId: 'addr-2' });
  });

  it("shows the delivery date for the address's pincode", async () => {
    const { api } = renderCod(
      {},
      { expectedDate: ({ query }) => promiseAnswer(query.get('pincode') ?? '', 'Delivery by Mon, 23 Nov') },
    );
    const address = await screen.findByTestId('delivery-address');
    expect(await within(address).findByText('Delivery by Mon, 23 Nov')).toBeInTheDocument();
    expect(api.calls('expectedDate').map((call) => call.url)).toEqual([
      '/api/user/Products/expected_date?pincode=560001',
    ]);
  });

  it('confirms the order with the cash to keep ready, the delivery date and the items, without asking again', async () => {
    const { api } = renderCod();
    await screen.findByText('Asha Rao');
    fireEvent.click(placeButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Complete' })).toBeInTheDocument();
    expect(screen.getByTestId('order-number')).toHaveTextContent('LL-2026-000001');
    expect(screen.getByTestId('keep-ready')).toHaveTextContent('Keep ₹1,599 ready');
    expect(screen.getByText('Delivery by Tue, 1 Dec')).toBeInTheDocument();
    const items = screen.getAllByTestId('ordered-item');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Little Hearts Smocked Frock');
    expect(items[0]).toHaveTextContent('Off White');
    expect(items[0]).toHaveTextContent('Size 6-7Y');
    expect(items[0]).toHaveTextContent('Qty 1');
    expect(items[0]?.querySelector('img')?.getAttribute('src')).toContain('white-front');
    expect(items[1]).toHaveTextContent('Dino Romper');
    expect(items[1]).toHaveTextContent('Mint');
    expect(items[1]).toHaveTextContent('Qty 2');
    expect(api.calls('order')).toHaveLength(0);
    expect(sessionStorage.getItem(`checkoutAddress:${CHECKOUT_ID}`)).toBeNull();
  });

  it("places the order: 'Placing order...', the spec's payload, then Order Complete with the id and coins", async () => {
    const success = vi.spyOn(toast, 'success');
    const placing = deferred();
    sessionStorage.setItem('checkoutId', CHECKOUT_ID);
    const { router, api, client } = renderCod({}, { orderCreate: () => placing.promise });
    setAccountData(client, cartQueryKey, makeCart([]));
    await screen.findByText('Asha Rao');
    fireEvent.click(placeButton());
    const busy = await screen.findByRole('button', { name: 'Placing order...' });
    expect(busy).toBeDisabled();
    expect(api.calls('orderCreate').map((call) => call.body)).toEqual([
      { checkoutId: CHECKOUT_ID, addressId: 'addr-1', deliveryCharge: 0, paymentMethod: 'Cash on Delivery' },
    ]);
    expect(api.calls('orderCreate')[0]?.headers.get('Authorization')).toBe(`Bearer ${SHOPPER_TOKEN}`);

    // An answer whose order carries only its id and number still confirms the order.
    placing.resolve(
      answer(
        {
          success: true,
          message: 'Order placed successfully!',
          order: { _id: 'order-77', orderNumber: 'LL-2026-000077' },
          coinsEarned: 14,
        },
        201,
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-success'));
    expect(router.state.location.state).toEqual({
      orderId: 'order-77',
      orderNumber: 'LL-2026-000077',
      coinsEarned: 14,
    });
    expect(success).toHaveBeenCalledWith('Order placed successfully!', { duration: 3000 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Complete' })).toBeInTheDocument();
    // The number the shopper is told everywhere, never the internal id.
    expect(screen.getByTestId('order-number')).toHaveTextContent('LL-2026-000077');
    expect(screen.getByText('Order number:')).toBeInTheDocument();
    expect(screen.queryByText(/order-77/)).not.toBeInTheDocument();
    expect(screen.getByText('You earned 14 coins')).toBeInTheDocument();
    expect(sessionStorage.getItem('checkoutId')).toBeNull();
    expect(client.getQueryState(['cart'])?.isInvalidated).toBe(true);
  });

  it('sends the delivery charge the checkout shows', async () => {
    const { api } = renderCod({
      checkout: makeCheckout({ items: [makeItem({ price: 399, lineTotal: 399, mrp: null })] }),
    });
    await screen.findByText('Asha Rao');
    fireEvent.click(placeButton());
    await waitFor(() => expect(api.calls('orderCreate')).toHaveLength(1));
    expect(api.calls('orderCreate')[0]?.body).toMatchObject({ deliveryCharge: 49 });
  });

  it.each([
    [
      "the server's message",
      () => refusal(422, 'Cash on Delivery is not available at this pincode.'),
      'Cash on Delivery is not available at this pincode.',
    ],
    [
      "'Failed to place order' when it gives no words",
      () => new Response('', { status: 502 }),
      'Failed to place order',
    ],
    [
      "'Failed to place order' when no answer comes",
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Failed to place order',
    ],
  ])('says %s when the order is refused, and stays to try again', async (_, orderCreate, message) => {
    const error = vi.spyOn(toast, 'error');
    sessionStorage.setItem('checkoutId', CHECKOUT_ID);
    const { router } = renderCod({}, { orderCreate });
    await screen.findByText('Asha Rao');
    fireEvent.click(placeButton());
    await waitFor(() => expect(error).toHaveBeenCalledWith(message, { duration: 4000 }));
    expect(router.state.location.pathname).toBe(`/cod/${CHECKOUT_ID}`);
    expect(placeButton()).toBeEnabled();
    expect(sessionStorage.getItem('checkoutId')).toBe(CHECKOUT_ID);
  });

  it('ends a lost session on Place Order: clears the sign-in and goes to sign in', async () => {
    const error = vi.spyOn(toast, 'error');
    const { router } = renderCod({}, { orderCreate: () => refusal(401, 'Login Required.') });
    await screen.findByText('Asha Rao');
    fireEvent.click(placeButton());
    await waitFor(() => expect(error).toHaveBeenCalledWith(SESSION_EXPIRED_MESSAGE, expect.anything()));
    expect(getStoredToken()).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'), { timeout: 3000 });
  });

  it('shows a checkout already placed as placed, with no Place Order', async () => {
    renderCod({ checkout: makeCheckout({ orderId: 'order-1' }) });
    expect(await screen.findByText('This checkout has already been placed as an order.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Orders' })).toHaveAttribute('href', '/order');
    expect(screen.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
  });

  it('holds Place Order while items cannot be bought', async () => {
    renderCod({
      checkout: makeCheckout({ items: [makeItem({ available: false, stock: 0 })] }),
    });
    expect(await screen.findByRole('button', { name: 'Place Order' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Go to Cart' })).toHaveAttribute('href', '/cart');
  });

  it("says 'Missing checkout ID' without an id", async () => {
    signInShopper();
    fakeCheckoutApi();
    renderRoutes([{ path: '/cod', element: <CodPage /> }], '/cod');
    expect(await screen.findByText('Missing checkout ID')).toBeInTheDocument();
  });
});

describe('order complete page', () => {
  async function renderSuccess(state?: unknown, handlers: FakeHandlers = {}) {
    signInShopper();
    const api = fakeCheckoutApi({}, handlers);
    await renderRoutes(
      [
        { path: '/', element: <p>Start</p> },
        { path: '/order-success', element: <OrderSuccessPage /> },
      ],
      '/',
    ).router.navigate('/order-success', { state });
    return api;
  }

  it('reads the order again after a reload: cash to keep ready, the delivery date and the items', async () => {
    const api = await renderSuccess({
      orderId: 'order-9',
      orderNumber: 'LL-2026-000009',
      coinsEarned: 1,
    });
    expect(await screen.findByTestId('keep-ready')).toHaveTextContent('Keep ₹1,599 ready');
    expect(screen.getByText('Delivery by Tue, 1 Dec')).toBeInTheDocument();
    expect(screen.getAllByTestId('ordered-item')).toHaveLength(2);
    expect(api.calls('order').map((call) => call.params.id)).toEqual(['order-9']);
    expect(api.calls('order')[0]?.headers.get('Authorization')).toBe(`Bearer ${SHOPPER_TOKEN}`);
  });

  it('asks whole rupees, rounded up, and leaves out a day that was never promised', async () => {
    await renderSuccess(
      { orderId: 'order-9', orderNumber: 'LL-2026-000009', coinsEarned: 0 },
      {
        order: ({ params }) => ({
          order: makePlacedOrder({
            _id: params.id,
            finalPayableAmount: 718.2,
            deliveryDetails: { deliveryDate: null },
          }),
        }),
      },
    );
    expect(await screen.findByTestId('keep-ready')).toHaveTextContent('Keep ₹719 ready');
    expect(screen.queryByText(/Delivery by/)).not.toBeInTheDocument();
  });

  it('keeps the words and the ways on when the order cannot be read', async () => {
    await renderSuccess(
      { orderId: 'order-9', orderNumber: 'LL-2026-000009', coinsEarned: 0 },
      { order: () => refusal(404, 'Order not found.') },
    );
    expect(await screen.findByTestId('order-number')).toHaveTextContent('LL-2026-000009');
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByTestId('keep-ready')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  });

  it('shows the order number, the coins earned and the ways on', async () => {
    await renderSuccess({ orderId: 'order-9', orderNumber: 'LL-2026-000009', coinsEarned: 1 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Complete' })).toBeInTheDocument();
    expect(screen.getByText('Your purchase has been successfully processed.')).toBeInTheDocument();
    expect(screen.getByTestId('order-number')).toHaveTextContent('LL-2026-000009');
    expect(screen.getByText('You earned 1 coin')).toBeInTheDocument();
    // Earned, but pending: the coins reach the balance only once the order is final.
    expect(
      screen.getByText(
        'They are added to your coins once the order is delivered and the return window closes.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'View Orders' })).toHaveAttribute('href', '/order');
  });

  it('says nothing about coins when none were earned', async () => {
    await renderSuccess({ orderId: 'order-9', orderNumber: 'LL-2026-000009', coinsEarned: 0 });
    await screen.findByTestId('order-number');
    expect(screen.queryByText(/You earned/)).not.toBeInTheDocument();
    expect(screen.queryByText(/return window closes/)).not.toBeInTheDocument();
  });

  it('still reads Order Complete with Continue Shopping after a reload (no state)', async () => {
    await renderSuccess();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Complete' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    expect(screen.queryByTestId('order-number')).not.toBeInTheDocument();
    expect(screen.queryByText(/You earned/)).not.toBeInTheDocument();
  });
});
