import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { PDF_TYPE } from '../../../contract/invoice.ts';
import { orderIdParams, orderOrderIdParams } from '../../../contract/order.ts';
import { authOf } from '../../lib/auth-guard.ts';
import { route } from '../../lib/route.ts';
import { actorOf } from '../staff/index.ts';
import type { InvoiceService, PdfFile } from './service.ts';

// The invoice and packing slip PDFs: the console's (any order, by uuid or order number) and the
// shopper's own invoice. Each route sends the PDF itself, opened in the browser (inline) under a
// filename of the invoice or order number.

const send = (reply: FastifyReply, file: PdfFile) =>
  reply
    .header('content-type', PDF_TYPE)
    .header('content-disposition', `inline; filename="${file.filename}"`)
    .send(file.pdf);

export const invoiceRoutes =
  (invoices: InvoiceService): FastifyPluginAsync =>
  async (app) => {
    route(
      app,
      'adminOrderInvoice',
      {
        tags: ['console: orders'],
        summary: "The order's GST tax invoice (PDF), numbered by the move that shipped the order",
        description:
          '409 before the order ships; an order that shipped without an invoice gets its number on this ' +
          'first download. The path takes the order id or its number (LL-2026-000123).',
        params: orderOrderIdParams,
        errors: [404, 409],
        produces: PDF_TYPE,
      },
      async (request, reply) =>
        send(reply, await invoices.invoice(request.params.orderId, { actor: actorOf(request) })),
    );

    route(
      app,
      'adminOrderPackingSlip',
      {
        tags: ['console: orders'],
        summary: "The order's packing slip (PDF): what goes in the parcel, with no prices",
        params: orderOrderIdParams,
        errors: [404],
        produces: PDF_TYPE,
      },
      async (request, reply) => send(reply, await invoices.packingSlip(request.params.orderId)),
    );

    route(
      app,
      'orderInvoice',
      {
        tags: ['orders'],
        summary: "The shopper's GST tax invoice for their order (PDF)",
        description: "409 before the order ships; another shopper's order is not found.",
        params: orderIdParams,
        errors: [404, 409],
        produces: PDF_TYPE,
      },
      async (request, reply) =>
        send(reply, await invoices.invoice(request.params.id, { shopperId: authOf(request).userId })),
    );
  };
