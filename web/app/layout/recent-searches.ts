import { useSyncExternalStore } from 'react';

// The shopper's recent searches, kept on this device only (localStorage): the last eight texts
// searched, newest first, a repeat moving to the top. Both header search boxes (phone and desktop) read
// the same list and follow each other's changes, and other tabs'.

export const RECENT_SEARCHES_KEY = 'recentSearches';
export const RECENT_SEARCHES_MAX = 8;

const listeners = new Set<() => void>();
const EMPTY: readonly string[] = [];
let cachedRaw: string | null = null;
let cachedList: readonly string[] = EMPTY;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The recent searches, newest first (an unreadable store reads as none). */
export function readRecentSearches(): readonly string[] {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(RECENT_SEARCHES_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw === cachedRaw) return cachedList;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    cachedList = Array.isArray(parsed)
      ? parsed
          .filter((item): item is string => typeof item === 'string' && item.trim() !== '')
          .slice(0, RECENT_SEARCHES_MAX)
      : EMPTY;
  } catch {
    cachedList = EMPTY;
  }
  return cachedList;
}

function write(list: readonly string[]) {
  try {
    const store = storage();
    if (list.length === 0) store?.removeItem(RECENT_SEARCHES_KEY);
    else store?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list));
  } catch {
    // A full or blocked store: the search still works, it is just not remembered.
  }
  for (const listener of listeners) listener();
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Puts a search at the top (once, whatever its letter case), keeping the last eight. */
export function addRecentSearch(text: string): void {
  const search = text.trim().replace(/\s+/g, ' ');
  if (search === '') return;
  write(
    [search, ...readRecentSearches().filter((item) => !same(item, search))].slice(0, RECENT_SEARCHES_MAX),
  );
}

export function removeRecentSearch(text: string): void {
  write(readRecentSearches().filter((item) => !same(item, text)));
}

export function clearRecentSearches(): void {
  write([]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === RECENT_SEARCHES_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The recent searches, kept current. */
export function useRecentSearches(): readonly string[] {
  return useSyncExternalStore(subscribe, readRecentSearches, () => EMPTY);
}
