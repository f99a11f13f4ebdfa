import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowRightLeft, PackageSearch } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ADMIN_ORDERS_PAGE_DEFAULT, type AdminOrderRow } from '../../../../contract/admin-orders.ts';
import type { OrderStatus } from '../../../../contract/order.ts';
import { buttonStyles } from '../../../components/button-styles.ts';
import { SectionError } from '../../../components/SectionError.tsx';
import { Skeleton, skeletonKeys } from '../../../components/Skeleton.tsx';
import { unwrap } from '../../../lib/api.ts';
import { failureText } from '../../../lib/failure.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { adminCall } from '../call.ts';
import { useCanWrite } from '../console-context.ts';
import { consoleKeys } from '../console-keys.ts';
import { CONSOLE_TOAST } from '../console-query.ts';
import { Pager, primaryButton } from '../ui.tsx';
import { BulkMoveDialog } from './components/BulkMoveDialog.tsx';
import { OrderFiltersForm } from './components/OrderFiltersForm.tsx';
import { OrderCards, OrdersTable, orderPath } from './components/OrderRows.tsx';
import { useWide } from './desk.ts';
import {
  hasFilters,
  listQuery,
  looksLikeOrderNumber,
  type OrderFilters,
  readFilters,
  writeFilters,
} from './order-filters.ts';

export const LIST_FAILED = 'The orders could not be loaded.';

interface Refusal {
  id: string;
  orderNumber: string | null;
  message: string;
}

/** The order desk: search, filters, the list and moving many orders at once. */
export default function OrdersPage() {
  usePageTitle('Orders');
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const query = listQuery(filters);
  const client = useQueryClient();
  const navigate = useNavigate();
  const wide = useWide();
  const canWrite = useCanWrite('orders');

  const list = useQuery({
    queryKey: [...consoleKeys.orders, query],
    queryFn: ({ signal }) => unwrap(adminCall('adminOrders', { query, signal })),
    placeholderData: keepPreviousData,
  });

  // Opening the unfiltered first page counts as having seen the new orders (the nav's badge clears).
  const unfiltered = !hasFilters(filters) && filters.page === 1;
  const seen = useRef(false);
  useEffect(() => {
    if (!unfiltered || seen.current) return;
    seen.current = true;
    void adminCall('adminOrdersSeen').then((result) => {
      if (result.success) client.setQueryData(consoleKeys.newOrders, result.data);
    });
  }, [unfiltered, client]);

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [moveOpen, setMoveOpen] = useState(false);
  const [moving, setMoving] = useState(false);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const rows = list.data?.orders ?? [];
  const pageKey = rows.map((row) => row._id).join(',');
  // A new page (or a new filter) starts with nothing selected.
  useEffect(() => setSelected(new Set()), [pageKey]);

  function show(next: OrderFilters) {
    setParams(writeFilters(next));
  }

  async function search(next: OrderFilters) {
    if (looksLikeOrderNumber(next.q)) {
      const found = await adminCall('adminOrders', { query: { q: next.q, limit: 2 } });
      const only = found.success && found.data.total === 1 ? found.data.orders[0] : undefined;
      if (only) {
        navigate(orderPath(only));
        return;
      }
    }
    show(next);
  }

  function toggle(id: string) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function toggleAll() {
    setSelected((current) =>
      rows.length > 0 && rows.every((row) => current.has(row._id))
        ? new Set()
        : new Set(rows.map((r) => r._id)),
    );
  }

  async function move(status: OrderStatus, note: string | undefined) {
    const chosen: AdminOrderRow[] = rows.filter((row) => selected.has(row._id));
    setMoving(true);
    const result = await adminCall('adminOrdersBulkStatus', {
      body: { orders: chosen.map((row) => ({ id: row._id, from: row.status })), status, note },
    });
    setMoving(false);
    if (!result.success) {
      notifyError(
        failureText(result, { failed: 'The orders could not be moved. Try again.' }),
        CONSOLE_TOAST,
      );
      return;
    }
    const { moved, refused } = result.data;
    const message = `${moved.length} moved, ${refused.length} refused`;
    if (refused.length > 0) notifyError(message, CONSOLE_TOAST);
    else notifySuccess(message, CONSOLE_TOAST);
    setRefusals(refused);
    setMoveOpen(false);
    setSelected(new Set());
    void client.invalidateQueries({ queryKey: consoleKeys.orders });
  }

  const total = list.data?.total ?? 0;
  const limit = list.data?.limit ?? ADMIN_ORDERS_PAGE_DEFAULT;
  const first = total === 0 ? 0 : (filters.page - 1) * limit + 1;
  const last = Math.min(filters.page * limit, total);
  const rowProps = { rows, selected, onToggle: toggle, onToggleAll: toggleAll, selectable: canWrite };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-2xl font-extrabold text-ink">Orders</h1>
        {canWrite && selected.size > 0 ? (
          <button type="button" onClick={() => setMoveOpen(true)} className={primaryButton}>
            <ArrowRightLeft className="size-4" aria-hidden="true" />
            Move to… ({selected.size})
          </button>
        ) : null}
      </div>

      <OrderFiltersForm key={params.toString()} filters={filters} onApply={show} onSearch={search} />

      {refusals.length > 0 ? (
        <section
          aria-labelledby="bulk-refusals"
          className="rounded-2xl border border-danger/30 bg-[#fde4e1]/60 p-4 text-sm"
        >
          <div className="flex items-center justify-between gap-2">
            <h2 id="bulk-refusals" className="font-bold text-ink">
              Refused
            </h2>
            <button type="button" onClick={() => setRefusals([])} className={buttonStyles.quiet}>
              Dismiss
            </button>
          </div>
          <ul className="mt-2 space-y-1">
            {refusals.map((refusal) => (
              <li key={refusal.id}>
                <span className="font-semibold">{refusal.orderNumber ?? refusal.id}</span>: {refusal.message}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {list.isPending ? (
        <div role="status" aria-label="Loading orders" className="space-y-2">
          {skeletonKeys(6).map((key) => (
            <Skeleton key={key} className="h-14 rounded-2xl" />
          ))}
        </div>
      ) : list.isError ? (
        <SectionError
          message={failureText(list.error, { failed: LIST_FAILED })}
          onRetry={() => void list.refetch()}
        />
      ) : rows.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-line bg-paper/70 px-4 py-10 text-center text-ink-soft">
          <PackageSearch className="size-8" aria-hidden="true" />
          <p className="font-semibold text-ink">
            {hasFilters(filters) ? 'No orders match these filters' : 'No orders yet'}
          </p>
        </div>
      ) : (
        <>
          {wide ? <OrdersTable {...rowProps} /> : <OrderCards {...rowProps} />}
          <Pager
            page={filters.page}
            limit={limit}
            total={total}
            onPage={(page) => show({ ...filters, page })}
            summary={`${first}–${last} of ${total} ${total === 1 ? 'order' : 'orders'}`}
          />
        </>
      )}

      <BulkMoveDialog
        open={moveOpen}
        onOpenChange={setMoveOpen}
        count={selected.size}
        busy={moving}
        onMove={(status, note) => void move(status, note)}
      />
    </div>
  );
}
