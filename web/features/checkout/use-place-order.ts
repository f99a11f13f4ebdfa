import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Address } from '../../../contract/address.ts';
import type { Checkout } from '../../../contract/checkout.ts';
import { ORDER_MESSAGES } from '../../../contract/order.ts';
import { ROUTES } from '../../../contract/routes.ts';
import { ApiRequestError } from '../../lib/api.ts';
import { cartQueryKey } from '../../lib/cart.ts';
import { forgetCheckout } from '../../lib/checkout.ts';
import { useSessionExpiry } from '../../lib/session-expiry.ts';
import { placeOrder } from './api/place-order.ts';
import { forgetCheckoutAddress } from './checkout-address.ts';
import { CHECKOUT_TEXTS } from './checkout-texts.ts';
import { failureMessage, notifyError, notifySuccess } from './notices.ts';
import { checkoutQueryKey } from './use-checkout.ts';
import { keepPlacedOrder } from './use-placed-order.ts';

/** What /order-success receives in navigation state (accounts §2 Order complete). */
export interface OrderSuccessState {
  orderId: string;
  /** The order number shown to the shopper (LL-2026-000123), never the id. */
  orderNumber: string;
  coinsEarned: number;
}

/**
 * Place Order (accounts §5, §7, §8): the checkout and a chosen address, then POST order/create with
 * 'Cash on Delivery'. Success forgets the open checkout, reads the (now emptier) cart again, keeps the
 * answered order for the confirmation and goes to /order-success with the order id, its number and
 * the coins earned; the button stays busy until then.
 */
export function usePlaceOrder(checkout: Checkout | undefined, address: Address | null) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const expire = useSessionExpiry();
  const [busy, setBusy] = useState(false);
  const [placed, setPlaced] = useState(false);

  async function place() {
    if (busy) return;
    if (!checkout) {
      notifyError(CHECKOUT_TEXTS.missingCheckout);
      return;
    }
    if (!address) {
      notifyError(ORDER_MESSAGES.selectAddressFirst);
      return;
    }
    setBusy(true);
    try {
      const order = await placeOrder({
        checkoutId: checkout._id,
        addressId: address._id,
        deliveryCharge: checkout.deliveryCharge,
      });
      setPlaced(true);
      notifySuccess(ORDER_MESSAGES.placed);
      forgetCheckout(checkout._id);
      forgetCheckoutAddress(checkout._id);
      if (order.summary) keepPlacedOrder(client, order.summary);
      void client.invalidateQueries({ queryKey: cartQueryKey, exact: true });
      const state: OrderSuccessState = {
        orderId: order.orderId,
        orderNumber: order.orderNumber,
        coinsEarned: order.coinsEarned,
      };
      navigate(ROUTES.orderSuccess, { state });
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiRequestError && expire({ status: error.status, error: error.body })) return;
      notifyError(failureMessage(error, ORDER_MESSAGES.placeFailed, ORDER_MESSAGES.placeFailed));
      // Stock, the coin balance or the checkout itself may have changed: show it as it is now.
      void client.invalidateQueries({ queryKey: checkoutQueryKey(checkout._id) });
    }
  }

  return { busy, placed, place: () => void place() };
}
