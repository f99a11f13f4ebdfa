import { X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import {
  ADMIN_PRODUCT_SORTS,
  PRODUCT_STATUS_LABELS,
  PRODUCT_STATUSES,
  STOCK_STATE_LABELS,
  STOCK_STATES,
} from '../../../../../contract/admin-products.ts';
import { SearchBar, SelectField } from '../../ui.tsx';
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

  const choice = <K extends keyof ProductFilters>(key: K) => ({
    value: filters[key] as string,
    onChange: (value: string) => choose(key, value as ProductFilters[K]),
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Find products" className="space-y-3">
      <SearchBar
        label="Search products"
        placeholder="Name or product id"
        maxLength={100}
        value={search}
        onChange={setSearch}
      />

      <div className="grid grid-cols-2 gap-3 md:grid-cols-4 md:items-end">
        <SelectField
          label="Brand"
          {...choice('brand')}
          none="All brands"
          options={(brands.data ?? []).map((brand) => ({ value: brand._id, label: choiceName(brand) }))}
        />
        <SelectField
          label="Category"
          {...choice('category')}
          none="All categories"
          options={(categories.data ?? []).map((c) => ({ value: c._id, label: choiceName(c) }))}
        />
        <SelectField
          label="Subcategory"
          {...choice('subcategory')}
          disabled={!filters.category}
          none={filters.category ? 'All subcategories' : 'Choose a category first'}
          options={subcategories.map((sub) => ({ value: sub._id, label: choiceName(sub) }))}
        />
        <SelectField
          label="Product type"
          {...choice('productType')}
          none="All types"
          options={types.data ?? []}
        />
        <SelectField
          label="Stock"
          {...choice('stock')}
          none="Any stock"
          options={STOCK_STATES.map((state) => ({ value: state, label: STOCK_STATE_LABELS[state] }))}
        />
        <SelectField
          label="Status"
          {...choice('status')}
          none="Any status"
          options={PRODUCT_STATUSES.map((status) => ({
            value: status,
            label: PRODUCT_STATUS_LABELS[status],
          }))}
        />
        <SelectField
          label="Cash on delivery"
          {...choice('cod')}
          none="Either"
          options={[
            { value: 'yes', label: 'Available' },
            { value: 'no', label: 'Not available' },
          ]}
        />
        <SelectField
          label="Sort"
          {...choice('sort')}
          options={ADMIN_PRODUCT_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))}
        />
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
