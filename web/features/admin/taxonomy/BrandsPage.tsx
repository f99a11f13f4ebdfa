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
import { BrandDialog } from './components/BrandDialog.tsx';
import { BrandCards, BrandsTable } from './components/BrandRows.tsx';
import { OrderedList } from './components/OrderedList.tsx';

// The brands: every one, hidden ones too, in the order shoppers see them, with their logo, products,
// whether the home page's marquee features them and whether shoppers see them. Writers add and edit
// them in a dialog and put them in order by drag or with the arrows; nothing is deleted (products point
// at them), a brand is hidden instead.

export const ORDER_FAILED = 'The new order could not be saved. Try again.';

export default function BrandsPage() {
  useConsoleTitle('Brands');
  const canWrite = useCanWrite('catalogue');
  const wide = useWide();
  const list = useQuery({
    queryKey: consoleKeys.brands,
    queryFn: ({ signal }) => unwrap(adminCall('adminBrands', { signal })),
  });
  const brands = list.data?.brands ?? [];
  const [words, announce] = useState('');
  const reorder = useReorder({
    items: brands,
    nameOf: (brand) => brand.name,
    enabled: canWrite,
    save: (ids) => adminCall('adminBrandsReorder', { body: { ids } }),
    failed: ORDER_FAILED,
    refresh: consoleKeys.brands,
    announce,
  });
  const rowProps = { brands: reorder.items, reorder, canWrite };

  return (
    <div>
      <PageHeader title="Brands">
        {canWrite ? <BrandDialog trigger={<AddButton>Add a brand</AddButton>} /> : null}
      </PageHeader>
      <OrderedList
        query={list}
        count={brands.length}
        noun={['brand', 'brands']}
        moveHint={canWrite ? 'Drag one, or use its arrows, to move it.' : null}
        words={words}
      >
        {wide ? <BrandsTable {...rowProps} /> : <BrandCards {...rowProps} />}
      </OrderedList>
    </div>
  );
}
