import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_ORDER_MESSAGES } from '../../../contract/admin-orders.ts';
import { INVOICE_MESSAGES } from '../../../contract/invoice.ts';
import type { Order } from '../../../contract/order.ts';
import { deferred, refusal } from '../../test/fake-api.ts';
import { renderOrderPages } from './render-orders.tsx';
import { fakeOrdersApi, makeOrder, ORDER_ID, ORDER_NUMBER, SHOPPER_TOKEN } from './test-fixtures.ts';

// The order page once the shop has shipped: the courier and tracking number, and the tax invoice
// downloaded with the shopper's token and handed to the browser as a PDF.

const DETAIL = `/singleorder/${ORDER_ID}`;
const PDF_TEXT = '%PDF-1.7\n%test\n';
const PDF_BYTES = new TextEncoder().encode(PDF_TEXT);
const shipped = (overrides: Partial<Order> = {}) =>
  makeOrder({
    status: 'Shipped',
    canCancel: false,
    shipment: { courier: 'Delhivery', trackingNumber: 'DL123456', shippedAt: '2026-11-21T06:00:00.000Z' },
    invoiceAvailable: true,
    ...overrides,
  });
const pdfAnswer = (filename = 'LL-2026-27-000042.pdf') =>
  new Response(PDF_BYTES, {
    headers: { 'content-type': 'application/pdf', 'content-disposition': `inline; filename="${filename}"` },
  });

let clicked: HTMLAnchorElement[];
let created: Blob[];

beforeEach(() => {
  clicked = [];
  created = [];
  // jsdom has neither object URLs nor navigation: record what the page hands the browser instead.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    created.push(blob);
    return 'blob:invoice';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('a shipped order', () => {
  it('says who carries it and downloads the invoice with the shopper’s token', async () => {
    const api = fakeOrdersApi([shipped()], { orderInvoice: () => pdfAnswer() });
    renderOrderPages(DETAIL);
    expect(await screen.findByTestId('shipment-note')).toHaveTextContent(
      'Shipped with Delhivery · Tracking DL123456',
    );
    const button = screen.getByRole('button', { name: `Download invoice for order #${ORDER_NUMBER}` });
    fireEvent.click(button);
    await waitFor(() => expect(clicked).toHaveLength(1));

    const [request] = api.calls('orderInvoice');
    expect(request?.params).toEqual({ id: ORDER_ID });
    expect(request?.headers.get('authorization')).toBe(`Bearer ${SHOPPER_TOKEN}`);
    expect(clicked[0]?.download).toBe('LL-2026-27-000042.pdf');
    expect(clicked[0]?.getAttribute('href')).toBe('blob:invoice');
    expect(created[0]?.type).toBe('application/pdf');
    expect(await created[0]?.text()).toBe(PDF_TEXT);
    expect(clicked[0]?.isConnected).toBe(false);
  });

  it('shows the button busy while the invoice is on its way', async () => {
    const later = deferred();
    fakeOrdersApi([shipped()], { orderInvoice: () => later.promise });
    renderOrderPages(DETAIL);
    fireEvent.click(await screen.findByRole('button', { name: /Download invoice/ }));
    const busy = await screen.findByRole('button', { name: /Download invoice/ });
    await waitFor(() => expect(busy).toBeDisabled());
    expect(busy).toHaveTextContent(INVOICE_MESSAGES.downloading);
    later.resolve(pdfAnswer());
    await waitFor(() => expect(busy).toBeEnabled());
    expect(busy).toHaveTextContent(INVOICE_MESSAGES.download);
  });

  it('tells the shopper when the invoice is refused, in the server’s words', async () => {
    const error = vi.spyOn(toast, 'error');
    fakeOrdersApi([shipped()], { orderInvoice: () => refusal(409, ADMIN_ORDER_MESSAGES.invoiceNotYet) });
    renderOrderPages(DETAIL);
    fireEvent.click(await screen.findByRole('button', { name: /Download invoice/ }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(ADMIN_ORDER_MESSAGES.invoiceNotYet, expect.anything()),
    );
    expect(clicked).toHaveLength(0);
  });

  it('says the download failed when no answer of ours came', async () => {
    const error = vi.spyOn(toast, 'error');
    fakeOrdersApi([shipped()], {
      orderInvoice: () => new Response('<html>Bad gateway</html>', { status: 502 }),
    });
    renderOrderPages(DETAIL);
    fireEvent.click(await screen.findByRole('button', { name: /Download invoice/ }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(INVOICE_MESSAGES.downloadFailed, expect.anything()),
    );
  });
});

describe('an order not yet shipped', () => {
  it('shows neither the shipment nor the invoice', async () => {
    fakeOrdersApi([makeOrder()]);
    renderOrderPages(DETAIL);
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Processing');
    expect(screen.queryByTestId('shipment-note')).toBeNull();
    expect(screen.queryByRole('button', { name: /Download invoice/ })).toBeNull();
  });
});
