import { z } from 'zod';
import { ORDER_DESCRIPTION_MAX, ORDER_STATUSES, orderRefSchema, orderSchema } from './order.ts';
import { auditEntrySchema } from './staff.ts';

// The console's order desk, cash on delivery, returns desk and invoices (docs/decisions/024-the-console.md).
// Order ids in paths accept the uuid and the shopper-facing order number (orderRefSchema). Money is
// rupees on the wire.

export const ADMIN_ORDER_MESSAGES = {
  moved: 'The order status has been updated.',
  movedBySomeoneElse: 'Someone else changed this order first: it is now {status}. Look again and retry.',
  shippedNeedsTracking: 'Enter the courier and the tracking number to mark the order shipped.',
  courierRequired: 'Enter the courier.',
  trackingRequired: 'Enter the tracking number.',
  cancelNeedsReason: 'Enter the reason for cancelling.',
  bulkNoShipped: 'Orders are marked shipped one at a time, each with its tracking number.',
  bulkTooMany: 'Move at most 200 orders at once.',
  bulkDone: '{moved} moved, {refused} refused.',
  cashRecorded: 'Cash collection recorded.',
  cashNotDelivered: 'Cash is recorded once the order is delivered.',
  cashAlreadyRecorded: 'Cash for this order was already recorded.',
  cashAmountInvalid: 'Enter the amount collected in rupees.',
  cashDateInvalid: 'Enter the day the cash was collected (not in the future).',
  rtoDone: 'The order is marked returned to origin and its stock is back.',
  rtoNotAllowed: 'Only an order on its way (not yet delivered) can come back to origin.',
  invoiceNotYet: 'The invoice is made when the order ships.',
  returnAccepted: 'Return accepted.',
  returnDeclined: 'Return declined: the shopper has been told why.',
  declineNeedsReason: 'Enter the reason the shopper will see.',
  notAReturn: 'This order has no return waiting.',
  refundRecorded: 'Refund recorded.',
  refundNotReturned: 'A refund is recorded on an accepted return.',
  refundAlreadyRecorded: 'A refund for this return was already recorded.',
  refundAmountInvalid: 'Enter the refund amount in rupees, at most what the shopper paid.',
  refundReferenceRequired: 'Enter the transfer reference (UTR) or UPI reference.',
  invalidDate: 'Use a date like 2026-11-26',
} as const;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: ADMIN_ORDER_MESSAGES.invalidDate });
const note = z.string().trim().max(ORDER_DESCRIPTION_MAX);

export const ADMIN_ORDERS_PAGE_DEFAULT = 25;
export const ADMIN_ORDERS_PAGE_MAX = 100;

/** GET /api/admin/orders */
export const adminOrderListQuery = z.object({
  /** One status, or several as a comma list. */
  status: z
    .string()
    .optional()
    .transform((value) => (value ? value.split(',').filter(Boolean) : undefined))
    .pipe(z.array(z.enum(ORDER_STATUSES, { error: 'Unknown status' })).optional()),
  /** An order number (LL-2026-000123, 000123 or 123), a shopper's phone, or a shopper's name. */
  q: z.string().trim().max(80).optional(),
  /** Placed on or after / on or before these India dates. */
  from: day.optional(),
  to: day.optional(),
  state: z.string().trim().max(60).optional(),
  pincode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'Enter a 6-digit pincode' })
    .optional(),
  /** Cash on delivery: collected, or delivered and still outstanding. */
  cash: z.enum(['collected', 'outstanding']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(ADMIN_ORDERS_PAGE_MAX).default(ADMIN_ORDERS_PAGE_DEFAULT),
});
export type AdminOrderListQuery = z.input<typeof adminOrderListQuery>;

export const cashRecordSchema = z.object({
  amount: z.number(),
  /** The India date the cash was collected. */
  collectedOn: z.string(),
  recordedBy: z.string().nullable(),
  recordedAt: z.string(),
});

