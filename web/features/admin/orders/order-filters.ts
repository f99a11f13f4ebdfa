import {
  ADMIN_ORDERS_PAGE_DEFAULT,
  type AdminOrderListQuery,
  adminOrderListQuery,
} from '../../../../contract/admin-orders.ts';
import { ORDER_STATUSES, type OrderStatus } from '../../../../contract/order.ts';
import { parseOrderNumber } from '../../../../contract/order-number.ts';

// The order desk's filters live in the page's query string (the API's own names), so a filtered view
// can be shared and survives a reload.

export type CashFilter = 'collected' | 'outstanding';

export interface OrderFilters {
  q: string;
  status: OrderStatus[];
  from: string;
  to: string;
  state: string;
  pincode: string;
  cash: CashFilter | '';
  page: number;
}

export const NO_FILTERS: OrderFilters = {
  q: '',
  status: [],
  from: '',
  to: '',
  state: '',
  pincode: '',
  cash: '',
  page: 1,
};

const isStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);

export function readFilters(params: URLSearchParams): OrderFilters {
  const cash = params.get('cash');
  const page = Number(params.get('page'));
  return {
    q: params.get('q')?.trim() ?? '',
    status: (params.get('status') ?? '').split(',').filter(isStatus),
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    state: params.get('state')?.trim() ?? '',
    pincode: params.get('pincode')?.trim() ?? '',
    cash: cash === 'collected' || cash === 'outstanding' ? cash : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query string of a view; empty filters and page 1 are left out. */
export function writeFilters(filters: OrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.status.length > 0) params.set('status', filters.status.join(','));
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.state) params.set('state', filters.state);
  if (filters.pincode) params.set('pincode', filters.pincode);
  if (filters.cash) params.set('cash', filters.cash);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** What GET /api/admin/orders is asked for this view. */
export function listQuery(filters: OrderFilters): AdminOrderListQuery {
  return {
    q: filters.q || undefined,
    status: filters.status.length > 0 ? filters.status.join(',') : undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    state: filters.state || undefined,
    pincode: filters.pincode || undefined,
    cash: filters.cash || undefined,
    page: filters.page,
    limit: ADMIN_ORDERS_PAGE_DEFAULT,
  };
}

/** True when any filter (or a search) narrows the list. */
export function hasFilters(filters: OrderFilters): boolean {
  return writeFilters({ ...filters, page: 1 }).size > 0;
}

/** The contract's messages for the typed filters, by field (empty when they can be sent). */
export function filterErrors(filters: OrderFilters): Partial<Record<keyof OrderFilters, string>> {
  const parsed = adminOrderListQuery.safeParse(listQuery(filters));
  if (parsed.success) return {};
  const errors: Partial<Record<keyof OrderFilters, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof OrderFilters | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** Whether a search is an order number as shoppers are told it (LL-2026-000123, #LL-2026-000123). */
export function looksLikeOrderNumber(q: string): boolean {
  return parseOrderNumber(q) !== null;
}
