import { Link } from 'react-router';
import type { AdminOrderRow } from '../../../../../contract/admin-orders.ts';
import { formatRupees } from '../../../../lib/format.ts';
import { indiaDateTime } from '../../console-format.ts';
import { cardClass } from '../../ui.tsx';
import { DeskStatusBadge } from './DeskStatusBadge.tsx';

export const orderPath = (row: { _id: string }) => `/admin/orders/${row._id}`;

/** The shopper's own name, else the name the order was addressed to. */
const shopperName = (row: AdminOrderRow) => row.shopper.name ?? (row.recipient || '—');

function cashText(row: AdminOrderRow): string {
  if (row.returnedToOrigin) return 'Returned to origin';
  if (row.cashCollected) return 'Collected';
  return row.status === 'Delivered' ? 'Outstanding' : '—';
}

interface RowsProps {
  rows: AdminOrderRow[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
  /** Without orders:write there is nothing to select rows for. */
  selectable: boolean;
}

/** The desk's list as a table (from 1024 px). */
export function OrdersTable({ rows, selected, onToggle, onToggleAll, selectable }: RowsProps) {
  const all = rows.length > 0 && rows.every((row) => selected.has(row._id));
  return (
    <div className="overflow-x-auto rounded-2xl bg-paper shadow-soft ring-1 ring-line/60">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Orders</caption>
        <thead className="border-b border-line text-xs uppercase tracking-wide text-ink-soft">
          <tr>
            {selectable ? (
              <th scope="col" className="w-10 px-3 py-2.5">
                <input
                  type="checkbox"
                  aria-label="Select all orders on this page"
                  checked={all}
                  onChange={onToggleAll}
                  className="size-4 accent-accent"
                />
              </th>
            ) : null}
            <th scope="col" className="px-3 py-2.5">
              Order
            </th>
            <th scope="col" className="px-3 py-2.5">
              Placed
            </th>
            <th scope="col" className="px-3 py-2.5">
              Shopper
            </th>
            <th scope="col" className="px-3 py-2.5">
              Ship to
            </th>
            <th scope="col" className="px-3 py-2.5 text-right">
              Items
            </th>
            <th scope="col" className="px-3 py-2.5 text-right">
              Amount
            </th>
            <th scope="col" className="px-3 py-2.5">
              Status
            </th>
            <th scope="col" className="px-3 py-2.5">
              Cash
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row._id}
              data-testid="order-row"
              className="border-b border-line/60 last:border-0 hover:bg-cream/60"
            >
              {selectable ? (
                <td className="px-3 py-2.5">
                  <input
                    type="checkbox"
                    aria-label={`Select ${row.orderNumber}`}
                    checked={selected.has(row._id)}
                    onChange={() => onToggle(row._id)}
                    className="size-4 accent-accent"
                  />
                </td>
              ) : null}
              <td className="whitespace-nowrap px-3 py-2.5 font-bold">
                <Link to={orderPath(row)} className="text-accent hover:underline">
                  {row.orderNumber}
                </Link>
              </td>
              <td className="whitespace-nowrap px-3 py-2.5">
                <time dateTime={row.createdAt}>{indiaDateTime(row.createdAt)}</time>
              </td>
              <td className="px-3 py-2.5">
                <div className="font-semibold text-ink">{shopperName(row)}</div>
                <div className="text-ink-soft">{row.shopper.phone ?? ''}</div>
              </td>
              <td className="px-3 py-2.5">
                {row.city}, {row.state} {row.pincode}
              </td>
              <td className="px-3 py-2.5 text-right">{row.itemCount}</td>
              <td className="px-3 py-2.5 text-right font-semibold">{formatRupees(row.finalPayableAmount)}</td>
              <td className="px-3 py-2.5">
                <DeskStatusBadge status={row.status} />
              </td>
              <td className="px-3 py-2.5">{cashText(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The desk's list as cards (below 1024 px). */
export function OrderCards({ rows, selected, onToggle, onToggleAll, selectable }: RowsProps) {
  const all = rows.length > 0 && rows.every((row) => selected.has(row._id));
  return (
    <div className="space-y-2">
      {selectable ? (
        <label className="flex items-center gap-2 px-1 text-sm font-semibold text-ink">
          <input type="checkbox" checked={all} onChange={onToggleAll} className="size-4 accent-accent" />
          Select all orders on this page
        </label>
      ) : null}
      <ul className="grid gap-2 md:grid-cols-2">
        {rows.map((row) => (
          <li key={row._id} data-testid="order-row" className={`${cardClass} flex gap-3`}>
            {selectable ? (
              <input
                type="checkbox"
                aria-label={`Select ${row.orderNumber}`}
                checked={selected.has(row._id)}
                onChange={() => onToggle(row._id)}
                className="mt-1 size-4 shrink-0 accent-accent"
              />
            ) : null}
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
          </li>
        ))}
      </ul>
    </div>
  );
}
