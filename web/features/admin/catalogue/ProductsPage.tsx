import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Boxes, PackageSearch, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_PRODUCTS_PAGE_SIZE } from '../../../../contract/admin-products.ts';
import { buttonStyles } from '../../../components/button-styles.ts';
import { unwrap } from '../../../lib/api.ts';
import { failureText } from '../../../lib/failure.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { adminCall } from '../call.ts';
import { useCanWrite } from '../console-context.ts';
import { formatCount } from '../console-format.ts';
import { consoleKeys } from '../console-keys.ts';
import { CONSOLE_TOAST, useConsoleTitle } from '../console-query.ts';
import { useWide } from '../orders/desk.ts';
import { LoadError, PageHeader, Pager, primaryButton, secondaryButton, TableSkeleton } from '../ui.tsx';
import { type BulkChange, BulkEditDialog, type BulkKind } from './components/BulkEditDialog.tsx';
import { ProductFiltersForm } from './components/ProductFiltersForm.tsx';
import { ProductCards, ProductsTable } from './components/ProductRows.tsx';
import { hasFilters, listQuery, type ProductFilters, readFilters, writeFilters } from './product-filters.ts';

// The products list: search, filters and paging in the address; from 1024 px a table, below it cards.
// A writer selects rows to change their price, stock or status at once; the server changes or refuses
// each product on its own, and the refusals stay on screen until dismissed.

export const BULK_FAILED = 'The change could not be applied. Try again.';

interface Refusal {
  productId: string;
  name: string;
  reason: string;
}

export default function ProductsPage() {
  useConsoleTitle('Products');
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const query = listQuery(filters);
  const client = useQueryClient();
  const wide = useWide();
  const canWrite = useCanWrite('catalogue');

  const list = useQuery({
    queryKey: [...consoleKeys.products, query],
    queryFn: ({ signal }) => unwrap(adminCall('adminProducts', { query, signal })),
    placeholderData: keepPreviousData,
  });

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [bulk, setBulk] = useState<BulkKind | null>(null);
  const [applying, setApplying] = useState(false);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const rows = list.data?.products ?? [];
  const pageKey = rows.map((row) => row._id).join(',');
  // A new page (or a new filter) starts with nothing selected.
  useEffect(() => setSelected(new Set()), [pageKey]);

  function show(next: ProductFilters) {
    setParams(writeFilters(next));
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
        : new Set(rows.map((row) => row._id)),
    );
  }

  async function apply(change: BulkChange) {
    setApplying(true);
    const result = await adminCall('adminProductsBulk', {
      body: { productIds: [...selected], ...change },
    });
    setApplying(false);
    if (!result.success) {
      notifyError(failureText(result, { failed: BULK_FAILED }), CONSOLE_TOAST);
      return;
    }
    const { updated, refused } = result.data;
    const summary = `${updated.length} changed, ${refused.length} refused`;
    if (refused.length > 0) notifyError(summary, CONSOLE_TOAST);
    else notifySuccess(`${result.data.message} ${summary}.`, CONSOLE_TOAST);
    setRefusals(refused);
    setBulk(null);
    setSelected(new Set());
    void client.invalidateQueries({ queryKey: consoleKeys.products });
    for (const id of updated) void client.invalidateQueries({ queryKey: consoleKeys.product(id) });
  }

  const total = list.data?.total ?? 0;
  const limit = list.data?.limit ?? ADMIN_PRODUCTS_PAGE_SIZE;
  const page = list.data?.page ?? filters.page;
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(first + rows.length - 1, total);
  const rowProps = { rows, selected, onToggle: toggle, onToggleAll: toggleAll, selectable: canWrite };

  return (
    <div className="space-y-4">
      <PageHeader title="Products">
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/stock" className={secondaryButton}>
            <Boxes className="size-4" aria-hidden="true" /> Stock sheet
          </Link>
          {canWrite ? (
            <Link to="/admin/products/new" className={primaryButton}>
              <Plus className="size-4" aria-hidden="true" /> Add product
            </Link>
          ) : null}
        </div>
      </PageHeader>

      <ProductFiltersForm key={params.toString()} filters={filters} onApply={show} />

      {canWrite && selected.size > 0 ? (
        <section
          aria-label="Change the selected products"
          className="sticky top-2 z-10 flex flex-wrap items-center gap-2 rounded-card bg-accent-soft p-3 shadow-soft ring-1 ring-accent/30"
        >
          <div className="mr-auto flex items-center gap-1">
            <p className="text-sm font-bold text-ink" aria-live="polite">
              {formatCount(selected.size)} selected
            </p>
            <button
              type="button"
              aria-label="Clear selection"
              className={buttonStyles.quiet}
              onClick={() => setSelected(new Set())}
            >
              Clear
            </button>
          </div>
          <button type="button" className={secondaryButton} onClick={() => setBulk('price')}>
            Change price
          </button>
          <button type="button" className={secondaryButton} onClick={() => setBulk('stock')}>
            Change stock
          </button>
          <button type="button" className={secondaryButton} onClick={() => setBulk('status')}>
            Set status
          </button>
        </section>
      ) : null}

      {refusals.length > 0 ? (
        <section
          aria-labelledby="bulk-refusals"
          className="rounded-card border border-danger/30 bg-blush/60 p-4 text-sm"
        >
          <div className="flex items-center justify-between gap-2">
            <h2 id="bulk-refusals" className="font-bold text-ink">
              Not changed
            </h2>
            <button type="button" onClick={() => setRefusals([])} className={buttonStyles.quiet}>
              Dismiss
            </button>
          </div>
          <ul className="mt-2 space-y-1">
            {refusals.map((refusal) => (
              <li key={refusal.productId}>
                <Link to={`/admin/products/${refusal.productId}`} className="font-semibold hover:underline">
                  {refusal.name}
                </Link>
                : {refusal.reason}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {list.isPending ? (
        <TableSkeleton rows={6} label="Loading products" />
      ) : list.isError ? (
        <LoadError error={list.error} what="the products" onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-card border border-dashed border-line bg-paper/70 px-4 py-10 text-center text-ink-soft">
          <PackageSearch className="size-8" aria-hidden="true" />
          <p className="font-semibold text-ink">
            {hasFilters(filters) ? 'No products match this search and these filters' : 'No products yet'}
          </p>
        </div>
      ) : (
        <>
          {wide ? <ProductsTable {...rowProps} /> : <ProductCards {...rowProps} />}
          <Pager
            page={page}
            limit={limit}
            total={total}
            onPage={(next) => show({ ...filters, page: next })}
            summary={`${formatCount(first)}–${formatCount(last)} of ${formatCount(total)} ${total === 1 ? 'product' : 'products'}`}
          />
        </>
      )}

      <BulkEditDialog
        kind={bulk}
        count={selected.size}
        busy={applying}
        onClose={() => setBulk(null)}
        onApply={(change) => void apply(change)}
      />
    </div>
  );
}
