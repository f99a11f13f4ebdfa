import { useSyncExternalStore } from 'react';

// What the order desk and the returns desk share beyond the console's own pieces: the wide-window
// question and reading a refused form's errors by field. (Keys: console-keys.ts; times:
// console-format.ts; the signed-in role: console-context.ts; looks and fields: ui.tsx.)

const WIDE = '(min-width: 1024px)';
const canAsk = () => typeof window.matchMedia === 'function';

function subscribeWide(onChange: () => void) {
  if (!canAsk()) return () => {};
  const list = window.matchMedia(WIDE);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Whether the window is at least 1024 px wide (the desk's table); true where it cannot be asked. */
export function useWide(): boolean {
  return useSyncExternalStore(
    subscribeWide,
    () => (canAsk() ? window.matchMedia(WIDE).matches : true),
    () => true,
  );
}

/** The first message of each field a contract schema refused, by field name ('' for the whole body). */
export function issuesByField(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}) {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** The server's field errors (failure.ts) by field name, for a form to show beside its inputs. */
export function serverFieldErrors(errors: readonly { field: string; msg: string }[]): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const { field, msg } of errors) {
    const name = field.replace(/^body\./, '').split('.')[0] ?? field;
    if (!(name in byField)) byField[name] = msg;
  }
  return byField;
}
