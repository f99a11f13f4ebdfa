import type { HTMLInputTypeAttribute } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { SellerApplication } from '../../../../contract/seller.ts';
import type { SellerField, SellerFormValues } from '../seller-form.ts';
import { Field } from './Field.tsx';
import { borderClass, inputClass, textareaClass } from './field-styles.ts';

export type SellerForm = UseFormReturn<SellerFormValues, unknown, SellerApplication>;
/** Every field that holds text (bankDetails itself is a group). */
export type SellerTextField = Exclude<SellerField, 'bankDetails'>;

/** One labelled text input (or a multi-line one) of the seller form, with its message line. */
export function TextField({
  form,
  name,
  label,
  type = 'text',
  multiline = false,
  optional,
  hint,
  placeholder,
  autoComplete,
  inputMode,
  list,
  clean,
  disabled,
  className,
}: {
  form: SellerForm;
  name: SellerTextField;
  label: string;
  type?: HTMLInputTypeAttribute;
  multiline?: boolean;
  optional?: boolean;
  hint?: string;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  /** A datalist of suggestions. */
  list?: string;
  /** Keeps only what the field takes (e.g. digits). */
  clean?: (raw: string) => string;
  disabled: boolean;
  className?: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message;
        const common = {
          ref: field.ref,
          name: field.name,
          value: field.value,
          disabled,
          placeholder,
          autoComplete,
          onBlur: field.onBlur,
        };
        return (
          <Field label={label} optional={optional} error={error} hint={hint} className={className}>
            {(a11y) =>
              multiline ? (
                <textarea
                  {...a11y}
                  {...common}
                  rows={3}
                  onChange={(event) => field.onChange(event.target.value)}
                  className={`${textareaClass} ${borderClass(Boolean(error))}`}
                />
              ) : (
                <input
                  {...a11y}
                  {...common}
                  type={type}
                  inputMode={inputMode}
                  list={list}
                  onChange={(event) => field.onChange(clean ? clean(event.target.value) : event.target.value)}
                  className={`${inputClass} ${borderClass(Boolean(error))}`}
                />
              )
            }
          </Field>
        );
      }}
    />
  );
}
