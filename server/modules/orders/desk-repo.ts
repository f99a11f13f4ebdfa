import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { users } from '../../db/schema/index.ts';
import { orderItems, orderStatusHistory, orders, refunds } from './schema.ts';

// SQL of the console's order desk: one order's shopper, refund and invoice (the detail), and the
// desk's lists (desk-list-repo.ts).

export interface DeskShopperRow {
  id: string;
  name: string | null;
  phone: string | null;
  email: string | null;
  blockedAt: Date | null;
}

export async function shopperOf(db: Db, userId: string): Promise<DeskShopperRow | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      phone: users.phone,
      email: users.email,
      blockedAt: users.blockedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** The name (or the phone when there is no name) of a staff member who recorded something. */
export async function nameOf(db: Db, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await db
    .select({ name: sql<string | null>`coalesce(${users.name}, ${users.phone})` })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.name ?? null;
}

export interface DeskRefundRow {
  orderId: string;
  amount: number;
  method: string;
  reference: string | null;
  refundedOn: string;
  recordedByName: string | null;
}

const refundColumns = {
  orderId: refunds.orderId,
  amount: refunds.amount,
  method: refunds.method,
  reference: refunds.reference,
  refundedOn: refunds.refundedOn,
  recordedByName: sql<
    string | null
  >`(SELECT coalesce(r.name, r.phone) FROM users r WHERE r.id = ${refunds.recordedBy})`,
};

/** The refunds of these orders (at most one each). */
export function refundsOf(db: Db, orderIds: readonly string[]): Promise<DeskRefundRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select(refundColumns)
    .from(refunds)
    .where(inArray(refunds.orderId, [...orderIds]));
}

// ---- The desk's lists ----

/** What the order desk's list may be narrowed to (already parsed: instants, digits). */
export interface DeskFilter {
  statuses?: readonly string[];
  /** Placed at or after / before these instants. */
  from?: Date;
  to?: Date;
  /** Any case; lower(shipping_address->>'state'), the expression orders_state_created_idx holds, equals it. */
  state?: string;
  pincode?: string;
  cash?: 'collected' | 'outstanding';
  /** The search, as one of its forms. */
  number?: number;
  /** +91XXXXXXXXXX, as users.phone stores it. */
  phone?: string;
  /** Any case; a prefix of the shopper's name (lower(users.name) LIKE 'q%', users_name_lower_idx). */
  namePrefix?: string;
  /** One shopper's orders (the shoppers desk; orders_user_created_idx). */
  userId?: string;
}

/** One row of a desk list: the order's own columns the list shows (its shopper is read for the page). */
export interface DeskListRow {
  id: string;
  number: number;
  status: string;
  createdAt: Date;
  userId: string;
  shippingAddress: Record<string, string | null>;
  finalPayable: number;
  paymentMethod: string;
  cashCollectedOn: string | null;
  returnedToOriginAt: Date | null;
  cancellationOrReturnReason: string | null;
  reasonDescription: string | null;
  returnRequestedAt: Date | null;
  returnDecidedAt: Date | null;
  returnDeclineReason: string | null;
}

const listColumns = {
  id: orders.id,
  number: orders.number,
  status: orders.status,
  createdAt: orders.createdAt,
  userId: orders.userId,
  shippingAddress: orders.shippingAddress,
  finalPayable: orders.finalPayable,
  paymentMethod: orders.paymentMethod,
  cashCollectedOn: orders.cashCollectedOn,
  returnedToOriginAt: orders.returnedToOriginAt,
  cancellationOrReturnReason: orders.cancellationOrReturnReason,
  reasonDescription: orders.reasonDescription,
  returnRequestedAt: orders.returnRequestedAt,
  returnDecidedAt: orders.returnDecidedAt,
  returnDeclineReason: orders.returnDeclineReason,
};

/** Escapes LIKE's wildcards so a typed % or _ matches itself. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The first string after every string that starts with `prefix` (code point order): 'ram' → 'ran'. */
function prefixEnd(prefix: string): string {
  const points = [...prefix];
  const last = points.pop()!.codePointAt(0)!;
  return points.join('') + String.fromCodePoint(last + 1);
}

/**
 * Shoppers whose name starts with `prefix` (any case). The range on lower(name) is what lets the
 * planner walk users_name_lower_idx (a plain btree: LIKE alone uses it only under the C collation);
 * the range is exactly the prefix in code-point order (C, C.UTF-8), and the LIKE drops anything else.
 */
function namePrefixed(prefix: string): SQL {
  const lower = prefix.toLowerCase();
  const name = sql`lower(u.name)`;
  return sql`${name} >= ${lower} AND ${name} < ${prefixEnd(lower)} AND ${name} LIKE ${likePrefix(lower)}`;
}

