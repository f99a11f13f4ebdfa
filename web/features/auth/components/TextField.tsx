import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { authText } from '../code-messages.ts';
import { borderClass, errorLineClass, inputClass, labelClass } from './field-styles.ts';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'prefix'> {
  label: ReactNode;
  /**
   * Shown under the field and linked to it; also marks the input invalid. A form rule's English text
   * is said in the shown language (auth:messages).
   */
  error?: string | undefined;
  /** A quiet line under the label (e.g. what the field is for). */
  hint?: ReactNode;
  /** Something fixed inside the field before the text, e.g. the country code. */
  prefix?: ReactNode;
  /** Something inside the field after the text, e.g. a show-password button. */
  suffix?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose hint and error text are announced with it (aria-describedby). */
export function TextField({ label, error, hint, prefix, suffix, ref, className, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="-mt-1 mb-1.5 text-xs text-ink-soft">
          {hint}
        </p>
      ) : null}
      <div className="relative flex items-center">
        {prefix ? (
          <span className="pointer-events-none absolute left-0 flex h-full items-center pl-4 text-[16px] font-semibold text-ink-soft">
            {prefix}
            <span aria-hidden="true" className="ml-3 h-6 w-px bg-line" />
          </span>
        ) : null}
        <input
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClass} ${borderClass(Boolean(error))} ${prefix ? 'pl-[4.25rem]' : ''} ${suffix ? 'pr-12' : ''}`}
          {...input}
        />
        {suffix ? <span className="absolute right-1.5 flex items-center">{suffix}</span> : null}
      </div>
      <p id={errorId} className={errorLineClass}>
        {authText(error) ?? ''}
      </p>
    </div>
  );
}
