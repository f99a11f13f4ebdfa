import { Lock } from 'lucide-react';
import type { Cart } from '../../../../contract/cart.ts';
import { buttonStyles } from '../../../components/button-styles.ts';
import { formatRupees } from '../../../lib/format.ts';
import { CART_TEXTS } from '../cart-texts.ts';
import { itemsLabel } from '../count-label.ts';

/**
 * Subtotal at M.R.P, the discount, delivery (priced at checkout, where the address is known) and
 * the total of the lines that can be bought; then Checkout.
 */
export function CartSummary({
  cart,
  onCheckout,
  busy = false,
}: {
  cart: Cart;
  onCheckout: () => void;
  /** The checkout is being opened. */
  busy?: boolean;
}) {
  const buyable = cart.items.filter((item) => item.available);
  const count = buyable.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <section
      aria-labelledby="cart-summary"
      className="rounded-card bg-paper p-4 shadow-soft ring-1 ring-line/60 sm:p-5 lg:sticky lg:top-24"
    >
      <h2 id="cart-summary" className="font-display text-lg font-extrabold text-ink">
        Order Summary
      </h2>
      <dl className="mt-3 space-y-2.5 text-[15px]">
        <div className="flex justify-between gap-3">
          <dt className="text-ink-soft">Subtotal ({itemsLabel(count)})</dt>
          <dd className="font-semibold text-ink" data-testid="cart-subtotal">
            {formatRupees(cart.subtotal)}
          </dd>
        </div>
        {cart.discount > 0 ? (
          <div className="flex justify-between gap-3">
            <dt className="text-ink-soft">Discount</dt>
            <dd className="font-semibold text-leaf" data-testid="cart-discount">
              −{formatRupees(cart.discount)}
            </dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-3">
          <dt className="text-ink-soft">Delivery</dt>
          <dd className="text-right text-ink-soft">{CART_TEXTS.deliveryAtCheckout}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-3 border-t border-dashed border-line pt-3">
          <dt className="font-bold text-ink">Total</dt>
          <dd className="font-display text-xl font-extrabold text-ink" data-testid="cart-total">
            {formatRupees(cart.totalPrice)}
          </dd>
        </div>
      </dl>
      {cart.discount > 0 ? (
        <p className="mt-3 rounded-xl bg-mint/70 px-3 py-2 text-sm font-semibold text-leaf">
          You save {formatRupees(cart.discount)} on this order
        </p>
      ) : null}
      <button
        type="button"
        onClick={onCheckout}
        disabled={buyable.length === 0 || busy}
        aria-busy={busy}
        className={`${buttonStyles.primary} mt-4 h-12 w-full text-base`}
      >
        <Lock className="size-4" aria-hidden="true" />
        {busy ? CART_TEXTS.checkingOut : CART_TEXTS.checkout}
      </button>
      {buyable.length === 0 ? (
        <p className="mt-2 text-center text-sm text-ink-soft">{CART_TEXTS.nothingToBuy}</p>
      ) : null}
    </section>
  );
}
