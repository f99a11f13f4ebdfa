// The invoices module's public surface: GST tax invoices and packing slips of orders, their numbers
// (issued when an order ships: invoiceAtShipping, the order lifecycle's onShipped hook), and the routes
// that send them as PDFs.
export { computeGst, GST_SLABS_DEFAULT, type GstSlab, parseGstSlabs } from './gst.ts';
export { invoiceRoutes } from './routes.ts';
export {
  createInvoiceService,
  financialYearOf,
  formatInvoiceNumber,
  type InvoiceService,
  invoiceAtShipping,
  invoiceNumberOf,
} from './service.ts';
