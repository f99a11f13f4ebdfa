import { useQueryClient } from '@tanstack/react-query';
import type { Checkout } from '../../../contract/checkout.ts';
import { failureText } from '../../lib/failure.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { isAuthFailure } from '../../lib/session-expiry.ts';
import { useAccountAction } from '../../lib/use-account-action.ts';
import { applyCoins } from './api/apply-coins.ts';
import { applyCoupon } from './api/apply-coupon.ts';
import { removeCoins } from './api/remove-coins.ts';
import { removeCoupon } from './api/remove-coupon.ts';
import { CHECKOUT_TEXTS } from './checkout-texts.ts';
import { checkoutCouponsKey, checkoutQueryKey, keepCheckout } from './use-checkout.ts';

/** A change asked for before the checkout is known (rules/accounts §8: 'Checkout information is missing'). */
class MissingCheckout extends Error {}

interface ChangeWords {
  success: string;
  failed: string;
  noAnswer: string;
}

/**
 * What a failed change says (rules/accounts §8): the missing checkout; else the server's own words when it
 * refused; `noAnswer` when no answer came at all (the network, or an unreadable answer); `failed`
 * for an answer without words, a gateway's error page included.
 */
function changeFailureText(error: unknown, words: ChangeWords): string {
  if (error instanceof MissingCheckout) return CHECKOUT_TEXTS.checkoutMissing;
  return failureText(error, { ...words, noAnswerWhen: 'unreached' });
}

/**
 * One coupon or coins change: its call, its toasts, and the answered checkout kept in the cache.
 * `failureText` gives a failure's message for a screen that also shows it in place (the coupon box):
 * the toast's own words, so the shopper never reads two different ones; null for a lost session,
 * which is said once by the sign-out.
 */
function useCheckoutChange<Input>(
  checkoutId: string | undefined,
  send: (checkoutId: string, input: Input) => Promise<Checkout | null>,
  words: ChangeWords,
) {
  const client = useQueryClient();
  const mutation = useAccountAction({
    mutationFn: async (input: Input) => {
      if (!checkoutId) throw new MissingCheckout();
      return send(checkoutId, input);
    },
    onSuccess: async (checkout) => {
      if (checkout) keepCheckout(client, checkout);
      else if (checkoutId) await client.invalidateQueries({ queryKey: checkoutQueryKey(checkoutId) });
      if (checkoutId) void client.invalidateQueries({ queryKey: checkoutCouponsKey(checkoutId) });
      notifySuccess(words.success, 'account');
    },
    onError: (error) => {
      notifyError(changeFailureText(error, words), 'account');
      // A refusal may mean the checkout changed underneath (placed, stock, balance): read it again.
      if (checkoutId) void client.invalidateQueries({ queryKey: checkoutQueryKey(checkoutId) });
    },
  });
  return {
    ...mutation,
    failureText: (error: unknown): string | null =>
      isAuthFailure(error) ? null : changeFailureText(error, words),
  };
}

export function useApplyCoupon(checkoutId: string | undefined) {
  return useCheckoutChange(checkoutId, (id, code: string) => applyCoupon(id, code), {
    success: CHECKOUT_TEXTS.couponApplied,
    failed: CHECKOUT_TEXTS.couponFailed,
    noAnswer: CHECKOUT_TEXTS.couponError,
  });
}

export function useRemoveCoupon(checkoutId: string | undefined) {
  return useCheckoutChange<void>(checkoutId, (id) => removeCoupon(id), {
    success: CHECKOUT_TEXTS.couponRemoved,
    failed: CHECKOUT_TEXTS.couponRemoveFailed,
    noAnswer: CHECKOUT_TEXTS.couponRemoveFailed,
  });
}

export function useApplyCoins(checkoutId: string | undefined) {
  return useCheckoutChange<void>(checkoutId, (id) => applyCoins(id), {
    success: CHECKOUT_TEXTS.pointsApplied,
    failed: CHECKOUT_TEXTS.pointsFailed,
    noAnswer: CHECKOUT_TEXTS.pointsError,
  });
}

export function useRemoveCoins(checkoutId: string | undefined) {
  return useCheckoutChange<void>(checkoutId, (id) => removeCoins(id), {
    success: CHECKOUT_TEXTS.coinsRemoved,
    failed: CHECKOUT_TEXTS.coinsRemoveFailed,
    noAnswer: CHECKOUT_TEXTS.coinsRemoveFailed,
  });
}
