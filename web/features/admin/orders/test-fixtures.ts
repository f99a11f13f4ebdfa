import type { z } from 'zod';
import type {
  AdminOrderDetail,
  AdminOrderRow,
  adminReturnRowSchema,
} from '../../../../contract/admin-orders.ts';
import type { Order, OrderStatus } from '../../../../contract/order.ts';
import type { AuditEntry } from '../../../../contract/staff.ts';
import { TOKEN_KEY, USER_ID_KEY } from '../../../lib/auth-storage.ts';
import { makeWireOrder, ORDER_PLACED_AT } from '../../../test/order-fixtures.ts';

// The console's orders for the desks' tests, typed by the contract (fixtures.test.ts parses them with
// the contract's answer schemas).

export const STAFF_TOKEN = 'staff-token';
export const ORDER_ID = '3f1c2b4a-7d8e-4f90-a1b2-c3d4e5f60718';
export const ORDER_NUMBER = 'LL-2026-000123';
export const SHOPPER_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const PLACED_AT = ORDER_PLACED_AT;

export function signInStaff(): void {
  localStorage.setItem(TOKEN_KEY, STAFF_TOKEN);
  localStorage.setItem(USER_ID_KEY, 'staff-user');
}

/** An order id whose number is LL-2026-000nnn. */
export const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const numberOf = (n: number) => `LL-2026-${String(n).padStart(6, '0')}`;

export function makeRow(overrides: Partial<AdminOrderRow> = {}): AdminOrderRow {
  return {
    _id: ORDER_ID,
    orderNumber: ORDER_NUMBER,
    status: 'Processing',
    createdAt: PLACED_AT,
    shopper: { _id: SHOPPER_ID, name: 'Asha Rao', phone: '9876543210' },
    recipient: 'Asha Rao',
    city: 'Bengaluru Urban',
    state: 'Karnataka',
    pincode: '560001',
    itemCount: 3,
    finalPayableAmount: 1459,
    paymentMethod: 'Cash on Delivery',
    cashCollected: false,
    returnedToOrigin: false,
    ...overrides,
  };
}

/** Row n: id idOf(n), number numberOf(n). */
export const rowN = (n: number, overrides: Partial<AdminOrderRow> = {}) =>
  makeRow({ _id: idOf(n), orderNumber: numberOf(n), ...overrides });

export function listAnswer(rows: AdminOrderRow[], total = rows.length, page = 1, limit = 25) {
  return { orders: rows, total, page, limit };
}

/** The order as the desk's detail carries it: the shared wire order under the desk's id and number. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  return makeWireOrder({
    _id: ORDER_ID,
    orderNumber: ORDER_NUMBER,
    shippingAddress: { ...makeWireOrder().shippingAddress, number: '9876543210' },
    ...overrides,
  });
}

export function makeAudit(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    _id: 'audit-1',
    at: '2026-11-21T04:30:00.000Z',
    actor: { userId: 'staff-user', name: 'Meera', phone: '9876500000', role: 'owner' },
    via: 'console',
    action: 'order.status',
    targetType: 'order',
    targetId: ORDER_ID,
    targetLabel: ORDER_NUMBER,
    before: { status: 'Confirmed' },
    after: { status: 'Processing' },
    note: 'Packed early',
    ...overrides,
  };
}

/** The desk's view of one order in `status`, with the moves the transition table allows from it. */
export function makeDetail(
  status: OrderStatus = 'Processing',
  overrides: Partial<AdminOrderDetail> = {},
): AdminOrderDetail {
  return {
    order: makeOrder({ status }),
    shopper: {
      _id: SHOPPER_ID,
      name: 'Asha Rao',
      phone: '9876543210',
      email: 'asha@example.com',
      blocked: false,
    },
    cash: null,
    refund: null,
    returnedToOrigin: false,
    invoiceNumber: null,
    moves: status === 'Processing' ? ['Shipping', 'Shipped', 'Cancelled'] : [],
    audit: [makeAudit()],
    ...overrides,
  };
}

/** A change's answer: the order as it is afterwards, and the server's message. */
export const changed = (detail: AdminOrderDetail, message: string) => ({ ...detail, message });

type ReturnRow = z.infer<typeof adminReturnRowSchema>;

export function makeReturnRow(overrides: Partial<ReturnRow> = {}): ReturnRow {
  return {
    order: makeRow({ status: 'Return_Requested' }),
    reason: 'Item damaged',
    description: 'The seam is torn',
    requestedAt: '2026-11-25T06:00:00.000Z',
    decidedAt: null,
    declineReason: null,
    refund: null,
    ...overrides,
  };
}

export function returnsAnswer(rows: ReturnRow[]) {
  return { returns: rows, total: rows.length, page: 1, limit: 25 };
}
