import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Boxes, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/button-styles.ts';
import { unwrap } from '../../../lib/api.ts';
import { adminCall } from '../call.ts';
import { useCanWrite } from '../console-context.ts';
import { formatCount } from '../console-format.ts';
import { consoleKeys } from '../console-keys.ts';
import { useConsoleTitle } from '../console-query.ts';
import { useWide } from '../orders/desk.ts';
import { PagedList, Refusals, useAddressFilters, useBulkChange, useRowSelection } from '../paged-list.tsx';
import { PageHeader, primaryButton, secondaryButton } from '../ui.tsx';
import { type BulkChange, BulkEditDialog, type BulkKind } from './components/BulkEditDialog.tsx';
import { ProductFiltersForm } from './components/ProductFiltersForm.tsx';
import { ProductCards, ProductsTable, productPath } from './components/ProductRows.tsx';
import { hasFilters, listQuery, readFilters, writeFilters } from './product-filters.ts';

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
  const { filters, show, formKey } = useAddressFilters(readFilters, writeFilters);
  const query = listQuery(filters);
  const client = useQueryClient();
  const wide = useWide();
  const canWrite = useCanWrite('catalogue');

  const list = useQuery({
    queryKey: [...consoleKeys.products, query],
    queryFn: ({ signal }) => unwrap(adminCall('adminProducts', { query, signal })),
    placeholderData: keepPreviousData,
  });

  const rows = list.data?.products ?? [];
  const selection = useRowSelection(rows);
  const bulk = useBulkChange<Refusal>(BULK_FAILED);
  const [kind, setKind] = useState<BulkKind | null>(null);

  async function apply(change: BulkChange) {
    const answer = await bulk.run(
      () => adminCall('adminProductsBulk', { body: { productIds: [...selection.selected], ...change } }),
      ({ message, updated, refused }) => {
        const summary = `${updated.length} changed, ${refused.length} refused`;
        return { refused: summary, done: `${message} ${summary}.` };
      },
    );
    if (!answer) return;
    setKind(null);
    selection.clear();
    void client.invalidateQueries({ queryKey: consoleKeys.products });
    for (const id of answer.updated) void client.invalidateQueries({ queryKey: consoleKeys.product(id) });
  }

  const rowProps = { rows, selection: canWrite ? selection : null };

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

      <ProductFiltersForm key={formKey} filters={filters} onApply={show} />

      {canWrite && selection.selected.size > 0 ? (
        <section
          aria-label="Change the selected products"
          className="sticky top-2 z-10 flex flex-wrap items-center gap-2 rounded-card bg-accent-soft p-3 shadow-soft ring-1 ring-accent/30"
        >
          <div className="mr-auto flex items-center gap-1">
            <p className="text-sm font-bold text-ink" aria-live="polite">
              {formatCount(selection.selected.size)} selected
            </p>
            <button
              type="button"
              aria-label="Clear selection"
              className={buttonStyles.quiet}
              onClick={selection.clear}
            >
              Clear
            </button>
          </div>
          <button type="button" className={secondaryButton} onClick={() => setKind('price')}>
            Change price
          </button>
          <button type="button" className={secondaryButton} onClick={() => setKind('stock')}>
            Change stock
          </button>
          <button type="button" className={secondaryButton} onClick={() => setKind('status')}>
            Set status
          </button>
        </section>
      ) : null}

      <Refusals
        title="Not changed"
        items={bulk.refusals.map((refusal) => ({
          key: refusal.productId,
          name: (
            <Link to={productPath({ _id: refusal.productId })} className="font-semibold hover:underline">
              {refusal.name}
            </Link>
          ),
          reason: refusal.reason,
        }))}
        onDismiss={bulk.dismiss}
      />

      <PagedList
        query={list}
        count={rows.length}
        loadingLabel="Loading products"
        what="the products"
        empty={hasFilters(filters) ? 'No products match this search and these filters' : 'No products yet'}
        noun={['product', 'products']}
        onPage={(page) => show({ ...filters, page })}
      >
        {wide ? <ProductsTable {...rowProps} /> : <ProductCards {...rowProps} />}
      </PagedList>

      <BulkEditDialog
        kind={kind}
        count={selection.selected.size}
        busy={bulk.busy}
        onClose={() => setKind(null)}
        onApply={(change) => void apply(change)}
      />
    </div>
  );
}
