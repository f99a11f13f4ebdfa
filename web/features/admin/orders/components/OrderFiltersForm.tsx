import { Search, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { ORDER_STATUSES, type OrderStatus, statusLabel } from '../../../../../contract/order.ts';
import { Field, inputClass, primaryButton, secondaryButton } from '../../ui.tsx';
import { type CashFilter, filterErrors, NO_FILTERS, type OrderFilters } from '../order-filters.ts';

/**
 * The desk's search and filters. Status chips and the cash choice apply at once; the search box and
 * the typed filters apply with Enter or "Apply filters" (Enter in the search box may jump straight to
 * an order: `onSearch`).
 */
export function OrderFiltersForm({
  filters,
  onApply,
  onSearch,
}: {
  filters: OrderFilters;
  onApply: (next: OrderFilters) => void;
  /** The search was submitted: the page may open one order instead of applying. */
  onSearch: (next: OrderFilters) => void;
}) {
  const [draft, setDraft] = useState(filters);
  const [errors, setErrors] = useState<Partial<Record<keyof OrderFilters, string>>>({});
  const set = <K extends keyof OrderFilters>(key: K, value: OrderFilters[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  function apply(next: OrderFilters, search = false) {
    const problems = filterErrors(next);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const fresh = { ...next, page: 1 };
    if (search) onSearch(fresh);
    else onApply(fresh);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    apply(draft, true);
  }

  function toggle(status: OrderStatus) {
    const chosen = draft.status.includes(status)
      ? draft.status.filter((s) => s !== status)
      : [...draft.status, status];
    const next = { ...draft, status: ORDER_STATUSES.filter((s) => chosen.includes(s)) };
    setDraft(next);
    apply(next);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Find orders" className="space-y-3">
      <div className="flex gap-2">
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-ink-soft"
          />
          <input
            type="search"
            aria-label="Search orders"
            placeholder="Order number, phone or name"
            value={draft.q}
            onChange={(event) => set('q', event.target.value)}
            className={`${inputClass} pl-9`}
          />
        </div>
        <button type="submit" className={primaryButton}>
          Search
        </button>
      </div>

      <fieldset>
        <legend className="sr-only">Status</legend>
        <div className="flex flex-wrap gap-1.5">
          {ORDER_STATUSES.map((status) => {
            const on = draft.status.includes(status);
            return (
              <button
                key={status}
                type="button"
                aria-pressed={on}
                onClick={() => toggle(status)}
                className={`rounded-full border px-3 py-1 text-xs font-bold transition-colors ${
                  on
                    ? 'border-accent bg-accent text-white'
                    : 'border-line bg-paper text-ink hover:border-accent hover:text-accent'
                }`}
              >
                {statusLabel(status)}
              </button>
            );
          })}
        </div>
      </fieldset>

      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6 lg:items-end">
        <Field label="Placed from" error={errors.from}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={draft.from}
              onChange={(event) => set('from', event.target.value)}
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Placed to" error={errors.to}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={draft.to}
              onChange={(event) => set('to', event.target.value)}
              className={inputClass}
            />
          )}
        </Field>
        <Field label="State" error={errors.state}>
          {(control) => (
            <input
              {...control}
              type="text"
              value={draft.state}
              onChange={(event) => set('state', event.target.value)}
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Pincode" error={errors.pincode}>
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="numeric"
              maxLength={6}
              value={draft.pincode}
              onChange={(event) => set('pincode', event.target.value.trim())}
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Cash">
          {(control) => (
            <select
              {...control}
              value={draft.cash}
              onChange={(event) => {
                const next = { ...draft, cash: event.target.value as CashFilter | '' };
                setDraft(next);
                apply(next);
              }}
              className={inputClass}
            >
              <option value="">Any</option>
              <option value="collected">Collected</option>
              <option value="outstanding">Outstanding</option>
            </select>
          )}
        </Field>
        <div className="flex gap-2">
          <button type="button" onClick={() => apply(draft)} className={secondaryButton}>
            Apply filters
          </button>
          <button
            type="button"
            aria-label="Clear filters"
            title="Clear filters"
            onClick={() => {
              setDraft(NO_FILTERS);
              setErrors({});
              onApply(NO_FILTERS);
            }}
            className="grid size-10 shrink-0 place-items-center rounded-full text-ink-soft hover:bg-cream hover:text-ink"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      </div>
    </form>
  );
}