/** One row of the order desk's list. */
export const adminOrderRowSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  shopper: z.object({ _id: z.string(), name: z.string().nullable(), phone: z.string().nullable() }),
  /** The name on the shipping address (an account made by a phone code may have none of its own). */
  recipient: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  itemCount: z.number().int(),
  finalPayableAmount: z.number(),
  paymentMethod: z.string(),
  cashCollected: z.boolean(),
  /** Returned to origin (refused at the door). */
  returnedToOrigin: z.boolean(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const adminOrderListResponse = z.object({
  success: z.literal(true),
  orders: z.array(adminOrderRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AdminOrderListResponse = z.infer<typeof adminOrderListResponse>;

/** GET /api/admin/orders/new: orders placed since this staff member last opened the desk. */
export const adminNewOrdersResponse = z.object({
  success: z.literal(true),
  newOrders: z.number().int(),
  since: z.string().nullable(),
});

export const refundSchema = z.object({
  amount: z.number(),
  method: z.enum(['bank', 'upi', 'coins']),
  reference: z.string().nullable(),
  refundedOn: z.string(),
  recordedBy: z.string().nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

/** GET /api/admin/orders/{orderId}: everything the desk shows about one order. */
export const adminOrderDetailSchema = z.object({
  order: orderSchema,
  shopper: z.object({
    _id: z.string(),
    name: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    blocked: z.boolean(),
  }),
  cash: cashRecordSchema.nullable(),
  refund: refundSchema.nullable(),
  returnedToOrigin: z.boolean(),
  /** The invoice's number once issued (when the order ships). */
  invoiceNumber: z.string().nullable(),
  /** The statuses the shop may move this order to now (the transition table). */
  moves: z.array(z.enum(ORDER_STATUSES)),
  /** Staff actions on this order, newest first. */
  audit: z.array(auditEntrySchema),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;
export const adminOrderDetailResponse = adminOrderDetailSchema.extend({ success: z.literal(true) });

export const adminOrderParams = z.object({ orderId: orderRefSchema });

/**
 * PATCH /api/admin/orders/{orderId}/status. `from` is the status the staff member saw: when the order
 * has moved since, the change is refused (409) instead of applied twice. Shipped needs the courier and
 * the tracking number; Cancelled needs a reason (kept in the timeline and shown to the shopper).
 */
export const adminOrderStatusBody = z
  .strictObject({
    status: z.enum(ORDER_STATUSES, { error: 'Unknown status' }),
    from: z.enum(ORDER_STATUSES).optional(),
    courier: z.string().trim().min(1, { error: ADMIN_ORDER_MESSAGES.courierRequired }).max(60).optional(),
    trackingNumber: z
      .string()
      .trim()
      .min(1, { error: ADMIN_ORDER_MESSAGES.trackingRequired })
      .max(60)
      .optional(),
    note: note.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status === 'Shipped') {
      if (!body.courier)
        ctx.addIssue({ code: 'custom', path: ['courier'], message: ADMIN_ORDER_MESSAGES.courierRequired });
      if (!body.trackingNumber)
        ctx.addIssue({
          code: 'custom',
          path: ['trackingNumber'],
          message: ADMIN_ORDER_MESSAGES.trackingRequired,
        });
    }
    if (body.status === 'Cancelled' && !body.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: ADMIN_ORDER_MESSAGES.cancelNeedsReason });
  });
export type AdminOrderStatusBody = z.input<typeof adminOrderStatusBody>;

/** POST /api/admin/orders/bulk-status: the same move for many orders, each refused or made on its own. */
export const adminBulkStatusBody = z
  .strictObject({
    orders: z
      .array(z.strictObject({ id: orderRefSchema, from: z.enum(ORDER_STATUSES).optional() }))
      .min(1)
      .max(200, { error: ADMIN_ORDER_MESSAGES.bulkTooMany }),
    status: z.enum(ORDER_STATUSES, { error: 'Unknown status' }),
    note: note.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status === 'Shipped')
      ctx.addIssue({ code: 'custom', path: ['status'], message: ADMIN_ORDER_MESSAGES.bulkNoShipped });
    if (body.status === 'Cancelled' && !body.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: ADMIN_ORDER_MESSAGES.cancelNeedsReason });
  });
export const adminBulkStatusResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  moved: z.array(z.object({ _id: z.string(), orderNumber: z.string(), status: z.enum(ORDER_STATUSES) })),
  refused: z.array(z.object({ id: z.string(), orderNumber: z.string().nullable(), message: z.string() })),
});

/** POST /api/admin/orders/{orderId}/cash-collected */
export const adminCashBody = z.strictObject({
  amount: z
    .number({ error: ADMIN_ORDER_MESSAGES.cashAmountInvalid })
    .positive({ error: ADMIN_ORDER_MESSAGES.cashAmountInvalid })
    .max(10_000_000, { error: ADMIN_ORDER_MESSAGES.cashAmountInvalid }),
  collectedOn: day,
  note: note.optional(),
});

/** POST /api/admin/orders/{orderId}/returned-to-origin: refused at the door; stock, coins and coupon come back. */
export const adminRtoBody = z.strictObject({ note: note.optional() });

/** Every change on the desk answers with the order as the desk shows it afterwards. */
export const adminOrderChangedResponse = adminOrderDetailSchema.extend({
  success: z.literal(true),
  message: z.string(),
});

// ---- Returns desk ----

export const RETURN_DESK_STATES = ['waiting', 'accepted', 'declined'] as const;
export const adminReturnListQuery = z.object({
  state: z.enum(RETURN_DESK_STATES).default('waiting'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(ADMIN_ORDERS_PAGE_MAX).default(ADMIN_ORDERS_PAGE_DEFAULT),
});
export const adminReturnRowSchema = z.object({
  order: adminOrderRowSchema,
  reason: z.string().nullable(),
  description: z.string().nullable(),
  requestedAt: z.string(),
  /** Accepted or declined: when, and the decline's reason. */
  decidedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  refund: refundSchema.nullable(),
});
export const adminReturnListResponse = z.object({
  success: z.literal(true),
  returns: z.array(adminReturnRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

/** POST /api/admin/returns/{orderId}/accept: the order becomes Returned; stock comes back when restockable. */
export const adminReturnAcceptBody = z.strictObject({ restock: z.boolean(), note: note.optional() });
/** POST /api/admin/returns/{orderId}/decline: back to Delivered, with the reason the shopper sees. */
export const adminReturnDeclineBody = z.strictObject({
  reason: z
    .string()
    .trim()
    .min(1, { error: ADMIN_ORDER_MESSAGES.declineNeedsReason })
    .max(ORDER_DESCRIPTION_MAX),
});
/** POST /api/admin/returns/{orderId}/refund: the refund paid on an accepted return. */
export const adminRefundBody = z
  .strictObject({
    amount: z
      .number({ error: ADMIN_ORDER_MESSAGES.refundAmountInvalid })
      .positive({ error: ADMIN_ORDER_MESSAGES.refundAmountInvalid }),
    method: z.enum(['bank', 'upi', 'coins'], { error: 'Choose how the refund was paid.' }),
    reference: z.string().trim().max(60).optional(),
    refundedOn: day,
  })
  .superRefine((body, ctx) => {
    if (body.method !== 'coins' && !body.reference)
      ctx.addIssue({
        code: 'custom',
        path: ['reference'],
        message: ADMIN_ORDER_MESSAGES.refundReferenceRequired,
      });
  });
export const REFUND_METHOD_LABELS = { bank: 'Bank transfer', upi: 'UPI', coins: 'Coins' } as const;
