import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { unwrap } from '../../../lib/api.ts';
import { adminCall } from '../call.ts';
import { useCanWrite } from '../console-context.ts';
import { consoleKeys } from '../console-keys.ts';
import { useConsoleTitle } from '../console-query.ts';
import { useWide } from '../orders/desk.ts';
import { useReorder } from '../reorder.tsx';
import { AddButton, PageHeader } from '../ui.tsx';
import { CategoryDialog } from './components/CategoryDialog.tsx';
import { CategoriesTable, CategoryCards } from './components/CategoryRows.tsx';
import { OrderedList } from './components/OrderedList.tsx';

// The categories, each with its subcategories nested under it: every one, hidden ones too, in the
// order shoppers see them, with pictures, products and whether shoppers see them. Writers add and edit
// them in a dialog and put them in order by drag or with the arrows; nothing is deleted (products point
// at them), a category or subcategory is hidden instead.

export const CATEGORY_ORDER_FAILED = 'The new order of the categories could not be saved. Try again.';

export default function CategoriesPage() {
  useConsoleTitle('Categories');
  const canWrite = useCanWrite('catalogue');
  const wide = useWide();
  const list = useQuery({
    queryKey: consoleKeys.categories,
    queryFn: ({ signal }) => unwrap(adminCall('adminCategories', { signal })),
  });
  const categories = list.data?.categories ?? [];
  const [words, announce] = useState('');
  const reorder = useReorder({
    items: categories,
    nameOf: (category) => category.name,
    enabled: canWrite,
    save: (ids) => adminCall('adminCategoriesReorder', { body: { ids } }),
    failed: CATEGORY_ORDER_FAILED,
    refresh: consoleKeys.categories,
    announce,
  });
  const listProps = { categories: reorder.items, reorder, canWrite, announce };

  return (
    <div>
      <PageHeader title="Categories">
        {canWrite ? (
          <CategoryDialog target={{ kind: 'category' }} trigger={<AddButton>Add a category</AddButton>} />
        ) : null}
      </PageHeader>
      <OrderedList
        query={list}
        count={categories.length}
        noun={['category', 'categories']}
        moveHint={canWrite ? 'Drag a category or a subcategory, or use its arrows, to move it.' : null}
        words={words}
      >
        {wide ? <CategoriesTable {...listProps} /> : <CategoryCards {...listProps} />}
      </OrderedList>
    </div>
  );
}
