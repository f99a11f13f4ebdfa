import { hashKey, isCancelledError, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { cartQueryKey } from '../../lib/cart.ts';
import { notifyError } from '../../lib/notify.ts';
import { isAuthFailure } from '../../lib/session-expiry.ts';
import { CART_TEXTS } from './cart-texts.ts';

/**
 * The spec names two load failures (rules/storefront §8). 'Failed to load cart data' is the screen's
 * when there is no cart to show at all (CartPage); 'Failed to load cart' is this toast, when reading
 * the cart again (after a change, or on returning to the tab) fails while the last cart stays shown.
 * A lost session is the session-expiry handler's.
 */
export function useReloadFailureNotice() {
  const client = useQueryClient();
  useEffect(
    () =>
      client.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const { query } = event;
        if (query.queryHash !== hashKey(cartQueryKey) || query.state.data == null) return;
        const { error } = event.action;
        if (isCancelledError(error) || isAuthFailure(error)) return;
        notifyError(CART_TEXTS.loadFailed);
      }),
    [client],
  );
}
