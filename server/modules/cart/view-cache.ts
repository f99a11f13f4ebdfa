import type { Cart } from '../../../contract/cart.ts';
import type { CacheMeter } from '../../platform/index.ts';
import type { CartRevision } from './repo.ts';

// Cart views kept in memory, per process. A view is used again only while the cart's lines are at
// the revision it was computed from (every change to the lines raises it, in the database, whoever
// makes it), so a shopper never sees lines older than the last change, on any instance. What can be
// old is the catalogue side of the view — prices, offers, stock — and only by the cache time.

/** How many shoppers' views one process keeps at most; the oldest go first. */
const MAX_VIEWS = 10_000;

interface Kept {
  cartId: string;
  revision: number;
  cart: Cart;
  /** When it was computed, on the service clock (a clock moved by tests or by time ends it too). */
  at: number;
  /** Until when it may be used, on the monotonic clock (a fixed test clock never keeps it alive). */
  until: number;
}

export interface CartViewCache {
  /** The kept view of the shopper's cart when its lines are still at `current` and it is fresh. */
  get(userId: string, current: CartRevision): Cart | undefined;
  /** The current epoch: take it before reading, and give it to `put`. */
  epoch(): number;
  /**
   * Keeps a view computed after reading `seen` (read before the lines, so never newer than them) —
   * unless the catalogue changed since `epoch`, when its figures may predate the change.
   */
  put(userId: string, seen: CartRevision, cart: Cart, epoch: number): void;
  /** Drops every kept view and starts a new epoch: the catalogue changed (an order took stock). */
  clear(): void;
}

export function createCartViewCache(options: {
  /** 0 keeps nothing. */
  ttlMs: number;
  clock: () => Date;
  maxViews?: number;
  /** Counts views answered from memory (hits) and views computed again (misses). */
  meter?: CacheMeter;
}): CartViewCache {
  const { ttlMs, clock, meter } = options;
  const maxViews = options.maxViews ?? MAX_VIEWS;
  const kept = new Map<string, Kept>();
  let currentEpoch = 0;

  return {
    get(userId, current) {
      const entry = kept.get(userId);
      if (!entry) {
        meter?.miss();
        return undefined;
      }
      const age = clock().getTime() - entry.at;
      if (
        entry.cartId === current.cartId &&
        entry.revision === current.revision &&
        age >= 0 &&
        age < ttlMs &&
        performance.now() < entry.until
      ) {
        meter?.hit();
        return entry.cart;
      }
      kept.delete(userId);
      meter?.miss();
      return undefined;
    },

    epoch: () => currentEpoch,

    put(userId, seen, cart, epoch) {
      if (ttlMs <= 0 || epoch !== currentEpoch) return;
      kept.delete(userId);
      kept.set(userId, {
        cartId: seen.cartId,
        revision: seen.revision,
        cart,
        at: clock().getTime(),
        until: performance.now() + ttlMs,
      });
      while (kept.size > maxViews) {
        const oldest = kept.keys().next().value;
        if (oldest === undefined) break;
        kept.delete(oldest);
      }
    },

    clear() {
      currentEpoch += 1;
      kept.clear();
    },
  };
}
