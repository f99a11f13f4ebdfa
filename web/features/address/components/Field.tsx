import { type ReactNode, useId } from 'react';
import { localize } from '../../../i18n/texts.ts';
import { labelClass, messageLineClass } from './field-styles.ts';

/** What a control needs to be labelled and to announce its message. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A labelled form control with one line under it for its error or, when there is none, a note (e.g.
 * 'Auto-populated from pincode verification'); both are linked to the control (aria-describedby).
 */
export function Field({
  label,
  error,
  note,
  describedBy,
  className,
  children,
}: {
  label: ReactNode;
  error?: string | undefined;
  note?: ReactNode;
  /** Further ids describing the control (e.g. the +91 prefix). */
  describedBy?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const messageId = `${id}-message`;
  // Rule messages are the contract's English; the screen says them in the shown language.
  const said = localize(error, 'shop:address.messages');
  const message = said ?? note;
  const control: FieldControlProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [describedBy, message ? messageId : undefined].filter(Boolean).join(' ') || undefined,
  };
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children(control)}
      <p id={messageId} className={`${messageLineClass} ${error ? 'text-danger' : 'text-leaf'}`}>
        {message ?? ''}
      </p>
    </div>
  );
}
