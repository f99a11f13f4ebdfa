import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { ProductImage } from '../../../../components/ProductImage.tsx';
import { PictureList } from '../../pictures/PictureList.tsx';
import { cardClass, errorClass, Field, focusRing, inputClass } from '../../ui.tsx';
import { messageOf, type ProductFormValues } from '../product-form.ts';
import { SizeRows } from './SizeRows.tsx';

// One colour of a product: its swatch and name, its prices, its pictures and its sizes with stock.

const HEX = /^#[0-9a-fA-F]{6}$/;
const MAX_PICTURES = 10;

export function ColourEditor({
  index,
  count,
  readOnly,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  readOnly: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { control, register, setValue, formState } = useFormContext<ProductFormValues>();
  const color = useWatch({ control, name: `variants.${index}.color` }) ?? '';
  const colorName = useWatch({ control, name: `variants.${index}.colorName` }) ?? '';
  const errors = formState.errors.variants?.[index];
  const label = colorName.trim() || `Colour ${index + 1}`;
  const path = `variants.${index}` as const;

  return (
    <section aria-label={label} className={`${cardClass} space-y-4`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 font-display text-base font-extrabold text-ink">
          <span
            aria-hidden="true"
            className="inline-block size-5 rounded-full ring-1 ring-line"
            style={{ backgroundColor: HEX.test(color) ? color : 'transparent' }}
          />
          {label}
        </h3>
        {readOnly ? null : (
          <div className="flex gap-1">
            <IconButton label={`Move ${label} up`} disabled={index === 0} onClick={() => onMove(index - 1)}>
              <ArrowUp className="size-4" aria-hidden="true" />
            </IconButton>
            <IconButton
              label={`Move ${label} down`}
              disabled={index === count - 1}
              onClick={() => onMove(index + 1)}
            >
              <ArrowDown className="size-4" aria-hidden="true" />
            </IconButton>
            <IconButton label={`Remove ${label}`} disabled={count === 1} danger onClick={onRemove}>
              <Trash2 className="size-4" aria-hidden="true" />
            </IconButton>
          </div>
        )}
      </div>

      <div className="grid gap-3 md:grid-cols-2">
        <Field label="Swatch" hint="Pick it, or type its code like #F4A7B9." error={errors?.color?.message}>
          {(controlProps) => (
            <div className="flex items-center gap-2">
              <input
                type="color"
                aria-label={`Pick the swatch of ${label}`}
                value={HEX.test(color) ? color.toLowerCase() : '#000000'}
                onChange={(event) =>
                  setValue(`${path}.color`, event.target.value.toUpperCase(), {
                    shouldDirty: true,
                    shouldValidate: formState.isSubmitted,
                  })
                }
                className={`h-11 w-14 shrink-0 cursor-pointer rounded-xl border border-line bg-paper p-1 ${focusRing}`}
              />
              <input
                {...controlProps}
                type="text"
                maxLength={7}
                spellCheck={false}
                autoComplete="off"
                className={`${inputClass} font-mono uppercase`}
                {...register(`${path}.color`)}
              />
            </div>
          )}
        </Field>
        <Field label="Colour name" error={errors?.colorName?.message}>
          {(controlProps) => (
            <input
              {...controlProps}
              type="text"
              maxLength={40}
              placeholder="Like Rose pink"
              className={inputClass}
              {...register(`${path}.colorName`)}
            />
          )}
        </Field>
      </div>

      <div className="grid gap-3 sm:grid-cols-3">
        <Money label="Price (₹)" error={errors?.price?.message} field={`${path}.price`} />
        <Money
          label="Offer price (₹)"
          hint="Optional: the price while an offer runs."
          error={errors?.offerPrice?.message}
          field={`${path}.offerPrice`}
        />
        <Money label="M.R.P. (₹)" error={errors?.wholesalePrice?.message} field={`${path}.wholesalePrice`} />
      </div>

      <div>
        {readOnly ? (
          <ReadOnlyPictures label={label} index={index} />
        ) : (
          <Controller
            control={control}
            name={`${path}.images`}
            render={({ field }) => (
              <PictureList
                value={field.value}
                onChange={(files: string[]) => field.onChange(files)}
                kind="product"
                max={MAX_PICTURES}
                label={`Pictures of ${label}`}
              />
            )}
          />
        )}
        {messageOf(errors?.images) ? (
          <p role="alert" className={errorClass}>
            {messageOf(errors?.images)}
          </p>
        ) : null}
      </div>

      <SizeRows index={index} colourLabel={label} readOnly={readOnly} />
    </section>
  );
}

function Money({
  label,
  hint,
  error,
  field,
}: {
  label: string;
  hint?: string;
  error: string | undefined;
  field: `variants.${number}.${'price' | 'offerPrice' | 'wholesalePrice'}`;
}) {
  const { register } = useFormContext<ProductFormValues>();
  return (
    <Field label={label} hint={hint} error={error}>
      {(controlProps) => (
        <input
          {...controlProps}
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          className={inputClass}
          {...register(field)}
        />
      )}
    </Field>
  );
}

function ReadOnlyPictures({ label, index }: { label: string; index: number }) {
  const { control } = useFormContext<ProductFormValues>();
  const images = useWatch({ control, name: `variants.${index}.images` }) ?? [];
  return (
    <div>
      <p className="mb-1 text-sm font-semibold text-ink">Pictures of {label}</p>
      {images.length === 0 ? (
        <p className="text-sm text-ink-soft">No pictures.</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {images.map((file, at) => (
            <li key={file} className="w-20 overflow-hidden rounded-lg ring-1 ring-line/60">
              <ProductImage
                file={file}
                alt={`${label}, picture ${at + 1}`}
                width={80}
                height={100}
                sizes="80px"
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function IconButton({
  label,
  disabled,
  danger = false,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  danger?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className={`grid size-11 place-items-center rounded-full text-ink-soft disabled:cursor-not-allowed disabled:opacity-40 ${
        danger ? 'hover:bg-blush hover:text-berry' : 'hover:bg-cream hover:text-ink'
      } ${focusRing}`}
    >
      {children}
    </button>
  );
}
