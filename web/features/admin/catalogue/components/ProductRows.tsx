import { Link } from 'react-router';
import {
  type AdminProductRow,
  PRODUCT_STATUS_LABELS,
  type ProductStatus,
} from '../../../../../contract/admin-products.ts';
import { ProductImage } from '../../../../components/ProductImage.tsx';
import { formatRupees } from '../../../../lib/format.ts';
import { formatCount, indiaDateTime } from '../../console-format.ts';
import { Badge, cardClass, linkClass } from '../../ui.tsx';

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

interface RowsProps {
  rows: AdminProductRow[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
  /** Without catalogue:write there is nothing to select rows for. */
  selectable: boolean;
}

const head = 'px-3 py-2.5 font-semibold';
const cell = 'px-3 py-2.5 align-middle';

/** The product list as a table (from 1024 px). */
export function ProductsTable({ rows, selected, onToggle, onToggleAll, selectable }: RowsProps) {
  const all = rows.length > 0 && rows.every((row) => selected.has(row._id));
  return (
    <div className="overflow-x-auto rounded-card bg-paper ring-1 ring-line/60">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Products</caption>
        <thead className="border-b border-line text-xs uppercase tracking-wide text-ink-soft">
          <tr>
            {selectable ? (
              <th scope="col" className="w-10 px-3 py-2.5">
                <input
                  type="checkbox"
                  aria-label="Select all products on this page"
                  checked={all}
                  onChange={onToggleAll}
                  className="size-4 accent-accent"
                />
              </th>
            ) : null}
            <th scope="col" className={head}>
              <span className="sr-only">Picture</span>
            </th>
            <th scope="col" className={head}>
              Name
            </th>
            <th scope="col" className={head}>
              Brand
            </th>
            <th scope="col" className={head}>
              Category
            </th>
            <th scope="col" className={head}>
              Price
            </th>
            <th scope="col" className={head}>
              Stock
            </th>
            <th scope="col" className={head}>
              Status
            </th>
            <th scope="col" className={head}>
              Updated
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line/70">
          {rows.map((row) => (
            <tr key={row._id} data-testid="product-row" className="hover:bg-cream/60">
              {selectable ? (
                <td className={cell}>
                  <input
                    type="checkbox"
                    aria-label={`Select ${row.name}`}
                    checked={selected.has(row._id)}
                    onChange={() => onToggle(row._id)}
                    className="size-4 accent-accent"
                  />
                </td>
              ) : null}
              <td className={cell}>
                <Thumb row={row} />
              </td>
              <td className={`${cell} min-w-48 max-w-72`}>
                <Link to={productPath(row)} className={linkClass}>
                  {row.name}
                </Link>
                <span className="block text-xs text-ink-soft">
                  {row.productType} · {row.colours} {row.colours === 1 ? 'colour' : 'colours'}
                  {row.CODAvailable ? '' : ' · no cash on delivery'}
                </span>
              </td>
              <td className={cell}>{row.brandName}</td>
              <td className={cell}>{row.categoryName}</td>
              <td className={cell}>
                <Price row={row} />
              </td>
              <td className={cell}>
                <Stock row={row} />
              </td>
              <td className={cell}>
                <ProductStatusBadge status={row.status} />
              </td>
              <td className={`${cell} min-w-28 text-ink-soft`}>
                <time dateTime={row.updatedAt}>{indiaDateTime(row.updatedAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The product list as cards (below 1024 px). */
export function ProductCards({ rows, selected, onToggle, onToggleAll, selectable }: RowsProps) {
  const all = rows.length > 0 && rows.every((row) => selected.has(row._id));
  return (
    <div className="space-y-2">
      {selectable ? (
        <label className="flex min-h-11 items-center gap-2 px-1 text-sm font-semibold text-ink">
          <input type="checkbox" checked={all} onChange={onToggleAll} className="size-4 accent-accent" />
          Select all products on this page
        </label>
      ) : null}
      <ul className="grid gap-2 md:grid-cols-2">
        {rows.map((row) => (
          <li key={row._id} data-testid="product-row" className={`${cardClass} flex gap-3`}>
            {selectable ? (
              <input
                type="checkbox"
                aria-label={`Select ${row.name}`}
                checked={selected.has(row._id)}
                onChange={() => onToggle(row._id)}
                className="mt-1 size-4 shrink-0 accent-accent"
              />
            ) : null}
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
          </li>
        ))}
      </ul>
    </div>
  );
}
