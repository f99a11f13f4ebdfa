import { FileDown, PackageCheck } from 'lucide-react';
import { useState } from 'react';
import { INVOICE_MESSAGES } from '../../../../contract/invoice.ts';
import type { Order } from '../../../../contract/order.ts';
import { buttonStyles } from '../../../components/button-styles.ts';
import { download } from '../../../lib/download.ts';
import { failureText } from '../../../lib/failure.ts';
import { notifyError } from '../../../lib/notify.ts';
import { downloadInvoiceFor, ORDER_TEXTS, orderSays, shippedWith } from '../order-texts.ts';

/** "Shipped with {courier} · Tracking {number}" once the shop has shipped the order; nothing before. */
export function ShipmentNote({ order }: { order: Order }) {
  if (!order.shipment) return null;
  return (
    <p className="inline-flex items-center gap-1.5 text-sm text-ink-soft" data-testid="shipment-note">
      <PackageCheck className="size-4 shrink-0 text-accent" aria-hidden="true" />
      <span className="font-semibold text-ink">
        {shippedWith(order.shipment.courier, order.shipment.trackingNumber)}
      </span>
    </p>
  );
}

/** Download invoice: the order's GST tax invoice as a PDF, offered once the server says there is one. */
export function InvoiceButton({ order }: { order: Order }) {
  const [busy, setBusy] = useState(false);
  if (!order.invoiceAvailable) return null;

  async function fetchInvoice() {
    setBusy(true);
    const result = await download('orderInvoice', { id: order._id }, `invoice-${order.orderNumber}.pdf`);
    setBusy(false);
    if (!result.success)
      notifyError(orderSays(failureText(result, { failed: INVOICE_MESSAGES.downloadFailed })), 'account');
  }

  return (
    <button
      type="button"
      onClick={fetchInvoice}
      disabled={busy}
      aria-label={downloadInvoiceFor(order.orderNumber)}
      className={`${buttonStyles.secondary} px-4 py-2 text-sm`}
    >
      <FileDown className="size-4" aria-hidden="true" />
      {busy ? ORDER_TEXTS.downloadingInvoice : ORDER_TEXTS.downloadInvoice}
    </button>
  );
}
