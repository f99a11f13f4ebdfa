import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Lock } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { unwrap } from '../../../lib/api.ts';
import { adminCall } from '../call.ts';
import { useCanWrite } from '../console-context.ts';
import { consoleKeys } from '../console-keys.ts';
import { useConsoleTitle } from '../console-query.ts';
import { LoadError, linkClass, PageHeader, TableSkeleton } from '../ui.tsx';
import { ProductEditor } from './components/ProductEditor.tsx';
import { useBrands, useCategories, useProductTypes } from './use-choices.ts';

// /admin/products/new and /admin/products/:id: the editor, once the product (when there is one) and the
// brands and categories to choose from are loaded. The product is read once when the page opens and not
// again behind the editor's back: the editor saves against the version it opened (see ProductEditor).

export default function ProductEditPage() {
  const { id } = useParams();
  const canWrite = useCanWrite('catalogue');
  const product = useQuery({
    queryKey: consoleKeys.product(id ?? ''),
    queryFn: ({ signal }) => unwrap(adminCall('adminProduct', { params: { id: id ?? '' }, signal })),
    enabled: id !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const brands = useBrands();
  const categories = useCategories();
  const types = useProductTypes();
  const name = product.data?.product.name;
  useConsoleTitle(id ? (name ?? 'Product') : 'New product');

  const back = (
    <Link to="/admin/products" className={`${linkClass} inline-flex items-center gap-1 text-sm`}>
      <ArrowLeft className="size-4" aria-hidden="true" /> All products
    </Link>
  );

  if (!id && !canWrite) {
    return (
      <div className="space-y-4">
        {back}
        <div className="flex flex-col items-center gap-3 rounded-card bg-paper px-6 py-12 text-center ring-1 ring-line/60">
          <Lock className="size-8 text-ink-soft" aria-hidden="true" />
          <h1 className="font-display text-xl font-extrabold text-ink">Your role cannot add products</h1>
          <p className="text-sm text-ink-soft">Ask the shop’s owner or a manager to add it.</p>
        </div>
      </div>
    );
  }

  const failed = [id ? product : null, brands, categories].find((query) => query?.isError);
  const loading = (id !== undefined && product.isPending) || brands.isPending || categories.isPending;

  return (
    <div className="space-y-3">
      {back}
      <PageHeader title={id ? (name ?? 'Product') : 'New product'} />
      {failed ? (
        <LoadError
          error={failed.error}
          what={failed === product ? 'the product' : 'the brands and categories'}
          onRetry={() => void failed.refetch()}
        />
      ) : loading ? (
        <TableSkeleton rows={8} label="Loading the product" />
      ) : (
        <ProductEditor
          key={id ?? 'new'}
          product={product.data?.product ?? null}
          brands={brands.data ?? []}
          categories={categories.data ?? []}
          types={types.data ?? []}
          canWrite={canWrite}
        />
      )}
    </div>
  );
}
