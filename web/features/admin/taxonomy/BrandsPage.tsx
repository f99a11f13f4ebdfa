import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { unwrap } from '../../../lib/api.ts';
import { failureText } from '../../../lib/failure.ts';
import { notifyError } from '../../../lib/notify.ts';
import { adminCall } from '../call.ts';
import { useCanWrite } from '../console-context.ts';
import { formatCount } from '../console-format.ts';
import { consoleKeys } from '../console-keys.ts';
import { CONSOLE_TOAST, useConsoleTitle } from '../console-query.ts';
import { useWide } from '../orders/desk.ts';
import { Empty, LoadError, PageHeader, primaryButton, TableSkeleton } from '../ui.tsx';
import { BrandDialog } from './components/BrandDialog.tsx';
import { BrandCards, BrandsTable } from './components/BrandRows.tsx';
import { Announcer } from './components/ReorderButtons.tsx';
import { useReorder } from './use-reorder.ts';

// The brands: every one, hidden ones too, in the order shoppers see them, with their logo, products,
// whether the home page's marquee features them and whether shoppers see them. Writers add and edit
// them in a dialog and put them in order by drag or with the arrows; nothing is deleted (products point
// at them), a brand is hidden instead.

export const ORDER_FAILED = 'The new order could not be saved. Try again.';

export default function BrandsPage() {
  useConsoleTitle('Brands');
  const canWrite = useCanWrite('catalogue');
  const wide = useWide();
  const client = useQueryClient();
  const list = useQuery({
    queryKey: consoleKeys.brands,
    queryFn: ({ signal }) => unwrap(adminCall('adminBrands', { signal })),
  });
  const brands = list.data?.brands ?? [];
  const byId = new Map(brands.map((brand) => [brand._id, brand]));
  const [words, announce] = useState('');

  const reorder = useReorder({
    ids: brands.map((brand) => brand._id),
    nameOf: (id) => byId.get(id)?.name ?? 'The brand',
    enabled: canWrite,
    announce,
    async save(ids) {
      const result = await adminCall('adminBrandsReorder', { body: { ids } });
      if (!result.success) notifyError(failureText(result, { failed: ORDER_FAILED }), CONSOLE_TOAST);
      await client.invalidateQueries({ queryKey: consoleKeys.brands });
      return result.success;
    },
  });
  const shown = reorder.ids.flatMap((id) => byId.get(id) ?? []);
  const rowProps = { brands: shown, reorder, canWrite };

  return (
    <div>
      <PageHeader title="Brands">
        {canWrite ? (
          <BrandDialog
            trigger={
              <button type="button" className={primaryButton}>
                <Plus className="size-4" aria-hidden="true" /> Add a brand
              </button>
            }
          />
        ) : null}
      </PageHeader>
      {list.isPending ? (
        <TableSkeleton label="Loading brands" />
      ) : list.isError ? (
        <LoadError error={list.error} what="the brands" onRetry={() => void list.refetch()} />
      ) : brands.length === 0 ? (
        <Empty>No brands yet.</Empty>
      ) : (
        <>
          <p className="mb-2 text-sm text-ink-soft">
            {formatCount(brands.length)} {brands.length === 1 ? 'brand' : 'brands'}, in the order shoppers see
            them.{canWrite ? ' Drag one, or use its arrows, to move it.' : ''}
          </p>
          {wide ? <BrandsTable {...rowProps} /> : <BrandCards {...rowProps} />}
          <Announcer words={words} />
        </>
      )}
    </div>
  );
}
