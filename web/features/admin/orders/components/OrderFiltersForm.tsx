import { X } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { ORDER_STATUSES, type OrderStatus, statusLabel } from '../../../../../contract/order.ts';
import { InputField, SearchBar, SelectField, secondaryButton } from '../../ui.tsx';
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
  /** A typed filter's input props: the draft's value, its change (a pincode without spaces), its error. */
  const typed = (key: 'from' | 'to' | 'state' | 'pincode') => ({
    value: draft[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      set(key, key === 'pincode' ? event.target.value.trim() : event.target.value),
    error: errors[key],
  });

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
      <SearchBar
        label="Search orders"
        placeholder="Order number, phone or name"
        value={draft.q}
        onChange={(q) => set('q', q)}
      />

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
        <InputField label="Placed from" type="date" {...typed('from')} />
        <InputField label="Placed to" type="date" {...typed('to')} />
        <InputField label="State" type="text" {...typed('state')} />
        <InputField label="Pincode" type="text" inputMode="numeric" maxLength={6} {...typed('pincode')} />
        <SelectField
          label="Cash"
          value={draft.cash}
          onChange={(value) => {
            const next = { ...draft, cash: value as CashFilter | '' };
            setDraft(next);
            apply(next);
          }}
          none="Any"
          options={[
            { value: 'collected', label: 'Collected' },
            { value: 'outstanding', label: 'Outstanding' },
          ]}
        />
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
