// GST tax invoices and packing slips (docs/decisions/024-the-console.md). The shop's console opens
// both as PDFs; a shopper downloads the invoice of their own order once it has shipped. The refusal
// before shipping is ADMIN_ORDER_MESSAGES.invoiceNotYet (contract/admin-orders.ts), one text for both.

export const INVOICE_MESSAGES = {
  download: 'Download invoice',
  downloading: 'Downloading…',
  downloadFailed: 'Could not download the invoice. Please try again.',
  shippedWith: 'Shipped with {courier} · Tracking {number}',
} as const;

/** "Shipped with Delhivery · Tracking DL123" as the order page shows it. */
export const shippedWithText = (courier: string, trackingNumber: string) =>
  INVOICE_MESSAGES.shippedWith.replace('{courier}', courier).replace('{number}', trackingNumber);

/** The media type of every invoice and packing slip answer. */
export const PDF_TYPE = 'application/pdf';