function whereOf(f: DeskFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (f.statuses?.length) parts.push(inArray(orders.status, [...f.statuses]));
  if (f.from) parts.push(gte(orders.createdAt, f.from));
  if (f.to) parts.push(lt(orders.createdAt, f.to));
  if (f.state !== undefined)
    parts.push(sql`lower(${orders.shippingAddress} ->> 'state') = lower(${f.state})`);
  if (f.pincode !== undefined) parts.push(sql`(${orders.shippingAddress} ->> 'pincode') = ${f.pincode}`);
  // The same predicate as orders_cash_outstanding_idx, so the planner can use that partial index.
  if (f.cash === 'outstanding')
    parts.push(sql`${orders.status} = 'Delivered' AND ${orders.cashCollectedOn} IS NULL`);
  if (f.cash === 'collected') parts.push(isNotNull(orders.cashCollectedOn));
  if (f.number !== undefined) parts.push(eq(orders.number, f.number));
  if (f.userId !== undefined) parts.push(eq(orders.userId, f.userId));
  // The shopper's rows are found first (users_phone_live_key, users_name_lower_idx), then their orders.
  if (f.phone !== undefined)
    parts.push(
      sql`${orders.userId} IN (SELECT u.id FROM ${users} u WHERE u.phone = ${f.phone} AND u.deleted_at IS NULL)`,
    );
  if (f.namePrefix)
    parts.push(sql`${orders.userId} IN (SELECT u.id FROM ${users} u WHERE ${namePrefixed(f.namePrefix)})`);
  return and(...parts);
}

/**
 * The order the desk's indexes hold created_at in (DESC NULLS LAST, as drizzle-kit writes `.desc()`).
 * A plain DESC means NULLS FIRST, which no index matches: the planner would sort the whole table.
 */
const newestFirst = sql`${orders.createdAt} DESC NULLS LAST`;

/** A page of orders, newest first (the id breaks ties, so pages never overlap). Awaiting it runs it. */
export function deskOrdersPage(db: Db, filter: DeskFilter, limit: number, offset: number) {
  return db
    .select(listColumns)
    .from(orders)
    .where(whereOf(filter))
    .orderBy(newestFirst, desc(orders.id))
    .limit(limit)
    .offset(offset);
}

/** How many orders the filter matches (exact). */
export function deskOrdersCount(db: Db, filter: DeskFilter) {
  return db.select({ n: count() }).from(orders).where(whereOf(filter));
}

export interface DeskShopperName {
  id: string;
  name: string | null;
  phone: string | null;
}

/** The names and phones of these shoppers (a page's). */
export function shopperNamesOf(db: Db, userIds: readonly string[]): Promise<DeskShopperName[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: users.id, name: users.name, phone: users.phone })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
}

export async function countDeskOrders(db: Db, filter: DeskFilter): Promise<number> {
  const [row] = await deskOrdersCount(db, filter);
  return row?.n ?? 0;
}

/** The number of units in each of these orders. */
export async function unitsOf(db: Db, orderIds: readonly string[]): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: orderItems.orderId, units: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .groupBy(orderItems.orderId);
  return new Map(rows.map((r) => [r.orderId, Number(r.units)]));
}

/** Orders placed after `since` (all orders when null), counted up to `cap` (the badge says "cap+"). */
export async function countPlacedSince(db: Db, since: Date | null, cap: number): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${orders} ${
      since ? sql`WHERE ${orders.createdAt} > ${since}` : sql``
    } LIMIT ${cap}) AS placed`,
  );
  return Number(rows[0]?.n ?? 0);
}

export type ReturnDeskState = 'waiting' | 'accepted' | 'declined';

/**
 * When the return was asked for: the order's own column, else the history row that recorded it.
 * Written with the table's name: a one-table select leaves its columns unqualified.
 */
const requestedAt = sql<Date>`coalesce(orders.return_requested_at, (
  SELECT max(h.created_at) FROM ${orderStatusHistory} h
  WHERE h.order_id = orders.id AND h.status = 'Return_Requested'), orders.updated_at)`;

const returnsWhere = (state: ReturnDeskState): SQL =>
  state === 'waiting' ? eq(orders.status, 'Return_Requested') : eq(orders.returnOutcome, state);

/** Waiting returns oldest request first; decided ones newest decision first. */
export function returnsPage(
  db: Db,
  state: ReturnDeskState,
  limit: number,
  offset: number,
): Promise<(DeskListRow & { requestedAt: Date })[]> {
  return db
    .select({ ...listColumns, requestedAt })
    .from(orders)
    .where(returnsWhere(state))
    .orderBy(
      ...(state === 'waiting'
        ? [asc(requestedAt), asc(orders.id)]
        : [sql`${orders.returnDecidedAt} DESC NULLS LAST`, desc(orders.id)]),
    )
    .limit(limit)
    .offset(offset);
}

export async function countReturns(db: Db, state: ReturnDeskState): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(returnsWhere(state));
  return row?.n ?? 0;
}
