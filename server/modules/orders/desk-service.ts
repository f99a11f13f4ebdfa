import type { z } from 'zod';
import type {
  AdminOrderDetail,
  AdminOrderRow,
  adminOrderListQuery,
  adminReturnListQuery,
  adminReturnRowSchema,
} from '../../../contract/admin-orders.ts';
import { INDIAN_MOBILE, localPhoneDigits, toE164 } from '../../../contract/auth.ts';
import { indiaDayEnd, indiaDayStart } from '../../../contract/india-time.ts';
import type { OrderStatus } from '../../../contract/order.ts';
import { parseOrderNumber } from '../../../contract/order-number.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { toRupees } from '../../lib/money.ts';
import type { AuditService, StaffService } from '../staff/index.ts';
import * as desk from './desk-repo.ts';
import { readDeskDetail, toRefund } from './desk-view.ts';
import { resolveOrderId } from './reader.ts';
import { orderNumberOf } from './wire.ts';

// The console's order desk and returns desk, read side (docs/decisions/024-the-console.md): the
// filtered, paged list of orders, the new-orders badge, one order's detail and the returns lists.

/** The badge counts new orders up to this many ("1000+"), so an unseen desk never counts the whole table. */
export const NEW_ORDERS_CAP = 1000;

export interface OrderDeskDeps {
  db: Db;
  clock: () => Date;
  config: Pick<Config, 'brandCode' | 'returnWindowDays'>;
  audit: Pick<AuditService, 'forTarget'>;
  staff: Pick<StaffService, 'ordersSeenAt' | 'markOrdersSeen'>;
}

type ListQuery = z.output<typeof adminOrderListQuery>;
type ReturnsQuery = z.output<typeof adminReturnListQuery>;
type ReturnRow = z.input<typeof adminReturnRowSchema>;

export interface Page<T> {
  total: number;
  page: number;
  limit: number;
  rows: T[];
}

export interface OrderDesk {
  list(query: ListQuery): Promise<Page<AdminOrderRow>>;
  newOrders(staffUserId: string): Promise<{ newOrders: number; since: string | null }>;
  markSeen(staffUserId: string): Promise<{ newOrders: number; since: string | null }>;
  /** By uuid or order number; 404 when there is none. */
  detail(orderRef: string): Promise<AdminOrderDetail>;
  returns(query: ReturnsQuery): Promise<Page<ReturnRow>>;
  /** A shopper's newest orders, as the list shows them (the shoppers desk). */
  ofShopper(userId: string, limit: number): Promise<AdminOrderRow[]>;
}

const ORDER_NUMBER_DIGITS = /^#?\s*(\d{1,15})$/;

/**
 * The desk's search box: an order number in any form (LL-2026-000123, #000123, 000123, 123), a
 * shopper's phone (10 digits, or with +91), else the start of a shopper's name.
 */
export function searchOf(q: string | undefined): Pick<desk.DeskFilter, 'number' | 'phone' | 'namePrefix'> {
  const text = q?.trim() ?? '';
  if (!text) return {};
  const full = parseOrderNumber(text);
  if (full !== null) return { number: full };
  const compact = text.replace(/[\s\-()]/g, '');
  const local = localPhoneDigits(text);
  if ((compact.startsWith('+') || compact.length >= 10) && INDIAN_MOBILE.test(local)) {
    return { phone: toE164(local) };
  }
  const digits = ORDER_NUMBER_DIGITS.exec(text);
  if (digits) {
    const number = Number(digits[1]);
    // Order numbers start at 1: 0 or a number past the safe range finds nothing, like an unknown one.
    return { number: Number.isSafeInteger(number) ? number : -1 };
  }
  return { namePrefix: text };
}

/** The parsed list query as the repo's filter. */
export function filterOf(query: Omit<ListQuery, 'page' | 'limit'>): desk.DeskFilter {
  return {
    ...(query.status?.length ? { statuses: query.status } : {}),
    ...(query.from ? { from: indiaDayStart(query.from) } : {}),
    ...(query.to ? { to: indiaDayEnd(query.to) } : {}),
    ...(query.state ? { state: query.state } : {}),
    ...(query.pincode ? { pincode: query.pincode } : {}),
    ...(query.cash ? { cash: query.cash } : {}),
    ...searchOf(query.q),
  };
}

