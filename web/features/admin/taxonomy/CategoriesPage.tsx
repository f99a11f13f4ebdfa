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
import { CategoryDialog } from './components/CategoryDialog.tsx';
import { CategoriesTable, CategoryCards } from './components/CategoryRows.tsx';
import { Announcer } from './components/ReorderButtons.tsx';
import { useReorder } from './use-reorder.ts';

// The categories, each with its subcategories nested under it: every one, hidden ones too, in the
// order shoppers see them, with pictures, products and whether shoppers see them. Writers add and edit
// them in a dialog and put them in order by drag or with the arrows; nothing is deleted (products point
// at them), a category or subcategory is hidden instead.

export const CATEGORY_ORDER_FAILED = 'The new order of the categories could not be saved. Try again.';

export default function CategoriesPage() {
  useConsoleTitle('Categories');
  const canWrite = useCanWrite('catalogue');
  const wide = useWide();
  const client = useQueryClient();
  const list = useQuery({
    queryKey: consoleKeys.categories,
    queryFn: ({ signal }) => unwrap(adminCall('adminCategories', { signal })),
  });
  const categories = list.data?.categories ?? [];
  const byId = new Map(categories.map((category) => [category._id, category]));
  const [words, announce] = useState('');

  const reorder = useReorder({
    ids: categories.map((category) => category._id),
    nameOf: (id) => byId.get(id)?.name ?? 'The category',
    enabled: canWrite,
    announce,
    async save(ids) {
      const result = await adminCall('adminCategoriesReorder', { body: { ids } });
      if (!result.success) notifyError(failureText(result, { failed: CATEGORY_ORDER_FAILED }), CONSOLE_TOAST);
      await client.invalidateQueries({ queryKey: consoleKeys.categories });
      return result.success;
    },
  });
  const shown = reorder.ids.flatMap((id) => byId.get(id) ?? []);
  const listProps = { categories: shown, reorder, canWrite, announce };

  return (
    <div>
      <PageHeader title="Categories">
        {canWrite ? (
          <CategoryDialog
            target={{ kind: 'category' }}
            trigger={
              <button type="button" className={primaryButton}>
                <Plus className="size-4" aria-hidden="true" /> Add a category
              </button>
            }
          />
        ) : null}
      </PageHeader>
      {list.isPending ? (
        <TableSkeleton label="Loading categories" />
      ) : list.isError ? (
        <LoadError error={list.error} what="the categories" onRetry={() => void list.refetch()} />
      ) : categories.length === 0 ? (
        <Empty>No categories yet.</Empty>
      ) : (
        <>
          <p className="mb-2 text-sm text-ink-soft">
            {formatCount(categories.length)} {categories.length === 1 ? 'category' : 'categories'}, in the
            order shoppers see them.
            {canWrite ? ' Drag a category or a subcategory, or use its arrows, to move it.' : ''}
          </p>
          {wide ? <CategoriesTable {...listProps} /> : <CategoryCards {...listProps} />}
          <Announcer words={words} />
        </>
      )}
    </div>
  );
}
