import { Link } from 'react-router';
import {
  type AdminProductRow,
  PRODUCT_STATUS_LABELS,
  type ProductStatus,
} from '../../../../../contract/admin-products.ts';
import { ProductImage } from '../../../../components/ProductImage.tsx';
import { formatRupees } from '../../../../lib/format.ts';
import { formatCount, indiaDateTime } from '../../console-format.ts';
import {
  type Column,
  listCell,
  type RowsProps,
  SelectableCards,
  SelectableTable,
} from '../../paged-list.tsx';
import { Badge, linkClass } from '../../ui.tsx';

export const productPath = (row: { _id: string }) => `/admin/products/${row._id}`;

const STATUS_TONES = { draft: 'quiet', live: 'good', archived: 'danger' } as const;

export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{PRODUCT_STATUS_LABELS[status]}</Badge>;
}

function Thumb({ row }: { row: AdminProductRow }) {
  return (
    <div className="w-12 shrink-0 self-start overflow-hidden rounded-lg ring-1 ring-line/60">
      <ProductImage file={row.image ?? undefined} alt="" width={48} height={60} sizes="48px" />
    </div>
  );
}

function Price({ row }: { row: AdminProductRow }) {
  return (
    <span className="whitespace-nowrap">
      <span className="font-semibold text-ink">{formatRupees(row.price)}</span>
      {row.mrp > row.price ? (
        <>
          {' '}
          <span className="text-xs text-ink-soft">
            M.R.P. <s>{formatRupees(row.mrp)}</s>
          </span>
        </>
      ) : null}
    </span>
  );
}

function Stock({ row }: { row: AdminProductRow }) {
  if (row.stock === 0) return <Badge tone="danger">Out of stock</Badge>;
  return (
    <span>
      <span className="whitespace-nowrap font-semibold text-ink">{formatCount(row.stock)} pcs</span>
      <span className="block text-xs text-ink-soft">
        {row.sizesInStock} of {row.sizes} {row.sizes === 1 ? 'size' : 'sizes'} in stock
      </span>
    </span>
  );
}

const COLUMNS: Column[] = [
  { name: 'Picture', label: <span className="sr-only">Picture</span> },
  { name: 'Name' },
  { name: 'Brand' },
  { name: 'Category' },
  { name: 'Price' },
  { name: 'Stock' },
  { name: 'Status' },
  { name: 'Updated' },
];

/** Without catalogue:write there is nothing to select rows for (`selection` is null). */
const selectable = {
  nameOf: (row: AdminProductRow) => row.name,
  selectAllLabel: 'Select all products on this page',
  testId: 'product-row',
};

/** The product list as a table (from 1024 px). */
export function ProductsTable(props: RowsProps<AdminProductRow>) {
  return (
    <SelectableTable
      {...props}
      {...selectable}
      caption="Products"
      columns={COLUMNS}
      cells={(row) => (
        <>
          <td className={listCell}>
            <Thumb row={row} />
          </td>
          <td className={`${listCell} min-w-48 max-w-72`}>
            <Link to={productPath(row)} className={linkClass}>
              {row.name}
            </Link>
            <span className="block text-xs text-ink-soft">
              {row.productType} · {row.colours} {row.colours === 1 ? 'colour' : 'colours'}
              {row.CODAvailable ? '' : ' · no cash on delivery'}
            </span>
          </td>
          <td className={listCell}>{row.brandName}</td>
          <td className={listCell}>{row.categoryName}</td>
          <td className={listCell}>
            <Price row={row} />
          </td>
          <td className={listCell}>
            <Stock row={row} />
          </td>
          <td className={listCell}>
            <ProductStatusBadge status={row.status} />
          </td>
          <td className={`${listCell} min-w-28 text-ink-soft`}>
            <time dateTime={row.updatedAt}>{indiaDateTime(row.updatedAt)}</time>
          </td>
        </>
      )}
    />
  );
}

/** The product list as cards (below 1024 px). */
export function ProductCards(props: RowsProps<AdminProductRow>) {
  return (
    <SelectableCards
      {...props}
      {...selectable}
      card={(row) => (
        <>
          <Thumb row={row} />
          <div className="min-w-0 flex-1 space-y-1 text-sm">
            <div className="flex items-start justify-between gap-2">
              <Link to={productPath(row)} className={`${linkClass} min-w-0 break-words`}>
                {row.name}
              </Link>
              <ProductStatusBadge status={row.status} />
            </div>
            <p className="text-ink-soft">
              {row.brandName} · {row.categoryName} · {row.productType}
            </p>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <Price row={row} />
              <Stock row={row} />
            </div>
            <p className="text-xs text-ink-soft">
              Updated <time dateTime={row.updatedAt}>{indiaDateTime(row.updatedAt)}</time>
            </p>
          </div>
        </>
      )}
    />
  );
}
