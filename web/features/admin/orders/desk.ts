import { useSyncExternalStore } from 'react';

// The wide-window question the console's lists ask (a table from 1024 px, cards below). (Keys:
// console-keys.ts; times: console-format.ts; the signed-in role: console-context.ts; looks and fields:
// ui.tsx; refused input by field: form-errors.ts.)

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
