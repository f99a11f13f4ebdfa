import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiFailure } from '../../lib/api.ts';
import { failureStatus, failureText, fieldErrors } from '../../lib/failure.ts';
import { notifyError } from '../../lib/notify.ts';
import { CONSOLE_TOAST } from './console-query.ts';

// The console's one way of putting refused input beside the fields it is about: the contract's own
// messages before a form is sent, and the server's after. A message is kept by the form's field (the
// first part of its path: link.brandId → link, productIds.3 → productIds), the first one for each.

type FieldMessages = Record<string, string>;

/** The first message of each field a contract schema refused, by field name ('' for the whole body). */
export function issuesByField(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): FieldMessages {
  const errors: FieldMessages = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** The server's field errors (failure.ts) by field name, for a form to show beside its inputs. */
export function serverFieldErrors(errors: readonly { field: string; msg: string }[]): FieldMessages {
  const byField: FieldMessages = {};
  for (const { field, msg } of errors) {
    const name = field.replace(/^body\./, '').split('.')[0] ?? field;
    if (!(name in byField)) byField[name] = msg;
  }
  return byField;
}

/** Sets each message on its field of a react-hook-form form; true when any of `fields` got one. */
export function placeFieldErrors<Values extends FieldValues>(
  byField: Partial<FieldMessages>,
  fields: readonly Path<Values>[],
  setError: UseFormSetError<Values>,
): boolean {
  let placed = false;
  for (const field of fields) {
    const message = byField[field];
    if (message) {
      setError(field, { message });
      placed = true;
    }
  }
  return placed;
}

/**
 * A refused save shown where it belongs: the server's field messages under their fields; a conflict
 * (409) under `conflictField` when the form names one (a name or code another record uses); anything
 * else as a toast, in the server's words or `failed`.
 */
export function showRefusal<Values extends FieldValues>(
  failure: ApiFailure,
  {
    fields,
    setError,
    failed,
    conflictField,
  }: {
    fields: readonly Path<Values>[];
    setError: UseFormSetError<Values>;
    failed: string;
    conflictField?: Path<Values>;
  },
): void {
  if (placeFieldErrors(serverFieldErrors(fieldErrors(failure)), fields, setError)) return;
  const text = failureText(failure, { failed });
  if (conflictField && failureStatus(failure) === 409) setError(conflictField, { message: text });
  else notifyError(text, CONSOLE_TOAST);
}
