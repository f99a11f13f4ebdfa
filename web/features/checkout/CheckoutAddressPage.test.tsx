import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AddressDetailsPage from '../../app/pages/AddressDetailsPage.tsx';
import CheckoutAddressPage from '../../app/pages/CheckoutAddressPage.tsx';
import { getStoredToken } from '../../lib/auth-storage.ts';
import { SELECTED_ADDRESS_KEY } from '../../lib/selected-address.ts';
import { SESSION_EXPIRED_MESSAGE } from '../../lib/session-expiry.ts';
import { answer, type FakeHandlers, refusal } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import {
  CHECKOUT_ID,
  type CheckoutData,
  fakeCheckoutApi,
  home,
  LOOM10,
  makeAddress,
  makeCheckout,
  makeItem,
  noDeliveryAnswer,
  promiseAnswer,
  SHOPPER_TOKEN,
  signInShopper,
} from './test-fixtures.ts';

function renderStep(data: CheckoutData = {}, handlers: FakeHandlers = {}, path = `/address/${CHECKOUT_ID}`) {
  signInShopper();
  const api = fakeCheckoutApi(data, handlers);
  const view = renderRoutes(
    [
      { path: '/address/:id', element: <CheckoutAddressPage /> },
      { path: '/addressdetails', element: <AddressDetailsPage /> },
      { path: '/cod/:id', element: <p>Payment step</p> },
      { path: '/signin', element: <p>Sign in page</p> },
      { path: '/order', element: <p>My orders</p> },
    ],
    path,
  );
  return { ...view, api };
}

const column = () => screen.getByTestId('checkout-column');
const total = () => screen.getByTestId('checkout-total');
const couponInput = () => screen.getByRole('textbox', { name: 'Coupon code' });
const applyButton = () => screen.getByRole('button', { name: 'Apply' });

afterEach(() => sessionStorage.clear());

