import type { UseQueryResult } from '@tanstack/react-query';
import { type LucideIcon, PackageSearch } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { buttonStyles } from '../../components/button-styles.ts';
import type { ApiResult } from '../../lib/api.ts';
import { failureText } from '../../lib/failure.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { formatCount } from './console-format.ts';
import { CONSOLE_TOAST } from './console-query.ts';
import { cardClass, LoadError, Pager, TableSkeleton } from './ui.tsx';

// The desks' paged lists (orders, products, coupons): filters and page in the address, a table from 1024 px
// and cards below it, rows a writer selects to change many at once, and the rows the server refused
// on screen until dismissed.

/** A list's filters as its address holds them; `show` puts new ones in the address (the list follows). */
export function useAddressFilters<Filters>(
  read: (params: URLSearchParams) => Filters,
  write: (filters: Filters) => URLSearchParams,
) {
  const [params, setParams] = useSearchParams();
  return {
    filters: read(params),
    show: (next: Filters) => setParams(write(next)),
    /** Changes with the address: the filters form, keyed by it, starts again from the address. */
    formKey: params.toString(),
  };
}

export interface RowSelection {
  selected: ReadonlySet<string>;
  /** Every row on the page is selected. */
  all: boolean;
  toggle: (id: string) => void;
  /** Selects every row on the page, or none when they all are. */
  toggleAll: () => void;
  clear: () => void;
}

/** The rows selected on a page; a new page (or a new filter) starts with none. */
export function useRowSelection(rows: readonly { _id: string }[]): RowSelection {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const pageKey = rows.map((row) => row._id).join(',');
  useEffect(() => setSelected(new Set()), [pageKey]);
  const all = rows.length > 0 && rows.every((row) => selected.has(row._id));
  return {
    selected,
    all,
    toggle(id) {
      setSelected((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      });
    },
    toggleAll() {
      setSelected(all ? new Set() : new Set(rows.map((row) => row._id)));
    },
    clear: () => setSelected(new Set()),
  };
}

/** What a desk's table and cards get: the page's rows, and the selection (null: the role cannot change them). */
export interface RowsProps<Row> {
  rows: Row[];
  selection: RowSelection | null;
}

interface SelectableProps<Row> extends RowsProps<Row> {
  /** The name of a row in its checkbox's label ("Select {name}"). */
  nameOf: (row: Row) => string;
  /** The select-all checkbox's label, e.g. "Select all orders on this page". */
  selectAllLabel: string;
  /** Each row's (or card's) test id. */
  testId: string;
}

const checkbox = 'size-4 accent-accent';

/** A table cell of a desk's list. */
export const listCell = 'px-3 py-2.5 align-middle';

export interface Column {
  name: string;
  /** Shown in place of the name (e.g. the name for screen readers only). */
  label?: ReactNode;
  className?: string;
}

