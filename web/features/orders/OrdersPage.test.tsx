import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, deferred, refusal } from '../../test/fake-api.ts';
import { renderOrderPages } from './render-orders.tsx';
import { fakeOrdersApi, makeOrder, ORDER_NUMBER, SHOPPER_TOKEN } from './test-fixtures.ts';

/** An order id whose fixture number (numberForId) is LL-2026-0000nn. */
const idOf = (n: number) => `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`;
const numberOf = (n: number) => `LL-2026-0000${String(n).padStart(2, '0')}`;

const orderCard = (orderNumber: string) =>
  within(screen.getByRole('article', { name: `Order #${orderNumber}` }));

describe('My Orders', () => {
  it('shows placeholders while the list loads', async () => {
    const list = deferred();
    fakeOrdersApi([], { orderList: () => list.promise });
    renderOrderPages();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your orders…');
    expect(screen.getByTestId('orders-skeleton')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    list.resolve(answer({ success: true, orders: [], page: 1, limit: 10, total: 0, totalPages: 0 }));
    expect(await screen.findByText("You don't have any orders yet.")).toBeInTheDocument();
    expect(screen.queryByTestId('orders-skeleton')).not.toBeInTheDocument();
  });

  it("says 'You don't have any orders yet.' with Continue Shopping when there are none", async () => {
    fakeOrdersApi([]);
    const { router } = renderOrderPages();
    expect(await screen.findByText("You don't have any orders yet.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Continue Shopping' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('asks for page 1 with the page size, signed in', async () => {
    const api = fakeOrdersApi();
    renderOrderPages();
    await screen.findByTestId('order-card');
    expect(api.calls('orderList').map((call) => call.url)).toEqual(['/api/user/order/view?page=1&limit=10']);
    expect(api.calls('orderList')[0]?.headers.get('Authorization')).toBe(`Bearer ${SHOPPER_TOKEN}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My Orders(1 order)');
  });

  it('shows a card per order: number, date, lines, status, delivery, total and View Order', async () => {
    fakeOrdersApi();
    const { router } = renderOrderPages();
    await screen.findByTestId('order-card');
    const order = orderCard(ORDER_NUMBER);
    expect(order.getByText('November 20, 2026')).toBeInTheDocument();
    expect(order.getByTestId('order-status')).toHaveTextContent('Processing');
    expect(order.getByTestId('order-status')).toHaveAttribute('data-tone', 'primary');

    const [frock, romper] = order.getAllByTestId('order-line') as [HTMLElement, HTMLElement];
    expect(order.getAllByTestId('order-line')).toHaveLength(2);
    expect(frock).toHaveTextContent('Little Hearts Smocked Frock');
    expect(frock).toHaveTextContent('Off White');
    expect(frock).toHaveTextContent('Size 6-7Y');
    expect(frock).toHaveTextContent('Qty 1');
    expect(within(frock).getByTestId('line-total')).toHaveTextContent('₹1,299');
    expect(frock.querySelector('img')).toHaveAttribute('src', '/uploads/white-front.webp');
    // No picture: the colour bought stands in.
    expect(romper.querySelector('img')).toBeNull();
    expect(within(romper).getByTestId('line-swatch')).toHaveStyle({ backgroundColor: '#9FD3C7' });
    expect(romper).toHaveTextContent('Qty 2');
    expect(within(romper).getByTestId('line-total')).toHaveTextContent('₹300');
    expect(romper).toHaveTextContent('₹150 each');

    expect(order.getByTestId('delivery-note')).toHaveTextContent('Expected delivery: November 25, 2026');
    expect(order.getByTestId('order-total')).toHaveTextContent('₹1,459');
    expect(order.getByRole('button', { name: `Cancel Order #${ORDER_NUMBER}` })).toBeInTheDocument();
    expect(order.queryByRole('button', { name: /^Return/ })).not.toBeInTheDocument();

    fireEvent.click(order.getByRole('link', { name: `View Order #${ORDER_NUMBER}` }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/singleorder/0b7f3c1e-5a2d-4c8e-9f10-a1b2c3d4e5f6'),
    );
  });

  it("reads a missing delivery date as 'Processing'", async () => {
    fakeOrdersApi([makeOrder({ deliveryDetails: { deliveryDate: null } })]);
    renderOrderPages();
    expect(await screen.findByTestId('delivery-note')).toHaveTextContent('Expected delivery: Processing');
  });

  it('offers the actions the server allows, by status, with badge colours', async () => {
    fakeOrdersApi([
      makeOrder({ _id: idOf(1), status: 'Processing', canCancel: true }),
      makeOrder({
        _id: idOf(2),
        status: 'Delivered',
        canCancel: false,
        canReturn: true,
        deliveredAt: '2026-11-24T09:00:00.000Z',
      }),
      makeOrder({ _id: idOf(3), status: 'Return_Requested', canCancel: false, canReturn: false }),
      makeOrder({ _id: idOf(4), status: 'Cancelled', canCancel: false }),
      makeOrder({ _id: idOf(5), status: 'Shipping', canCancel: false }),
      makeOrder({ _id: idOf(6), status: 'Pending', canCancel: false }),
      makeOrder({ _id: idOf(7), status: 'Returned', canCancel: false }),
      // The server's rules decide: past the cancel window, a Processing order offers nothing.
      makeOrder({ _id: idOf(8), status: 'Processing', canCancel: false }),
    ]);
    renderOrderPages();
    await screen.findAllByTestId('order-card');
    const seen = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => {
      const card = orderCard(numberOf(n));
      const badge = card.getByTestId('order-status');
      return {
        status: badge.textContent,
        tone: badge.getAttribute('data-tone'),
        actions: card
          .queryAllByRole('button')
          .map((button) => button.textContent)
          .concat(card.queryByTestId('return-requested') ? ['(Return Requested)'] : []),
      };
    });
    expect(seen).toEqual([
      { status: 'Processing', tone: 'primary', actions: ['Cancel Order'] },
      { status: 'Delivered', tone: 'success', actions: ['Return'] },
      { status: 'Return Requested', tone: 'neutral', actions: ['(Return Requested)'] },
      { status: 'Cancelled', tone: 'danger', actions: [] },
      { status: 'Shipping', tone: 'info', actions: [] },
      { status: 'Pending', tone: 'warning', actions: [] },
      { status: 'Returned', tone: 'danger', actions: [] },
      { status: 'Processing', tone: 'primary', actions: [] },
    ]);
    expect(orderCard(numberOf(3)).getByTestId('return-requested')).toHaveTextContent('Return Requested');
    expect(orderCard(numberOf(2)).getByTestId('delivery-note')).toHaveTextContent(
      'Delivered on: November 24, 2026',
    );
    expect(orderCard(numberOf(4)).queryByTestId('delivery-note')).not.toBeInTheDocument();
  });

  it('moves between pages with Previous and Next', async () => {
    const orders = Array.from({ length: 12 }, (_, i) => makeOrder({ _id: idOf(i + 1) }));
    const api = fakeOrdersApi(orders);
    const { router } = renderOrderPages();
    expect(await screen.findAllByTestId('order-card')).toHaveLength(10);
    const pages = screen.getByRole('navigation', { name: 'Order pages' });
    expect(pages).toHaveTextContent('Page 1 of 2');
    expect(within(pages).queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();

    fireEvent.click(within(pages).getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(2));
    const secondPage = api.calls('orderList').filter((call) => call.query.get('page') === '2');
    expect(secondPage.map((call) => call.url)).toEqual(['/api/user/order/view?page=2&limit=10']);
    expect(screen.getByRole('navigation', { name: 'Order pages' })).toHaveTextContent('Page 2 of 2');
    expect(orderCard(numberOf(12))).toBeDefined();

    fireEvent.click(screen.getByRole('link', { name: 'Previous' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findAllByTestId('order-card')).toHaveLength(10);
  });

  it('offers the first page when a page past the end is asked for', async () => {
    fakeOrdersApi();
    renderOrderPages('/order?page=4');
    expect(await screen.findByText('There are no orders on this page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute('href', '/order');
  });

  it("says 'Failed to fetch orders. Please try again later.' when refused, and Try Again loads them", async () => {
    let fail = true;
    const api = fakeOrdersApi([], {
      orderList: () =>
        fail
          ? refusal(503, 'Database unavailable')
          : { orders: [makeOrder()], page: 1, limit: 10, total: 1, totalPages: 1 },
    });
    renderOrderPages();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch orders. Please try again later.');
    const before = api.calls('orderList').length;
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByTestId('order-card')).toBeInTheDocument();
    expect(api.calls('orderList').length).toBe(before + 1);
  });

  it("says 'An error occurred while fetching your orders.' when no answer comes", async () => {
    fakeOrdersApi([], { orderList: () => Promise.reject(new TypeError('Failed to fetch')) });
    renderOrderPages();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while fetching your orders.',
    );
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
