import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowRightLeft } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AdminOrderRow } from '../../../../contract/admin-orders.ts';
import type { OrderStatus } from '../../../../contract/order.ts';
import { unwrap } from '../../../lib/api.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { adminCall } from '../call.ts';
import { useCanWrite } from '../console-context.ts';
import { consoleKeys } from '../console-keys.ts';
import { PagedList, Refusals, useAddressFilters, useBulkChange, useRowSelection } from '../paged-list.tsx';
import { PageHeader, primaryButton } from '../ui.tsx';
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
  const { filters, show, formKey } = useAddressFilters(readFilters, writeFilters);
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

  const rows = list.data?.orders ?? [];
  const selection = useRowSelection(rows);
  const bulk = useBulkChange<Refusal>('The orders could not be moved. Try again.');
  const [moveOpen, setMoveOpen] = useState(false);

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

  async function move(status: OrderStatus, note: string | undefined) {
    const chosen: AdminOrderRow[] = rows.filter((row) => selection.selected.has(row._id));
    const answer = await bulk.run(
      () =>
        adminCall('adminOrdersBulkStatus', {
          body: { orders: chosen.map((row) => ({ id: row._id, from: row.status })), status, note },
        }),
      ({ moved, refused }) => {
        const message = `${moved.length} moved, ${refused.length} refused`;
        return { refused: message, done: message };
      },
    );
    if (!answer) return;
    setMoveOpen(false);
    selection.clear();
    void client.invalidateQueries({ queryKey: consoleKeys.orders });
  }

  const rowProps = { rows, selection: canWrite ? selection : null };

  return (
    <div className="space-y-4">
      <PageHeader title="Orders">
        {canWrite && selection.selected.size > 0 ? (
          <button type="button" onClick={() => setMoveOpen(true)} className={primaryButton}>
            <ArrowRightLeft className="size-4" aria-hidden="true" />
            Move to… ({selection.selected.size})
          </button>
        ) : null}
      </PageHeader>

      <OrderFiltersForm key={formKey} filters={filters} onApply={show} onSearch={search} />

      <Refusals
        title="Refused"
        items={bulk.refusals.map((refusal) => ({
          key: refusal.id,
          name: <span className="font-semibold">{refusal.orderNumber ?? refusal.id}</span>,
          reason: refusal.message,
        }))}
        onDismiss={bulk.dismiss}
      />

      <PagedList
        query={list}
        count={rows.length}
        loadingLabel="Loading orders"
        what="the orders"
        failed={LIST_FAILED}
        empty={hasFilters(filters) ? 'No orders match these filters' : 'No orders yet'}
        noun={['order', 'orders']}
        onPage={(page) => show({ ...filters, page })}
      >
        {wide ? <OrdersTable {...rowProps} /> : <OrderCards {...rowProps} />}
      </PagedList>

      <BulkMoveDialog
        open={moveOpen}
        onOpenChange={setMoveOpen}
        count={selection.selected.size}
        busy={bulk.busy}
        onMove={(status, note) => void move(status, note)}
      />
    </div>
  );
}
