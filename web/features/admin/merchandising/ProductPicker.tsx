import { useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Plus, Search, X } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import type { AdminHomeProduct } from '../../../../contract/admin-home.ts';
import { PRODUCT_STATUS_LABELS } from '../../../../contract/admin-products.ts';
import { unwrap, uploadUrl } from '../../../lib/api.ts';
import { adminCall } from '../call.ts';
import { adminKey } from '../console-keys.ts';
import { Badge, errorClass, focusRing, inputClass, LoadError, labelClass } from '../ui.tsx';

// Hand-picking products for a home set or the featured list: search the catalogue by name (the
// products desk's list), add, put in order with Move up / Move down, take out.

const SEARCH_RESULTS = 8;

const iconButton = `inline-flex size-11 items-center justify-center rounded-full text-ink-soft ring-1 ring-line hover:bg-cream hover:text-ink disabled:cursor-not-allowed disabled:opacity-40 ${focusRing}`;

function Thumb({ image }: { image: string | null }) {
  return image ? (
    <img
      src={uploadUrl(image)}
      alt=""
      width={40}
      height={40}
      className="size-10 shrink-0 rounded-lg object-cover"
    />
  ) : (
    <span aria-hidden="true" className="size-10 shrink-0 rounded-lg bg-cream ring-1 ring-line" />
  );
}

export function ProductPicker({
  value,
  onChange,
  max,
  label,
  error,
  disabled = false,
}: {
  value: AdminHomeProduct[];
  onChange: (products: AdminHomeProduct[]) => void;
  max: number;
  label: string;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const searchId = useId();
  const [text, setText] = useState('');
  const search = useDeferredValue(text.trim());
  const found = useQuery({
    queryKey: adminKey('home-product-search', search),
    queryFn: ({ signal }) =>
      unwrap(adminCall('adminProducts', { query: { search, limit: SEARCH_RESULTS, sort: 'name' }, signal })),
    enabled: search.length >= 2,
    staleTime: 30_000,
  });
  const chosen = new Set(value.map((p) => p._id));
  const full = value.length >= max;

  function move(index: number, by: -1 | 1) {
    const next = [...value];
    const [product] = next.splice(index, 1);
    if (!product) return;
    next.splice(index + by, 0, product);
    onChange(next);
  }

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? `${searchId}-error` : undefined}>
      <legend className={labelClass}>
        {label} ({value.length} of {max})
      </legend>
      {value.length === 0 ? (
        <p className="text-sm text-ink-soft">
          {disabled ? 'None.' : 'None yet: find products below to add them.'}
        </p>
      ) : (
        <ol className="flex flex-col gap-2" aria-label={`${label}, in order`}>
          {value.map((product, index) => (
            <li
              key={product._id}
              className="flex items-center gap-2 rounded-xl bg-cream/60 p-2 ring-1 ring-line/60"
            >
              <Thumb image={product.image} />
              <span className="min-w-0 flex-1 text-sm">
                <span className="block truncate font-semibold text-ink">{product.name}</span>
                {product.status !== 'live' ? (
                  <Badge tone="danger">{PRODUCT_STATUS_LABELS[product.status]}: not shown</Badge>
                ) : null}
              </span>
              {disabled ? null : (
                <>
                  <button
                    type="button"
                    className={iconButton}
                    aria-label={`Move ${product.name} up`}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp className="size-4" aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className={iconButton}
                    aria-label={`Move ${product.name} down`}
                    disabled={index === value.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown className="size-4" aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className={iconButton}
                    aria-label={`Take out ${product.name}`}
                    onClick={() => onChange(value.filter((p) => p._id !== product._id))}
                  >
                    <X className="size-4" aria-hidden="true" />
                  </button>
                </>
              )}
            </li>
          ))}
        </ol>
      )}
      {error ? (
        <p id={`${searchId}-error`} className={errorClass}>
          {error}
        </p>
      ) : null}
      {disabled ? null : (
        <div className="flex flex-col gap-2">
          <label htmlFor={searchId} className="text-sm font-semibold text-ink">
            Find products to add
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-ink-soft"
              aria-hidden="true"
            />
            <input
              id={searchId}
              type="search"
              className={`${inputClass} pl-9`}
              placeholder="A product’s name, at least 2 letters"
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          {search.length < 2 ? null : found.isPending ? (
            <p className="text-sm text-ink-soft" role="status">
              Searching…
            </p>
          ) : found.isError ? (
            <LoadError error={found.error} what="products" onRetry={() => void found.refetch()} />
          ) : found.data.products.length === 0 ? (
            <p className="text-sm text-ink-soft">No product has this name.</p>
          ) : (
            <ul className="flex flex-col gap-1" aria-label="Products found">
              {found.data.products.map((row) => (
                <li key={row._id} className="flex items-center gap-2 rounded-xl p-1.5 hover:bg-cream/60">
                  <Thumb image={row.image} />
                  <span className="min-w-0 flex-1 truncate text-sm text-ink">
                    {row.name}
                    <span className="text-ink-soft"> · {row.brandName}</span>
                  </span>
                  <button
                    type="button"
                    className={iconButton}
                    aria-label={`Add ${row.name}`}
                    disabled={chosen.has(row._id) || full}
                    onClick={() =>
                      onChange([
                        ...value,
                        { _id: row._id, name: row.name, image: row.image, status: row.status },
                      ])
                    }
                  >
                    <Plus className="size-4" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          {full ? <p className="text-sm text-ink-soft">The list is full ({max}).</p> : null}
        </div>
      )}
    </fieldset>
  );
}
