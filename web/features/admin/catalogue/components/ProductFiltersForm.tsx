import { Search, X } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import {
  ADMIN_PRODUCT_SORTS,
  PRODUCT_STATUS_LABELS,
  PRODUCT_STATUSES,
  STOCK_STATE_LABELS,
  STOCK_STATES,
} from '../../../../../contract/admin-products.ts';
import { Field, inputClass, primaryButton } from '../../ui.tsx';
import { hasFilters, NO_FILTERS, type ProductFilters, SORT_LABELS } from '../product-filters.ts';
import { choiceName, useBrands, useCategories, useProductTypes } from '../use-choices.ts';

/**
 * The product list's search and filters. The search applies with Enter or Search; every choice applies
 * at once (and takes the list back to its first page).
 */
export function ProductFiltersForm({
  filters,
  onApply,
}: {
  filters: ProductFilters;
  onApply: (next: ProductFilters) => void;
}) {
  const [search, setSearch] = useState(filters.search);
  const brands = useBrands();
  const categories = useCategories();
  const types = useProductTypes();
  const subcategories = categories.data?.find((c) => c._id === filters.category)?.subcategories ?? [];

  function choose<K extends keyof ProductFilters>(key: K, value: ProductFilters[K]) {
    const next = { ...filters, search: search.trim(), [key]: value, page: 1 };
    if (key === 'category') next.subcategory = '';
    onApply(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply({ ...filters, search: search.trim(), page: 1 });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Find products" className="space-y-3">
      <div className="flex gap-2">
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-ink-soft"
          />
          <input
            type="search"
            aria-label="Search products"
            placeholder="Name or product id"
            maxLength={100}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className={`${inputClass} pl-9`}
          />
        </div>
        <button type="submit" className={primaryButton}>
          Search
        </button>
      </div>

      <div className="grid grid-cols-2 gap-3 md:grid-cols-4 md:items-end">
        <Choice label="Brand" value={filters.brand} onChange={(value) => choose('brand', value)}>
          <option value="">All brands</option>
          {(brands.data ?? []).map((brand) => (
            <option key={brand._id} value={brand._id}>
              {choiceName(brand)}
            </option>
          ))}
        </Choice>
        <Choice label="Category" value={filters.category} onChange={(value) => choose('category', value)}>
          <option value="">All categories</option>
          {(categories.data ?? []).map((category) => (
            <option key={category._id} value={category._id}>
              {choiceName(category)}
            </option>
          ))}
        </Choice>
        <Choice
          label="Subcategory"
          value={filters.subcategory}
          disabled={!filters.category}
          onChange={(value) => choose('subcategory', value)}
        >
          <option value="">{filters.category ? 'All subcategories' : 'Choose a category first'}</option>
          {subcategories.map((sub) => (
            <option key={sub._id} value={sub._id}>
              {choiceName(sub)}
            </option>
          ))}
        </Choice>
        <Choice
          label="Product type"
          value={filters.productType}
          onChange={(value) => choose('productType', value)}
        >
          <option value="">All types</option>
          {(types.data ?? []).map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </Choice>
        <Choice
          label="Stock"
          value={filters.stock}
          onChange={(value) => choose('stock', value as ProductFilters['stock'])}
        >
          <option value="">Any stock</option>
          {STOCK_STATES.map((state) => (
            <option key={state} value={state}>
              {STOCK_STATE_LABELS[state]}
            </option>
          ))}
        </Choice>
        <Choice
          label="Status"
          value={filters.status}
          onChange={(value) => choose('status', value as ProductFilters['status'])}
        >
          <option value="">Any status</option>
          {PRODUCT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {PRODUCT_STATUS_LABELS[status]}
            </option>
          ))}
        </Choice>
        <Choice
          label="Cash on delivery"
          value={filters.cod}
          onChange={(value) => choose('cod', value as ProductFilters['cod'])}
        >
          <option value="">Either</option>
          <option value="yes">Available</option>
          <option value="no">Not available</option>
        </Choice>
        <Choice
          label="Sort"
          value={filters.sort}
          onChange={(value) => choose('sort', value as ProductFilters['sort'])}
        >
          {ADMIN_PRODUCT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </Choice>
      </div>
      {hasFilters(filters) ? (
        <button
          type="button"
          onClick={() => {
            setSearch('');
            onApply(NO_FILTERS);
          }}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-ink-soft hover:bg-cream hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          <X className="size-4" aria-hidden="true" /> Clear search and filters
        </button>
      ) : null}
    </form>
  );
}

function Choice({
  label,
  value,
  disabled = false,
  onChange,
  children,
}: {
  label: string;
  value: string;
  disabled?: boolean;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <Field label={label}>
      {(control) => (
        <select
          {...control}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass}
        >
          {children}
        </select>
      )}
    </Field>
  );
}
