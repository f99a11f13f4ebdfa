import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiFailure } from '../../../lib/api.ts';
import { failureStatus, failureText, fieldErrors } from '../../../lib/failure.ts';
import { notifyError } from '../../../lib/notify.ts';
import { CONSOLE_TOAST } from '../console-query.ts';
import { serverFieldErrors } from '../orders/desk.ts';

// A refused save of a brand, category or subcategory, shown where it belongs: the server's field
// messages under their fields, a name already used under the name, anything else as a toast.

export function showRefusal<Values extends FieldValues>(
  failure: ApiFailure,
  fields: readonly Path<Values>[],
  setError: UseFormSetError<Values>,
  failed: string,
): void {
  const byField = serverFieldErrors(fieldErrors(failure));
  let placed = false;
  for (const field of fields) {
    const message = byField[field];
    if (message) {
      setError(field, { message });
      placed = true;
    }
  }
  if (placed) return;
  const text = failureText(failure, { failed });
  // 409: the name is used by another one (the only conflict a save can meet).
  if (failureStatus(failure) === 409) setError(fields[0]!, { message: text });
  else notifyError(text, CONSOLE_TOAST);
}
