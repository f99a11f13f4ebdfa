import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Address } from '../../../contract/address.ts';
import type { Checkout } from '../../../contract/checkout.ts';
import { ROUTES } from '../../../contract/routes.ts';
import { cartQueryKey } from '../../lib/cart.ts';
import { forgetCheckout } from '../../lib/checkout.ts';
import { failureText } from '../../lib/failure.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useAccountAction } from '../../lib/use-account-action.ts';
import { type PlaceOrderInput, placeOrder } from './api/place-order.ts';
import { forgetCheckoutAddress } from './checkout-address.ts';
import { CHECKOUT_TEXTS, ORDER_SAYS } from './checkout-texts.ts';
import { checkoutQueryKey } from './use-checkout.ts';
import { keepPlacedOrder } from './use-placed-order.ts';

/** What /order-success receives in navigation state (rules/accounts §2 Order complete). */
export interface OrderSuccessState {
  orderId: string;
  /** The order number shown to the shopper (LL-2026-000123), never the id. */
  orderNumber: string;
  coinsEarned: number;
}

/**
 * Place Order (rules/accounts §5, §7, §8): the checkout and a chosen address, then POST order/create with
 * 'Cash on Delivery'. Success forgets the open checkout, reads the (now emptier) cart again, keeps the
 * answered order for the confirmation and goes to /order-success with the order id, its number and
 * the coins earned; the button stays busy until then.
 */
export function usePlaceOrder(checkout: Checkout | undefined, address: Address | null) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const action = useAccountAction({
    mutationFn: (input: PlaceOrderInput) => placeOrder(input),
    onSuccess: (order, { checkoutId }) => {
      notifySuccess(ORDER_SAYS.placed, 'account');
      forgetCheckout(checkoutId);
      forgetCheckoutAddress(checkoutId);
      if (order.summary) keepPlacedOrder(client, order.summary);
      void client.invalidateQueries({ queryKey: cartQueryKey, exact: true });
      const state: OrderSuccessState = {
        orderId: order.orderId,
        orderNumber: order.orderNumber,
        coinsEarned: order.coinsEarned,
      };
      navigate(ROUTES.orderSuccess, { state });
    },
    onError: (error, { checkoutId }) => {
      notifyError(failureText(error, { failed: ORDER_SAYS.placeFailed }), 'account');
      // Stock, the coin balance or the checkout itself may have changed: show it as it is now.
      void client.invalidateQueries({ queryKey: checkoutQueryKey(checkoutId) });
    },
  });
  // Placed: the button stays busy until the confirmation has opened.
  const busy = action.isPending || action.isSuccess;

  function place() {
    if (busy) return;
    if (!checkout) {
      notifyError(CHECKOUT_TEXTS.missingCheckout, 'account');
      return;
    }
    if (!address) {
      notifyError(ORDER_SAYS.selectAddressFirst, 'account');
      return;
    }
    action.mutate({
      checkoutId: checkout._id,
      addressId: address._id,
      deliveryCharge: checkout.deliveryCharge,
    });
  }

  return { busy, placed: action.isSuccess, place };
}