const localPhone = (phone: string | null) => (phone ? phone.replace(/^\+91/, '') : null);

interface PageExtras {
  units: Map<string, number>;
  shoppers: Map<string, desk.DeskShopperName>;
}

/** What a page of rows shows besides their own columns: units per order and the shoppers' names. */
async function extrasOf(db: Db, rows: readonly desk.DeskListRow[]): Promise<PageExtras> {
  const [units, shoppers] = await Promise.all([
    desk.unitsOf(
      db,
      rows.map((r) => r.id),
    ),
    desk.shopperNamesOf(
      db,
      rows.map((r) => r.userId),
    ),
  ]);
  return { units, shoppers: new Map(shoppers.map((s) => [s.id, s])) };
}

function toRow(brandCode: string, row: desk.DeskListRow, { units, shoppers }: PageExtras): AdminOrderRow {
  const address = row.shippingAddress;
  const shopper = shoppers.get(row.userId);
  return {
    _id: row.id,
    orderNumber: orderNumberOf(brandCode, row),
    status: row.status as OrderStatus,
    createdAt: row.createdAt.toISOString(),
    shopper: { _id: row.userId, name: shopper?.name ?? null, phone: localPhone(shopper?.phone ?? null) },
    recipient: address.name ?? '',
    city: address.city ?? '',
    state: address.state ?? '',
    pincode: address.pincode ?? '',
    itemCount: units.get(row.id) ?? 0,
    finalPayableAmount: toRupees(row.finalPayable),
    paymentMethod: row.paymentMethod,
    cashCollected: row.cashCollectedOn !== null,
    returnedToOrigin: row.returnedToOriginAt !== null,
  };
}

export function createOrderDesk({ db, clock, config, audit, staff }: OrderDeskDeps): OrderDesk {
  const view = () => ({
    brandCode: config.brandCode,
    returnWindowDays: config.returnWindowDays,
    now: clock(),
    audit,
  });

  const badge = async (since: Date | null) => ({
    newOrders: await desk.countPlacedSince(db, since, NEW_ORDERS_CAP),
    since: since ? since.toISOString() : null,
  });

  return {
    async list({ page, limit, ...rest }) {
      const filter = filterOf(rest);
      const [rows, total] = await Promise.all([
        desk.deskOrdersPage(db, filter, limit, (page - 1) * limit),
        desk.countDeskOrders(db, filter),
      ]);
      const extras = await extrasOf(db, rows);
      return { total, page, limit, rows: rows.map((row) => toRow(config.brandCode, row, extras)) };
    },

    async ofShopper(userId, limit) {
      const rows = await desk.deskOrdersPage(db, { userId }, limit, 0);
      const extras = await extrasOf(db, rows);
      return rows.map((row) => toRow(config.brandCode, row, extras));
    },

    newOrders: async (staffUserId) => badge(await staff.ordersSeenAt(staffUserId)),

    markSeen: async (staffUserId) => badge(await staff.markOrdersSeen(staffUserId)),

    async detail(orderRef) {
      const id = await resolveOrderId(db, null, orderRef);
      return readDeskDetail(db, view(), id);
    },

    async returns({ state, page, limit }) {
      const [rows, total] = await Promise.all([
        desk.returnsPage(db, state, limit, (page - 1) * limit),
        desk.countReturns(db, state),
      ]);
      const ids = rows.map((r) => r.id);
      const [extras, refunds] = await Promise.all([extrasOf(db, rows), desk.refundsOf(db, ids)]);
      const refundOf = new Map(refunds.map((r) => [r.orderId, r]));
      return {
        total,
        page,
        limit,
        rows: rows.map((row) => {
          const refund = refundOf.get(row.id);
          return {
            order: toRow(config.brandCode, row, extras),
            reason: row.cancellationOrReturnReason,
            description: row.reasonDescription,
            requestedAt: new Date(row.requestedAt).toISOString(),
            decidedAt: row.returnDecidedAt ? row.returnDecidedAt.toISOString() : null,
            declineReason: row.returnDeclineReason,
            refund: refund ? toRefund(refund) : null,
          };
        }),
      };
    },
  };
}
