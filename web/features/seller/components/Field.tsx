import { type ReactNode, useId } from 'react';
import { SELLER_TEXTS, sellerSays } from '../seller-texts.ts';
import { labelClass, messageLineClass } from './field-styles.ts';

/** What a control needs to be labelled and to announce its message. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A labelled control with one line under it for its error or, when there is none, a hint. */
export function Field({
  label,
  optional,
  error,
  hint,
  className,
  children,
}: {
  label: string;
  optional?: boolean;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ? sellerSays(error) : hint;
  const control: FieldControlProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': message ? messageId : undefined,
  };
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {optional ? <span className="font-normal text-ink-soft"> {SELLER_TEXTS.optional}</span> : null}
      </label>
      {children(control)}
      <p id={messageId} className={`${messageLineClass} ${error ? 'text-danger' : 'text-ink-soft'}`}>
        {message ?? ''}
      </p>
    </div>
  );
}