describe('checkout address step', () => {
  it('shows the skeleton, then the addresses beside coupon, coins, the summary and Continue', async () => {
    const { api } = renderStep();
    expect(screen.getByTestId('checkout-skeleton')).toBeInTheDocument();
    expect(screen.getByText('Loading checkout…')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();

    await screen.findByTestId('checkout-column');
    expect(await screen.findByRole('radio', { name: 'Asha Rao' })).toBeInTheDocument();
    const items = within(column()).getAllByTestId('summary-item');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Little Hearts Smocked Frock');
    expect(items[0]).toHaveTextContent('Off White');
    expect(items[0]).toHaveTextContent('Size 6-7Y');
    expect(items[0]).toHaveTextContent('Qty 1');
    expect(items[0]).toHaveTextContent('₹1,299');
    expect(items[1]).toHaveTextContent('Qty 2');
    expect(items[1]).toHaveTextContent('₹300');
    expect(screen.getByTestId('checkout-subtotal')).toHaveTextContent('₹1,599');
    expect(screen.getByTestId('checkout-delivery')).toHaveTextContent('Free');
    expect(total()).toHaveTextContent('₹1,599');
    expect(screen.queryByTestId('checkout-coupon-discount')).not.toBeInTheDocument();
    expect(screen.getByTestId('coins-balance')).toHaveTextContent('You have 40 coins · 1 coin = ₹1');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    expect(api.calls('checkout')[0]?.headers.get('Authorization')).toBe(`Bearer ${SHOPPER_TOKEN}`);
    await waitFor(() => expect(document.title).toContain('Checkout'));
  });

  it('charges ₹49 delivery below the free-delivery amount and says how to get it free', async () => {
    renderStep({ checkout: makeCheckout({ items: [makeItem({ price: 399, lineTotal: 399, mrp: null })] }) });
    await screen.findByTestId('checkout-column');
    expect(screen.getByTestId('checkout-delivery')).toHaveTextContent('₹49');
    expect(screen.getByText('Free delivery on orders of ₹499 or more')).toBeInTheDocument();
    expect(total()).toHaveTextContent('₹448');
  });

  it("says 'Failed to load checkout details. Please try again.' with Try Again, which loads it", async () => {
    let failing = true;
    const checkout = makeCheckout();
    const { api } = renderStep(
      { checkout },
      {
        checkout: () => (failing ? refusal(503, 'Database unavailable') : { checkout }),
      },
    );
    const alert = await screen.findByText('Failed to load checkout details. Please try again.');
    // One quiet retry first, then the message.
    expect(api.calls('checkout')).toHaveLength(2);
    failing = false;
    fireEvent.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try Again' }),
    );
    expect(await screen.findByTestId('checkout-column')).toBeInTheDocument();
  });

  it('says a checkout the server does not know is not found, with the way to the cart', async () => {
    renderStep({}, {}, '/address/someone-elses');
    expect(await screen.findByText('Checkout not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Cart' })).toHaveAttribute('href', '/cart');
  });

  it('ends a lost session: clears the sign-in, says so and goes to sign in', async () => {
    const error = vi.spyOn(toast, 'error');
    const { router } = renderStep({}, { checkout: () => refusal(401, 'Login Required.') });
    await waitFor(() => expect(error).toHaveBeenCalledWith(SESSION_EXPIRED_MESSAGE, expect.anything()));
    expect(getStoredToken()).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'), { timeout: 3000 });
  });

  it('shows a checkout that became an order as placed, with View Orders and no Continue', async () => {
    renderStep({ checkout: makeCheckout({ orderId: 'order-1' }) });
    await screen.findByTestId('checkout-column');
    expect(screen.getByText('This checkout has already been placed as an order.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Orders' })).toHaveAttribute('href', '/order');
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Coupon code' })).not.toBeInTheDocument();
  });

  it('marks unavailable items by name, says which cannot be paid in cash, and holds Continue', async () => {
    renderStep({
      checkout: makeCheckout({
        items: [
          makeItem(),
          makeItem({
            _id: 'line-3',
            available: false,
            stock: 0,
            productId: { _id: 'p3', name: 'Sold Tee', images: [] },
          }),
          makeItem({
            _id: 'line-4',
            available: false,
            codAvailable: false,
            productId: { _id: 'p4', name: 'Card Only Cap', images: [] },
          }),
        ],
      }),
    });
    await screen.findByTestId('checkout-column');
    const items = within(column()).getAllByTestId('summary-item');
    expect(items[1]).toHaveTextContent('Unavailable');
    expect(items[2]).toHaveTextContent('Not available for cash on delivery');
    expect(items[0]).not.toHaveTextContent('Unavailable');
    const alert = within(column()).getByRole('alert');
    expect(alert).toHaveTextContent('Sold Tee, Card Only Cap');
    expect(alert).toHaveTextContent('These items cannot be ordered as they stand');
    expect(within(alert).getByRole('link', { name: 'Go to Cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });
});

describe('coupon box', () => {
  it('asks for a code when Apply is pressed empty, and asks the server nothing', async () => {
    const error = vi.spyOn(toast, 'error');
    const { api } = renderStep();
    await screen.findByTestId('checkout-column');
    fireEvent.change(couponInput(), { target: { value: '   ' } });
    fireEvent.click(applyButton());
    expect(error).toHaveBeenCalledWith('Please enter a coupon code', { duration: 4000 });
    expect(couponInput()).toHaveAccessibleDescription('Please enter a coupon code');
    expect(couponInput()).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('applyCoupon')).toHaveLength(0);
  });

  it("shows a refused code's message under the box too, in the toast's words, until the code changes", async () => {
    const error = vi.spyOn(toast, 'error');
    renderStep();
    await screen.findByTestId('checkout-column');
    fireEvent.change(couponInput(), { target: { value: 'nope' } });
    fireEvent.click(applyButton());
    await waitFor(() => expect(couponInput()).toHaveAccessibleDescription('This coupon code is not valid.'));
    expect(couponInput()).toHaveAttribute('aria-invalid', 'true');
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('This coupon code is not valid.', { duration: 4000 });
    // One message: the same words in both places.
    expect(screen.getAllByText('This coupon code is not valid.')).toHaveLength(1);
    fireEvent.change(couponInput(), { target: { value: 'nope2' } });
    expect(couponInput()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('This coupon code is not valid.')).not.toBeInTheDocument();
  });

  it("shows the spec's fallback under the box when the refusal carries no words", async () => {
    renderStep({}, { applyCoupon: () => Promise.reject(new TypeError('Failed to fetch')) });
    await screen.findByTestId('checkout-column');
    fireEvent.change(couponInput(), { target: { value: 'loom10' } });
    fireEvent.click(applyButton());
    await waitFor(() => expect(couponInput()).toHaveAccessibleDescription('Error applying coupon'));
  });

  it('shows savings in whole rupees', async () => {
    renderStep({ coupons: [{ ...LOOM10, discount: 49.9 }] });
    const offer = await screen.findByRole('button', { name: /^Apply coupon LOOM10/ });
    expect(offer).toHaveTextContent('Save ₹50');
    expect(offer).not.toHaveTextContent('49.90');
  });

  it('applies a typed code: the answered checkout replaces the totals, and the coupon shows with Remove', async () => {
    const success = vi.spyOn(toast, 'success');
    const { api } = renderStep();
    await screen.findByTestId('checkout-column');
    fireEvent.change(couponInput(), { target: { value: ' welcome100 ' } });
    fireEvent.click(applyButton());
    await waitFor(() => expect(total()).toHaveTextContent('₹1,499'));
    expect(api.calls('applyCoupon').map((call) => call.body)).toEqual([
      { checkoutId: CHECKOUT_ID, couponCode: 'welcome100' },
    ]);
    expect(success).toHaveBeenCalledWith('Coupon applied successfully!', { duration: 3000 });
    expect(screen.getByTestId('checkout-coupon-discount')).toHaveTextContent('−₹100');
    expect(screen.getByText('Coupon discount (WELCOME100)')).toBeInTheDocument();
    const applied = screen.getByTestId('applied-coupon');
    expect(applied).toHaveTextContent('WELCOME100');
    expect(applied).toHaveTextContent('Flat ₹100 off your first order');
    expect(screen.queryByRole('textbox', { name: 'Coupon code' })).not.toBeInTheDocument();
    // The checkout is not read again: the answer is the new checkout.
    expect(api.calls('checkout')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Remove coupon WELCOME100' }));
    await waitFor(() => expect(total()).toHaveTextContent('₹1,599'));
    expect(success).toHaveBeenLastCalledWith('Coupon removed.', { duration: 3000 });
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('');
  });

  it('lists the coupons this checkout can use, with validity and saving; a click applies one', async () => {
    const { api } = renderStep();
    await screen.findByTestId('checkout-column');
    const offer = await screen.findByRole('button', { name: /^Apply coupon LOOM10/ });
    expect(offer).toHaveTextContent('LOOM10');
    expect(offer).toHaveTextContent('10% off, up to ₹150');
    expect(offer).toHaveTextContent('Valid till 30 Jun 2026');
    expect(offer).toHaveTextContent('Save ₹150');
    expect(screen.getByRole('button', { name: /^Apply coupon WELCOME100/ })).toHaveTextContent(
      'Valid till 31 Dec 2026',
    );
    expect(api.calls('checkoutCoupons')[0]?.headers.get('Authorization')).toBe(`Bearer ${SHOPPER_TOKEN}`);
    fireEvent.click(offer);
    await waitFor(() => expect(total()).toHaveTextContent('₹1,449'));
    expect(api.calls('applyCoupon')[0]?.body).toEqual({
      checkoutId: CHECKOUT_ID,
      couponCode: 'LOOM10',
    });
  });

  it.each([
    ["the server's message", () => refusal(400, 'This coupon has expired.'), 'This coupon has expired.'],
    [
      "'Failed to apply coupon' when it gives no words",
      () => new Response('', { status: 502 }),
      'Failed to apply coupon',
    ],
    [
      "'Error applying coupon' when no answer comes",
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Error applying coupon',
    ],
  ])('says %s when a coupon is refused, and keeps the totals', async (_, applyCoupon, message) => {
    const error = vi.spyOn(toast, 'error');
    renderStep({}, { applyCoupon });
    await screen.findByTestId('checkout-column');
    fireEvent.change(couponInput(), { target: { value: 'OLDCODE' } });
    fireEvent.click(applyButton());
    await waitFor(() => expect(error).toHaveBeenCalledWith(message, { duration: 4000 }));
    expect(total()).toHaveTextContent('₹1,599');
    expect(couponInput()).toHaveValue('OLDCODE');
    expect(applyButton()).toBeEnabled();
  });
});

describe('coins box', () => {
  it('applies the coins: the total drops by their worth, and they can be removed again', async () => {
    const success = vi.spyOn(toast, 'success');
    const { api } = renderStep();
    await screen.findByTestId('checkout-column');
    fireEvent.click(screen.getByRole('button', { name: 'Apply coins' }));
    await waitFor(() => expect(total()).toHaveTextContent('₹1,559'));
    expect(api.calls('applyCoins').map((call) => call.body)).toEqual([{ checkoutId: CHECKOUT_ID }]);
    expect(success).toHaveBeenCalledWith('Points applied successfully!', { duration: 3000 });
    expect(screen.getByTestId('checkout-coins')).toHaveTextContent('−₹40');
    expect(screen.getByText(/^40 coins applied/)).toHaveTextContent('40 coins applied (−₹40)');

    fireEvent.click(screen.getByRole('button', { name: 'Remove coins' }));
    await waitFor(() => expect(total()).toHaveTextContent('₹1,599'));
    expect(success).toHaveBeenLastCalledWith('Coins removed.', { duration: 3000 });
    expect(screen.getByRole('button', { name: 'Apply coins' })).toBeEnabled();
  });

  it.each([
    [
      "the server's message",
      () => refusal(400, 'You have no coins to apply.'),
      'You have no coins to apply.',
    ],
    [
      "'Failed to apply points' when it gives no words",
      () => new Response('', { status: 502 }),
      'Failed to apply points',
    ],
    [
      "'Error applying points' when no answer comes",
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Error applying points',
    ],
  ])('says %s when the coins are refused', async (_, applyCoins, message) => {
    const error = vi.spyOn(toast, 'error');
    renderStep({}, { applyCoins });
    await screen.findByTestId('checkout-column');
    fireEvent.click(screen.getByRole('button', { name: 'Apply coins' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(message, { duration: 4000 }));
    expect(total()).toHaveTextContent('₹1,599');
  });

  it('offers no Apply without coins', async () => {
    renderStep({ checkout: makeCheckout({ availableCoins: 0 }) });
    await screen.findByTestId('checkout-column');
    expect(screen.getByTestId('coins-balance')).toHaveTextContent('You have 0 coins');
    expect(screen.queryByRole('button', { name: 'Apply coins' })).not.toBeInTheDocument();
  });

  it('says which coins are pending and cannot be spent yet', async () => {
    renderStep({ checkout: makeCheckout({ availableCoins: 0, pendingCoins: 28 }) });
    await screen.findByTestId('checkout-column');
    expect(screen.getByTestId('coins-pending')).toHaveTextContent(
      '28 more coins pending: yours once those orders are delivered and the return window closes',
    );
    expect(screen.queryByRole('button', { name: 'Apply coins' })).not.toBeInTheDocument();
  });
});

describe('Continue', () => {
  it("asks for an address first: 'Please select an address!'", async () => {
    const error = vi.spyOn(toast, 'error');
    const { router } = renderStep();
    await screen.findByRole('radio', { name: 'Asha Rao' });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(error).toHaveBeenCalledWith('Please select an address!', { duration: 4000 });
    expect(router.state.location.pathname).toBe(`/address/${CHECKOUT_ID}`);
  });

  it("refuses a choice that is not one of the saved addresses: 'Invalid address selection. Please try again.'", async () => {
    const error = vi.spyOn(toast, 'error');
    // The list never arrives, so the stored choice cannot be confirmed.
    localStorage.setItem(SELECTED_ADDRESS_KEY, 'addr-1');
    const { router } = renderStep({}, { addresses: () => new Promise<Response>(() => {}) });
    await screen.findByTestId('checkout-column');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(error).toHaveBeenCalledWith('Invalid address selection. Please try again.', { duration: 4000 });
    expect(router.state.location.pathname).toBe(`/address/${CHECKOUT_ID}`);
  });

  it('keeps the chosen address and goes to the payment step', async () => {
    const { router } = renderStep({ addresses: [home] });
    fireEvent.click(await screen.findByRole('radio', { name: 'Asha Rao' }));
    await screen.findByTestId('checkout-column');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/cod/${CHECKOUT_ID}`));
    expect(localStorage.getItem(SELECTED_ADDRESS_KEY)).toBe('addr-1');
    // Kept for this checkout as well, so a reload of the payment step still has it.
    expect(sessionStorage.getItem(`checkoutAddress:${CHECKOUT_ID}`)).toBe('addr-1');
  });
});

describe('the delivery date', () => {
  it("shows 'Delivery by …' for the chosen address's pincode once one is chosen", async () => {
    const delhi = makeAddress({ _id: 'addr-2', name: 'Ravi Kumar', pincode: '110001' });
    const { api } = renderStep(
      { addresses: [home, delhi] },
      {
        expectedDate: ({ query }) => {
          const pincode = query.get('pincode') ?? '';
          return promiseAnswer(
            pincode,
            pincode === '110001' ? 'Delivery by Fri, 27 Nov' : 'Delivery by Mon, 23 Nov',
          );
        },
      },
    );
    await screen.findByTestId('checkout-column');
    await screen.findByRole('radio', { name: 'Asha Rao' });
    expect(screen.queryByTestId('delivery-promise')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('radio', { name: 'Asha Rao' }));
    expect(await within(column()).findByText('Delivery by Mon, 23 Nov')).toBeInTheDocument();
    expect(
      api
        .calls('expectedDate')
        .filter((call) => call.url === '/api/user/Products/expected_date?pincode=560001'),
    ).toHaveLength(1);

    fireEvent.click(screen.getByRole('radio', { name: 'Ravi Kumar' }));
    expect(await within(column()).findByText('Delivery by Fri, 27 Nov')).toBeInTheDocument();
    expect(within(column()).queryByText('Delivery by Mon, 23 Nov')).not.toBeInTheDocument();
  });

  it('says so when the shop does not deliver to the chosen pincode', async () => {
    localStorage.setItem(SELECTED_ADDRESS_KEY, 'addr-1');
    renderStep({}, { expectedDate: ({ query }) => noDeliveryAnswer(query.get('pincode') ?? '') });
    expect(
      await within(await screen.findByTestId('checkout-column')).findByText(
        'Sorry, we do not deliver to this pincode yet.',
      ),
    ).toBeInTheDocument();
  });

  it('shows it on /addressdetails beside the open checkout too', async () => {
    sessionStorage.setItem('checkoutId', CHECKOUT_ID);
    localStorage.setItem(SELECTED_ADDRESS_KEY, 'addr-1');
    renderStep({}, {}, '/addressdetails');
    const aside = await screen.findByTestId('checkout-column');
    expect(await within(aside).findByText('Delivery by Wed, 25 Nov')).toBeInTheDocument();
  });

  it('says nothing of a date when the estimate cannot be read, and Continue still works', async () => {
    localStorage.setItem(SELECTED_ADDRESS_KEY, 'addr-1');
    const { router } = renderStep({}, { expectedDate: () => answer({ success: false }, 500) });
    await screen.findByTestId('checkout-column');
    await screen.findByRole('radio', { name: 'Asha Rao' });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/cod/${CHECKOUT_ID}`));
    expect(screen.queryByTestId('delivery-promise')).not.toBeInTheDocument();
  });
});

describe('the column on /addressdetails', () => {
  it('shows the checkout opened in this tab while it is open', async () => {
    sessionStorage.setItem('checkoutId', CHECKOUT_ID);
    renderStep({}, {}, '/addressdetails');
    expect(await screen.findByTestId('checkout-column')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeInTheDocument();
    expect(total()).toHaveTextContent('₹1,599');
  });

  it('shows no column for a checkout already placed, and forgets it', async () => {
    sessionStorage.setItem('checkoutId', CHECKOUT_ID);
    const { api } = renderStep({ checkout: makeCheckout({ orderId: 'order-1' }) }, {}, '/addressdetails');
    await screen.findByRole('radio', { name: 'Asha Rao' });
    await waitFor(() => expect(sessionStorage.getItem('checkoutId')).toBeNull());
    expect(api.calls('checkout')).toHaveLength(1);
    expect(screen.queryByTestId('checkout-column')).not.toBeInTheDocument();
  });

  it('stays quiet when the remembered checkout is gone', async () => {
    const error = vi.spyOn(toast, 'error');
    sessionStorage.setItem('checkoutId', 'co-gone');
    renderStep({}, {}, '/addressdetails');
    await screen.findByRole('radio', { name: 'Asha Rao' });
    await waitFor(() => expect(sessionStorage.getItem('checkoutId')).toBeNull());
    expect(screen.queryByTestId('checkout-column')).not.toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
  });
});
