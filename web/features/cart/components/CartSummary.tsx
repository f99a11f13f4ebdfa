import { Lock, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { type Cart, deliveryChargeFor } from '../../../../contract/cart.ts';
import { buttonStyles } from '../../../components/button-styles.ts';
import { SummaryRow, SummaryTotal } from '../../../components/SummaryRows.tsx';
import { formatRupees } from '../../../lib/format.ts';
import { addForFreeDelivery, CART_TEXTS, codBlocksCheckout, youSave } from '../cart-texts.ts';
import { itemsLabel } from '../count-label.ts';

const money = (amount: number) => Math.round(amount * 100) / 100;

/** Free delivery reached, or how much more reaches it (nothing while nothing can be bought). */
function FreeDeliveryNote({ itemsTotal, freeFrom }: { itemsTotal: number; freeFrom: number }) {
  if (itemsTotal <= 0) return null;
  const missing = money(freeFrom - itemsTotal);
  return (
    <p
      data-testid="cart-free-delivery"
      className={`mt-3 flex items-center gap-2 rounded-xl px-3 py-2 text-sm font-semibold ${missing > 0 ? 'bg-butter/70 text-amber-800' : 'bg-mint/70 text-leaf'}`}
    >
      <Truck className="size-4 shrink-0" aria-hidden="true" />
      {missing > 0 ? addForFreeDelivery(missing) : CART_TEXTS.freeDelivery}
    </p>
  );
}

/**
 * The checkout's summary words with the checkout's meaning (OrderSummary): Total M.R.P., the discount
 * on it, Subtotal at selling prices, delivery by the rule the checkout applies (sent with the cart) and
 * the total; coupons and coins come at checkout. Then Checkout, held back with the reason while
 * nothing can be bought or a line cannot be paid by cash on delivery (the order would be refused).
 */
export function CartSummary({
  cart,
  onCheckout,
  busy = false,
  deliveryDate,
}: {
  cart: Cart;
  onCheckout: () => void;
  /** The checkout is being opened. */
  busy?: boolean;
  /** 'Delivery by …' for the shopper's pincode, when one is known. */
  deliveryDate?: ReactNode;
}) {
  const buyable = cart.items.filter((item) => item.available);
  const count = buyable.reduce((sum, item) => sum + item.quantity, 0);
  const notPayable = buyable.filter((item) => !item.codAvailable).length;
  const delivery = deliveryChargeFor(cart.totalPrice, {
    freeFrom: cart.freeDeliveryFrom,
    fee: cart.deliveryFee,
  });
  const blocked =
    buyable.length === 0 ? CART_TEXTS.nothingToBuy : notPayable > 0 ? codBlocksCheckout(notPayable) : null;
  return (
    <section
      aria-labelledby="cart-summary"
      className="rounded-card bg-paper p-4 shadow-soft ring-1 ring-line/60 sm:p-5 lg:sticky lg:top-24"
    >
      <h2 id="cart-summary" className="font-display text-lg font-extrabold text-ink">
        {CART_TEXTS.summaryHeading}
      </h2>
      <dl className="mt-3 space-y-2.5 text-[15px]">
        {cart.discount > 0 ? (
          <>
            <SummaryRow label={CART_TEXTS.mrpTotal} testId="cart-mrp-total">
              {formatRupees(cart.subtotal)}
            </SummaryRow>
            <SummaryRow label={CART_TEXTS.mrpDiscount} testId="cart-discount">
              <span className="text-leaf">−{formatRupees(cart.discount)}</span>
            </SummaryRow>
          </>
        ) : null}
        <SummaryRow label={`${CART_TEXTS.subtotal} (${itemsLabel(count)})`} testId="cart-subtotal">
          {formatRupees(cart.totalPrice)}
        </SummaryRow>
        <SummaryRow label={CART_TEXTS.delivery} testId="cart-delivery">
          {delivery === 0 ? <span className="text-leaf">{CART_TEXTS.free}</span> : formatRupees(delivery)}
        </SummaryRow>
        <SummaryTotal label={CART_TEXTS.total} testId="cart-total">
          {formatRupees(money(cart.totalPrice + delivery))}
        </SummaryTotal>
      </dl>
      <FreeDeliveryNote itemsTotal={cart.totalPrice} freeFrom={cart.freeDeliveryFrom} />
      {deliveryDate}
      {cart.discount > 0 ? (
        <p className="mt-3 rounded-xl bg-mint/70 px-3 py-2 text-sm font-semibold text-leaf">
          {youSave(cart.discount)}
        </p>
      ) : null}
      <p className="mt-3 text-sm text-ink-soft">{CART_TEXTS.atCheckout}</p>
      <button
        type="button"
        onClick={onCheckout}
        disabled={blocked !== null || busy}
        aria-busy={busy}
        aria-describedby={blocked ? 'cart-checkout-blocked' : undefined}
        className={`${buttonStyles.primary} mt-4 h-12 w-full text-base`}
      >
        <Lock className="size-4" aria-hidden="true" />
        {busy ? CART_TEXTS.checkingOut : CART_TEXTS.checkout}
      </button>
      {blocked ? (
        <p id="cart-checkout-blocked" className="mt-2 text-center text-sm text-ink-soft">
          {blocked}
        </p>
      ) : null}
    </section>
  );
}
