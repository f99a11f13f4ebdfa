import { useId } from 'react';

export interface Choice {
  value: number;
  label: string;
}

/**
 * A radio group whose selected choice switches off when it is clicked again (or Space is pressed on
 * it): rules/storefront §2 for the rating and discount filters. The last radio means "no filter".
 */
export function ChoiceFilter({
  legend,
  options,
  noneLabel,
  selected,
  onSelect,
}: {
  legend: string;
  options: readonly Choice[];
  noneLabel: string;
  selected: number | null;
  onSelect: (value: number | null) => void;
}) {
  const name = useId();
  const rows: { key: string; value: number | null; label: string }[] = [
    ...options.map((option) => ({ key: String(option.value), value: option.value, label: option.label })),
    { key: 'none', value: null, label: noneLabel },
  ];
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-bold text-ink">{legend}</legend>
      <div className="flex flex-col gap-0.5">
        {rows.map((row) => {
          const checked = row.value === selected;
          return (
            <label
              key={row.key}
              className="flex cursor-pointer items-center gap-2.5 rounded-lg px-2 py-1.5 text-sm text-ink hover:bg-accent-soft/60 has-[:checked]:font-semibold"
            >
              <input
                type="radio"
                name={name}
                value={row.key}
                checked={checked}
                // A change only fires for a radio that was not selected…
                onChange={() => onSelect(row.value)}
                // …so a click on the selected one switches the filter off.
                onClick={() => {
                  if (checked && row.value !== null) onSelect(null);
                }}
                className="size-4 shrink-0 accent-accent"
              />
              {row.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