/** A desk's list as a table, with a checkbox before each row and one in the head for the whole page. */
export function SelectableTable<Row extends { _id: string }>({
  caption,
  columns,
  rows,
  selection,
  nameOf,
  selectAllLabel,
  testId,
  cells,
}: SelectableProps<Row> & {
  caption: string;
  columns: readonly Column[];
  /** A row's cells after its checkbox. */
  cells: (row: Row) => ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-card bg-paper ring-1 ring-line/60">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line text-xs uppercase tracking-wide text-ink-soft">
          <tr>
            {selection ? (
              <th scope="col" className="w-10 px-3 py-2.5">
                <input
                  type="checkbox"
                  aria-label={selectAllLabel}
                  checked={selection.all}
                  onChange={selection.toggleAll}
                  className={checkbox}
                />
              </th>
            ) : null}
            {columns.map((column) => (
              <th
                key={column.name}
                scope="col"
                className={`px-3 py-2.5 font-semibold ${column.className ?? ''}`}
              >
                {column.label ?? column.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line/70">
          {rows.map((row) => (
            <tr key={row._id} data-testid={testId} className="hover:bg-cream/60">
              {selection ? (
                <td className={listCell}>
                  <input
                    type="checkbox"
                    aria-label={`Select ${nameOf(row)}`}
                    checked={selection.selected.has(row._id)}
                    onChange={() => selection.toggle(row._id)}
                    className={checkbox}
                  />
                </td>
              ) : null}
              {cells(row)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A desk's list as cards, each with its checkbox, under a checkbox for the whole page. */
export function SelectableCards<Row extends { _id: string }>({
  rows,
  selection,
  nameOf,
  selectAllLabel,
  testId,
  card,
}: SelectableProps<Row> & {
  /** A card's content after its checkbox. */
  card: (row: Row) => ReactNode;
}) {
  return (
    <div className="space-y-2">
      {selection ? (
        <label className="flex min-h-11 items-center gap-2 px-1 text-sm font-semibold text-ink">
          <input
            type="checkbox"
            checked={selection.all}
            onChange={selection.toggleAll}
            className={checkbox}
          />
          {selectAllLabel}
        </label>
      ) : null}
      <ul className="grid gap-2 md:grid-cols-2">
        {rows.map((row) => (
          <li key={row._id} data-testid={testId} className={`${cardClass} flex gap-3`}>
            {selection ? (
              <input
                type="checkbox"
                aria-label={`Select ${nameOf(row)}`}
                checked={selection.selected.has(row._id)}
                onChange={() => selection.toggle(row._id)}
                className={`mt-1 shrink-0 ${checkbox}`}
              />
            ) : null}
            {card(row)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * One page of a desk's list with every state around it: the skeleton while it loads, the failure with
 * Try Again, the empty note, then the rows (`children`) and the pager with "1–25 of 60 orders".
 */
export function PagedList({
  query,
  count,
  loadingLabel,
  what,
  failed,
  empty,
  emptyIcon: EmptyIcon = PackageSearch,
  noun,
  onPage,
  children,
}: {
  query: UseQueryResult<{ page: number; limit: number; total: number }>;
  /** How many rows this page has. */
  count: number;
  /** The skeleton's name, e.g. "Loading orders". */
  loadingLabel: string;
  /** What failed to load, e.g. "the orders" (LoadError). */
  what: string;
  /** The page's own words for a failure without the server's. */
  failed?: string;
  empty: string;
  emptyIcon?: LucideIcon;
  /** The count's noun, one and many: ['order', 'orders']. */
  noun: readonly [string, string];
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  if (query.isPending) return <TableSkeleton rows={6} label={loadingLabel} />;
  if (query.isError) {
    return <LoadError error={query.error} what={what} failed={failed} onRetry={() => void query.refetch()} />;
  }
  if (count === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-card border border-dashed border-line bg-paper/70 px-4 py-10 text-center text-ink-soft">
        <EmptyIcon className="size-8" aria-hidden="true" />
        <p className="font-semibold text-ink">{empty}</p>
      </div>
    );
  }
  const { page, limit, total } = query.data;
  const first = (page - 1) * limit + 1;
  const last = Math.min(first + count - 1, total);
  return (
    <>
      {children}
      <Pager
        page={page}
        limit={limit}
        total={total}
        onPage={onPage}
        summary={`${formatCount(first)}–${formatCount(last)} of ${formatCount(total)} ${total === 1 ? noun[0] : noun[1]}`}
      />
    </>
  );
}

/**
 * A change of many rows at once, which the server makes or refuses row by row. `run` sends it: a
 * failure is a toast; an answer is a toast too (a failure's when any row was refused) and its refusals
 * stay in `refusals` until dismissed. It resolves to the answer, or null when the change failed.
 */
export function useBulkChange<Refused>(failed: string) {
  const [busy, setBusy] = useState(false);
  const [refusals, setRefusals] = useState<Refused[]>([]);

  async function run<Answer extends { refused: Refused[] }>(
    send: () => Promise<ApiResult<Answer>>,
    /** The toast's words for the answer: when rows were refused, and when none was. */
    said: (answer: Answer) => { refused: string; done: string },
  ): Promise<Answer | null> {
    setBusy(true);
    const result = await send();
    setBusy(false);
    if (!result.success) {
      notifyError(failureText(result, { failed }), CONSOLE_TOAST);
      return null;
    }
    const words = said(result.data);
    if (result.data.refused.length > 0) notifyError(words.refused, CONSOLE_TOAST);
    else notifySuccess(words.done, CONSOLE_TOAST);
    setRefusals(result.data.refused);
    return result.data;
  }

  return { busy, refusals, dismiss: () => setRefusals([]), run };
}

/** The rows a change of many refused, each with the server's reason, until dismissed. */
export function Refusals({
  title,
  items,
  onDismiss,
}: {
  title: string;
  items: readonly { key: string; name: ReactNode; reason: string }[];
  onDismiss: () => void;
}) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-card border border-danger/30 bg-blush/60 p-4 text-sm"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="font-bold text-ink">
          {title}
        </h2>
        <button type="button" onClick={onDismiss} className={buttonStyles.quiet}>
          Dismiss
        </button>
      </div>
      <ul className="mt-2 space-y-1">
        {items.map((item) => (
          <li key={item.key}>
            {item.name}: {item.reason}
          </li>
        ))}
      </ul>
    </section>
  );
}
