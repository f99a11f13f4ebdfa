import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { SELECTED_ADDRESS_KEY } from '../../lib/auth-storage.ts';
import { CHECKED_PINCODE_KEY } from '../../lib/checked-pincode.ts';
import { makeAddress } from '../../test/address-fixtures.ts';
import { cartAnswer, makeCart, makeCartItem, signInShopper } from '../../test/cart-fixtures.ts';
import { refusal } from '../../test/fake-api.ts';
import type { EstimateDelivery } from './components/DeliveryDate.tsx';
import { renderCartPage } from './test-render.tsx';

// The summary beside the lines: delivery by the checkout's rule, a delivery date for the shopper's
// pincode, and a Checkout that says why it cannot go on.

const cheap = makeCartItem({
  _id: 'line-7',
  productId: { _id: 'prod-7', name: 'Cotton Socks', images: [], price: 399 },
  price: 399,
  mrp: null,
  stock: 5,
});

const viewing = (...items: ReturnType<typeof makeCartItem>[]) => ({
  cart: () => cartAnswer(makeCart(items)),
});

const address = (id: string, pincode: string) => makeAddress({ _id: id, pincode });

/** An estimate that answers every pincode with a date naming it. */
function estimator() {
  return vi.fn<EstimateDelivery>(async (pincode) => ({
    ok: true,
    deliveryMessage: `Delivery by Wed, 25 Nov (${pincode})`,
  }));
}

describe('cart delivery', () => {
  it('charges delivery below the free-delivery amount and says how much more makes it free', async () => {
    signInShopper();
    renderCartPage(viewing(cheap));
    expect(await screen.findByTestId('cart-free-delivery')).toHaveTextContent(
      'Add ₹100 more for free delivery',
    );
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('₹399');
    expect(screen.getByTestId('cart-delivery')).toHaveTextContent('₹49');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₹448');
    // No discount: no M.R.P rows to repeat the subtotal.
    expect(screen.queryByTestId('cart-mrp-total')).not.toBeInTheDocument();
  });

  it('says free delivery from the amount on, and follows the rule the cart answer carries', async () => {
    signInShopper();
    renderCartPage({
      cart: () =>
        cartAnswer(makeCart([{ ...cheap, quantity: 2 }], { freeDeliveryFrom: 999, deliveryFee: 60 })),
    });
    expect(await screen.findByTestId('cart-free-delivery')).toHaveTextContent(
      'Add ₹201 more for free delivery',
    );
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₹858');
  });

  it('says "You get free delivery" once the subtotal reaches it', async () => {
    signInShopper();
    renderCartPage(viewing(makeCartItem()));
    expect(await screen.findByTestId('cart-free-delivery')).toHaveTextContent('You get free delivery');
    expect(screen.getByTestId('cart-delivery')).toHaveTextContent('Free');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₹1,299');
  });

  it('promises a date for the address chosen for checkout', async () => {
    signInShopper();
    localStorage.setItem(SELECTED_ADDRESS_KEY, 'addr-2');
    localStorage.setItem(CHECKED_PINCODE_KEY, '110001');
    const estimate = estimator();
    renderCartPage(
      {
        ...viewing(cheap),
        addresses: () => ({ data: [address('addr-1', '400001'), address('addr-2', '560001')] }),
      },
      { estimateDelivery: estimate },
    );
    expect(await screen.findByTestId('cart-delivery-date')).toHaveTextContent(
      'Delivery by Wed, 25 Nov (560001) · 560001',
    );
    expect(estimate).toHaveBeenCalledTimes(1);
  });

  it('promises a date for the pincode checked on a product page when no address is chosen', async () => {
    signInShopper();
    localStorage.setItem(CHECKED_PINCODE_KEY, '110001');
    renderCartPage(
      {
        ...viewing(cheap),
        addresses: () => ({ data: [address('addr-1', '400001')] }),
      },
      { estimateDelivery: estimator() },
    );
    expect(await screen.findByTestId('cart-delivery-date')).toHaveTextContent(
      'Delivery by Wed, 25 Nov (110001)',
    );
  });

  it('falls back to the newest saved address', async () => {
    signInShopper();
    renderCartPage(
      {
        ...viewing(cheap),
        addresses: () => ({ data: [address('addr-1', '400001')] }),
      },
      { estimateDelivery: estimator() },
    );
    expect(await screen.findByTestId('cart-delivery-date')).toHaveTextContent('(400001)');
  });

  it('says nothing about dates when the shop does not deliver to the pincode', async () => {
    signInShopper();
    localStorage.setItem(CHECKED_PINCODE_KEY, '737101');
    const estimate = vi.fn<EstimateDelivery>(async () => ({ ok: false }));
    renderCartPage({ ...viewing(cheap), addresses: () => ({ data: [] }) }, { estimateDelivery: estimate });
    await screen.findByTestId('cart-total');
    await waitFor(() => expect(estimate).toHaveBeenCalledWith('737101', expect.anything()));
    expect(screen.queryByTestId('cart-delivery-date')).not.toBeInTheDocument();
  });

  it('says nothing about dates without a pincode, and asks for none', async () => {
    signInShopper();
    const estimate = estimator();
    renderCartPage({ ...viewing(cheap), addresses: () => ({ data: [] }) }, { estimateDelivery: estimate });
    await screen.findByTestId('cart-total');
    await waitFor(() => expect(estimate).not.toHaveBeenCalled());
    expect(screen.queryByTestId('cart-delivery-date')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Order Summary' })).not.toHaveTextContent('Delivery by');
  });
});

describe('cart checkout held back', () => {
  it('says why Checkout cannot go on while a line cannot be paid by cash on delivery', async () => {
    signInShopper();
    renderCartPage(viewing(makeCartItem({ codAvailable: false }), cheap));
    const checkout = await screen.findByRole('button', { name: 'Checkout' });
    expect(checkout).toBeDisabled();
    expect(checkout).toHaveAccessibleDescription(
      'Cash on delivery is the only way to pay, and 1 item in your cart cannot be paid that way. Remove it or move it to your wishlist to check out.',
    );
  });
});

describe('cart reload failure', () => {
  it("says 'Failed to load cart' when reading the cart again fails, and keeps the cart shown", async () => {
    signInShopper();
    const error = vi.spyOn(toast, 'error');
    let views = 0;
    renderCartPage({
      cart: () => {
        views += 1;
        return views === 1 ? cartAnswer(makeCart([cheap])) : refusal(503, 'Database unavailable');
      },
      cartQuantity: () => cartAnswer(makeCart([{ ...cheap, quantity: 2 }])),
    });
    const line = await screen.findByRole('article', { name: 'Cotton Socks' });
    fireEvent.click(within(line).getByRole('button', { name: /Increase quantity/ }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to load cart', { duration: 3000 }), {
      timeout: 5000,
    });
    expect(screen.getByRole('article', { name: 'Cotton Socks' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load cart data')).not.toBeInTheDocument();
  });
});
