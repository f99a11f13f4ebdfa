import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { AGE_SIZES, SHOE_SIZES } from '../../../../../contract/constants.ts';
import { errorClass, focusRing, inputClass, secondaryButton } from '../../ui.tsx';
import { messageOf, type ProductFormValues } from '../product-form.ts';

// One colour's sizes with their stock: a row per size, "Add size" for any size, and the shop's common
// sizes (ages, then shoes) one tap each. The contract refuses a size listed twice, beside the second.

/** Ages up to 13 years: the shop's age sizes and the one after them. */
const QUICK_AGES = [...AGE_SIZES, '12-13Y'] as const;

export function SizeRows({
  index,
  colourLabel,
  readOnly,
}: {
  index: number;
  colourLabel: string;
  readOnly: boolean;
}) {
  const { control, register, formState } = useFormContext<ProductFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: `variants.${index}.sizes` });
  const sizes = useWatch({ control, name: `variants.${index}.sizes` }) ?? [];
  const have = new Set(sizes.map((s) => s.size.trim().toLowerCase()));
  const errors = formState.errors.variants?.[index]?.sizes;
  const listError = messageOf(errors);
  // The common ages stay in view for a colour that opened without sizes (a new one), folded otherwise.
  const [agesFolded] = useState(() => fields.length > 0);

  const quick = (choices: readonly string[]) => choices.filter((size) => !have.has(size.toLowerCase()));

  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-semibold text-ink">Sizes and stock</legend>
      {fields.length > 0 ? (
        <div
          aria-hidden="true"
          className="grid max-w-xl grid-cols-[1fr_1fr_2.75rem] gap-2 text-xs font-semibold uppercase tracking-wide text-ink-soft"
        >
          <span>Size</span>
          <span>Stock</span>
        </div>
      ) : null}
      {fields.length > 0 ? (
        <ul className="max-w-xl space-y-2">
          {fields.map((field, row) => {
            const sizeError = errors?.[row]?.size?.message;
            const stockError = errors?.[row]?.stock?.message;
            const sizeId = `colour-${index}-size-${row}`;
            const stockId = `colour-${index}-stock-${row}`;
            const label = sizes[row]?.size.trim() || `row ${row + 1}`;
            return (
              <li key={field.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
                <div>
                  <label htmlFor={sizeId} className="sr-only">
                    {`${colourLabel}: size ${row + 1}`}
                  </label>
                  <input
                    id={sizeId}
                    type="text"
                    placeholder="Size, like 2-3Y"
                    maxLength={16}
                    aria-invalid={sizeError ? true : undefined}
                    aria-describedby={sizeError ? `${sizeId}-error` : undefined}
                    className={inputClass}
                    {...register(`variants.${index}.sizes.${row}.size`)}
                  />
                  {sizeError ? (
                    <p id={`${sizeId}-error`} className={errorClass}>
                      {sizeError}
                    </p>
                  ) : null}
                </div>
                <div>
                  <label htmlFor={stockId} className="sr-only">
                    {`${colourLabel}: stock of ${label}`}
                  </label>
                  <div className="flex items-center gap-2">
                    <input
                      id={stockId}
                      type="number"
                      min={0}
                      step={1}
                      inputMode="numeric"
                      aria-invalid={stockError ? true : undefined}
                      aria-describedby={stockError ? `${stockId}-error` : undefined}
                      className={inputClass}
                      {...register(`variants.${index}.sizes.${row}.stock`)}
                    />
                    <span className="text-sm text-ink-soft">pcs</span>
                  </div>
                  {stockError ? (
                    <p id={`${stockId}-error`} className={errorClass}>
                      {stockError}
                    </p>
                  ) : null}
                </div>
                {readOnly ? (
                  <span />
                ) : (
                  <button
                    type="button"
                    aria-label={`Remove size ${label} of ${colourLabel}`}
                    title="Remove size"
                    onClick={() => remove(row)}
                    className={`grid size-11 place-items-center rounded-full text-ink-soft hover:bg-blush hover:text-berry ${focusRing}`}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-ink-soft">No sizes yet.</p>
      )}
      {listError ? (
        <p role="alert" className={errorClass}>
          {listError}
        </p>
      ) : null}
      {readOnly ? null : (
        <div className="space-y-2">
          <button type="button" className={secondaryButton} onClick={() => append({ size: '', stock: '0' })}>
            <Plus className="size-4" aria-hidden="true" /> Add size
          </button>
          <QuickSizes
            title="Ages"
            folded={agesFolded}
            colourLabel={colourLabel}
            sizes={quick(QUICK_AGES)}
            onAdd={(size) => append({ size, stock: '0' })}
          />
          <QuickSizes
            title="Shoes"
            folded
            colourLabel={colourLabel}
            sizes={quick(SHOE_SIZES)}
            onAdd={(size) => append({ size, stock: '0' })}
          />
        </div>
      )}
    </fieldset>
  );
}

function QuickSizes({
  title,
  colourLabel,
  sizes,
  folded,
  onAdd,
}: {
  title: string;
  colourLabel: string;
  sizes: string[];
  /** Folded away behind its title (the rarer group). */
  folded: boolean;
  onAdd: (size: string) => void;
}) {
  if (sizes.length === 0) return null;
  const chips = (
    <div className="mt-1 flex flex-wrap gap-1.5">
      {sizes.map((size) => (
        <button
          key={size}
          type="button"
          aria-label={`Add size ${size} to ${colourLabel}`}
          onClick={() => onAdd(size)}
          className={`min-h-9 rounded-full border border-line bg-paper px-3 text-xs font-bold text-ink hover:border-accent hover:text-accent ${focusRing}`}
        >
          + {size}
        </button>
      ))}
    </div>
  );
  const heading = `Quick add: ${title.toLowerCase()}`;
  if (!folded) {
    return (
      <div className="rounded-xl bg-cream/70 px-3 py-2">
        <p className="text-sm font-semibold text-ink">{heading}</p>
        {chips}
      </div>
    );
  }
  return (
    <details className="rounded-xl bg-cream/70 px-3 py-2">
      <summary className={`min-h-9 cursor-pointer py-1 text-sm font-semibold text-ink ${focusRing}`}>
        {heading}
      </summary>
      {chips}
    </details>
  );
}
