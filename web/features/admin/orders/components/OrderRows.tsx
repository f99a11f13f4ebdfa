import { Link } from 'react-router';
import type { AdminOrderRow } from '../../../../../contract/admin-orders.ts';
import { formatRupees } from '../../../../lib/format.ts';
import { indiaDateTime } from '../../console-format.ts';
import {
  type Column,
  listCell,
  type RowsProps,
  SelectableCards,
  SelectableTable,
} from '../../paged-list.tsx';
import { DeskStatusBadge } from './DeskStatusBadge.tsx';

export const orderPath = (row: { _id: string }) => `/admin/orders/${row._id}`;

/** The shopper's own name, else the name the order was addressed to. */
const shopperName = (row: AdminOrderRow) => row.shopper.name ?? (row.recipient || '—');

function cashText(row: AdminOrderRow): string {
  if (row.returnedToOrigin) return 'Returned to origin';
  if (row.cashCollected) return 'Collected';
  return row.status === 'Delivered' ? 'Outstanding' : '—';
}

const COLUMNS: Column[] = [
  { name: 'Order' },
  { name: 'Placed' },
  { name: 'Shopper' },
  { name: 'Ship to' },
  { name: 'Items', className: 'text-right' },
  { name: 'Amount', className: 'text-right' },
  { name: 'Status' },
  { name: 'Cash' },
];

/** Without orders:write there is nothing to select rows for (`selection` is null). */
const selectable = {
  nameOf: (row: AdminOrderRow) => row.orderNumber,
  selectAllLabel: 'Select all orders on this page',
  testId: 'order-row',
};

/** The desk's list as a table (from 1024 px). */
export function OrdersTable(props: RowsProps<AdminOrderRow>) {
  return (
    <SelectableTable
      {...props}
      {...selectable}
      caption="Orders"
      columns={COLUMNS}
      cells={(row) => (
        <>
          <td className={`${listCell} whitespace-nowrap font-bold`}>
            <Link to={orderPath(row)} className="text-accent hover:underline">
              {row.orderNumber}
            </Link>
          </td>
          <td className={`${listCell} whitespace-nowrap`}>
            <time dateTime={row.createdAt}>{indiaDateTime(row.createdAt)}</time>
          </td>
          <td className={listCell}>
            <div className="font-semibold text-ink">{shopperName(row)}</div>
            <div className="text-ink-soft">{row.shopper.phone ?? ''}</div>
          </td>
          <td className={listCell}>
            {row.city}, {row.state} {row.pincode}
          </td>
          <td className={`${listCell} text-right`}>{row.itemCount}</td>
          <td className={`${listCell} text-right font-semibold`}>{formatRupees(row.finalPayableAmount)}</td>
          <td className={listCell}>
            <DeskStatusBadge status={row.status} />
          </td>
          <td className={listCell}>{cashText(row)}</td>
        </>
      )}
    />
  );
}

/** The desk's list as cards (below 1024 px). */
export function OrderCards(props: RowsProps<AdminOrderRow>) {
  return (
    <SelectableCards
      {...props}
      {...selectable}
      card={(row) => (
        <div className="min-w-0 flex-1 space-y-1 text-sm">
          <div className="flex items-center justify-between gap-2">
            <Link to={orderPath(row)} className="font-bold text-accent hover:underline">
              {row.orderNumber}
            </Link>
            <DeskStatusBadge status={row.status} />
          </div>
          <p className="text-ink-soft">
            <time dateTime={row.createdAt}>{indiaDateTime(row.createdAt)}</time>
          </p>
          <p>
            <span className="font-semibold">{shopperName(row)}</span>{' '}
            <span className="text-ink-soft">{row.shopper.phone ?? ''}</span>
          </p>
          <p className="text-ink-soft">
            {row.city}, {row.state} {row.pincode}
          </p>
          <p className="flex justify-between">
            <span>
              {row.itemCount} {row.itemCount === 1 ? 'item' : 'items'} · Cash: {cashText(row)}
            </span>
            <span className="font-bold">{formatRupees(row.finalPayableAmount)}</span>
          </p>
        </div>
      )}
    />
  );
}
