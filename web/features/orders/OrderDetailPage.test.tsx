import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../contract/order.ts';
import { answer, deferred, refusal } from '../../test/fake-api.ts';
import { renderOrderPages } from './render-orders.tsx';
import { fakeOrdersApi, makeOrder, ORDER_ID, ORDER_NUMBER } from './test-fixtures.ts';

const DETAIL = `/singleorder/${ORDER_ID}`;

function openOrder(order: Order = makeOrder()) {
  const api = fakeOrdersApi([order]);
  return { api, ...renderOrderPages(DETAIL) };
}

const timelineEntries = () =>
  within(screen.getByTestId('order-timeline'))
    .getAllByTestId('timeline-entry')
    .map((entry) => entry.textContent);

describe('order page', () => {
  it('shows placeholders while the order loads', async () => {
    const view = deferred();
    fakeOrdersApi([], { order: () => view.promise });
    renderOrderPages(DETAIL);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the order…');
    expect(screen.getByRole('heading', { level: 1, name: 'Order details' })).toBeInTheDocument();
    view.resolve(answer({ success: true, order: makeOrder() }));
    expect(
      await screen.findByRole('heading', { level: 1, name: `Order #${ORDER_NUMBER}` }),
    ).toBeInTheDocument();
  });

  it('shows the order: number, date, status, lines, address and the actions', async () => {
    openOrder();
    expect(
      await screen.findByRole('heading', { level: 1, name: `Order #${ORDER_NUMBER}` }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain(`Order #${ORDER_NUMBER}`));
    // The placed date, in the header and as the timeline's first step.
    expect(screen.getAllByText('November 20, 2026', { selector: 'time' })).toHaveLength(2);
    expect(screen.getByTestId('order-status')).toHaveTextContent('Processing');
    expect(screen.getByTestId('delivery-note')).toHaveTextContent('Expected delivery: November 25, 2026');
    expect(screen.getByRole('heading', { name: 'Items (3 items)' })).toBeInTheDocument();

    const address = screen.getByTestId('shipping-address');
    expect(address).toHaveTextContent('Asha Rao');
    expect(address).toHaveTextContent('12 Lake View Road, Indiranagar');
    expect(address).toHaveTextContent('Landmark: Opposite the park');
    expect(address).toHaveTextContent('Bengaluru Urban, Karnataka – 560001');
    expect(address).toHaveTextContent('Phone: +91 98765 43210');

    expect(screen.getByRole('button', { name: `Cancel Order #${ORDER_NUMBER}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/order');
  });

  it('opens a product from its line', async () => {
    const { router } = openOrder();
    const frock = await screen.findByRole('link', { name: /Little Hearts Smocked Frock/ });
    expect(frock).toHaveAttribute('href', '/product/prod-1');
    expect(screen.getByRole('link', { name: /Dino Romper/ })).toHaveAttribute('href', '/product/prod-2');
    fireEvent.click(frock);
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/prod-1'));
  });

  it('sums up the payment: subtotal, coupon with its code, coins, delivery, payable, method', async () => {
    openOrder();
    await screen.findByTestId('order-payable');
    expect(screen.getByTestId('order-subtotal')).toHaveTextContent('₹1,599');
    expect(screen.getByText('Coupon discount (LOOM10)')).toBeInTheDocument();
    expect(screen.getByTestId('order-coupon-discount')).toHaveTextContent('−₹100');
    expect(screen.getByText('Coins (40 used)')).toBeInTheDocument();
    expect(screen.getByTestId('order-coins')).toHaveTextContent('−₹40');
    expect(screen.getByTestId('order-delivery')).toHaveTextContent('Free');
    expect(screen.getByTestId('order-payable')).toHaveTextContent('₹1,459');
    expect(screen.getByTestId('payment-method')).toHaveTextContent('Cash on Delivery');
  });

  it("leaves out what was not used, and reads a missing payment method as 'Cash on Delivery'", async () => {
    openOrder(
      makeOrder({
        paymentMethod: '',
        couponCode: null,
        couponDiscount: 0,
        coinsUsed: 0,
        coinDiscount: 0,
        discountedAmount: 0,
        deliveryCharge: 49,
        totalPrice: 399,
        finalPayableAmount: 448.5,
      }),
    );
    await screen.findByTestId('order-payable');
    expect(screen.queryByTestId('order-coupon-discount')).not.toBeInTheDocument();
    expect(screen.queryByTestId('order-coins')).not.toBeInTheDocument();
    expect(screen.getByTestId('order-delivery')).toHaveTextContent('₹49');
    expect(screen.getByTestId('order-payable')).toHaveTextContent('₹448.50');
    expect(screen.getByTestId('payment-method')).toHaveTextContent('Cash on Delivery');
  });

  it.each<[string, Partial<Order>, string[]]>([
    ['Processing', {}, ['Order PlacedNovember 20, 2026', 'ProcessingWe are packing your order.']],
    [
      'Shipped',
      {
        status: 'Shipped',
        canCancel: false,
        statusHistory: [
          {
            status: 'Processing',
            reason: null,
            description: null,
            by: 'shopper',
            at: '2026-11-20T05:30:00.000Z',
          },
          { status: 'Shipped', reason: null, description: null, by: 'shop', at: '2026-11-21T10:00:00.000Z' },
        ],
      },
      ['Order PlacedNovember 20, 2026', 'ShippedNovember 21, 2026Your order is on its way.'],
    ],
    [
      'Cancelled, with the reason',
      {
        status: 'Cancelled',
        canCancel: false,
        cancellationOrReturnReason: 'Changed my mind',
        statusHistory: [
          {
            status: 'Processing',
            reason: null,
            description: null,
            by: 'shopper',
            at: '2026-11-20T05:30:00.000Z',
          },
          {
            status: 'Cancelled',
            reason: 'Changed my mind',
            description: 'Bought it in the shop',
            by: 'shopper',
            at: '2026-11-20T08:00:00.000Z',
          },
        ],
      },
      [
        'Order PlacedNovember 20, 2026',
        'CancelledNovember 20, 2026Reason: Changed my mind“Bought it in the shop”',
      ],
    ],
    [
      'Delivered, with the delivery date',
      { status: 'Delivered', canCancel: false, canReturn: true, deliveredAt: '2026-11-24T09:00:00.000Z' },
      ['Order PlacedNovember 20, 2026', 'DeliveredNovember 24, 2026'],
    ],
    [
      'Return requested, after the delivery',
      {
        status: 'Return_Requested',
        canCancel: false,
        deliveredAt: '2026-11-24T09:00:00.000Z',
        cancellationOrReturnReason: 'Item damaged',
        statusHistory: [
          {
            status: 'Delivered',
            reason: null,
            description: null,
            by: 'shop',
            at: '2026-11-24T09:00:00.000Z',
          },
          {
            status: 'Return_Requested',
            reason: 'Item damaged',
            description: null,
            by: 'shopper',
            at: '2026-11-24T15:00:00.000Z',
          },
        ],
      },
      [
        'Order PlacedNovember 20, 2026',
        'DeliveredNovember 24, 2026',
        'Return RequestedNovember 24, 2026Reason: Item damaged',
      ],
    ],
  ])('draws the timeline of an order %s', async (_, overrides, entries) => {
    openOrder(makeOrder(overrides));
    await screen.findByTestId('order-timeline');
    expect(timelineEntries()).toEqual(entries);
  });

  it("shows 'Return Requested' with no action, and Return for a delivered order", async () => {
    fakeOrdersApi([
      makeOrder({ status: 'Return_Requested', canCancel: false }),
      makeOrder({
        _id: 'b0000000-0000-4000-8000-000000000001',
        status: 'Delivered',
        canCancel: false,
        canReturn: true,
      }),
    ]);
    const { router } = renderOrderPages(DETAIL);
    expect(await screen.findByTestId('return-requested')).toHaveTextContent('Return Requested');
    expect(screen.queryAllByRole('button', { name: /Cancel Order|Return order/ })).toEqual([]);
    await router.navigate('/singleorder/b0000000-0000-4000-8000-000000000001');
    expect(await screen.findByRole('button', { name: 'Return order #LL-2026-000001' })).toBeInTheDocument();
  });

  it("says 'Order not found.' with the way back to My Orders for another shopper's order", async () => {
    const { api, router } = openOrder(makeOrder({ _id: 'c0000000-0000-4000-8000-000000000009' }));
    const notFound = await screen.findByRole('alert');
    expect(notFound).toHaveTextContent('Order not found.');
    // Not found is an answer, not a failure: asked once, no Try Again.
    expect(api.calls('order').map((call) => call.params.id)).toEqual([ORDER_ID]);
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    fireEvent.click(within(notFound).getByRole('link', { name: 'Back to My Orders' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order'));
  });

  it("says 'Failed to fetch order details' when refused, and Try Again reloads", async () => {
    let fail = true;
    const api = fakeOrdersApi([], {
      order: () => (fail ? refusal(500, 'Something went wrong') : { order: makeOrder() }),
    });
    renderOrderPages(DETAIL);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch order details');
    const before = api.calls('order').length;
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: `Order #${ORDER_NUMBER}` }),
    ).toBeInTheDocument();
    expect(api.calls('order')).toHaveLength(before + 1);
  });

  it("says 'Error fetching order details' when no answer comes", async () => {
    fakeOrdersApi([], { order: () => Promise.reject(new TypeError('Failed to fetch')) });
    renderOrderPages(DETAIL);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching order details');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
