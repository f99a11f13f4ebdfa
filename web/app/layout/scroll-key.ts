import type { Location } from 'react-router';

// React Router keeps each history entry's scroll position (in sessionStorage, per tab) under the
// entry's key. The entry a tab opens by a full URL (typed, pasted, a link from another site) has no
// history state, and the router calls every such entry 'default': a page opened that way in a tab
// that has shown the shop before was scrolled to wherever the tab's last 'default' page was left.
// So that first entry gets a key of its own, written into its history state: a reload finds the same
// key (and its place), a fresh URL gets a new one (and starts at the top).

/** React Router's name for an entry without history state. */
const NO_KEY = 'default';

function newKey(): string {
  return `entry-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * The key of the entry this document opened on, written into its history state if it had none. This
 * runs when the module loads, before web/main.tsx creates the router (which then reads the key too).
 */
function readOrGiveKey(): string {
  if (typeof window === 'undefined') return NO_KEY;
  const state = window.history.state as { key?: unknown } | null;
  if (typeof state?.key === 'string' && state.key !== '' && state.key !== NO_KEY) return state.key;
  const key = newKey();
  // The router keeps the other fields it wrote (its index); only the missing key is added.
  window.history.replaceState({ ...(state ?? {}), key }, '');
  return key;
}

const openingKey = readOrGiveKey();

/** ScrollRestoration's getKey: the entry's own key, never the shared 'default'. */
export function scrollKey(location: Pick<Location, 'key'>): string {
  return location.key === NO_KEY ? openingKey : location.key;
}
