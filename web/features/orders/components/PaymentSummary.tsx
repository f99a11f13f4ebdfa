import { Banknote } from 'lucide-react';
import { type Order, PAYMENT_METHOD } from '../../../../contract/order.ts';
import { SummaryRow, SummaryTotal } from '../../../components/SummaryRows.tsx';
import { localize } from '../../../i18n/texts.ts';
import { formatRupees } from '../../../lib/format.ts';
import { coinsUsed, itemCount, ORDER_TEXTS } from '../order-texts.ts';

/**
 * What the order cost (rules/accounts §2 Order detail): subtotal, the coupon with its code, the coins,
 * delivery, the amount payable, and how it is paid ('Cash on Delivery' when the order does not say).
 */
export function PaymentSummary({ order }: { order: Order }) {
  const count = order.products.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <section
      aria-labelledby="order-payment"
      className="rounded-card bg-paper p-4 shadow-soft ring-1 ring-line/60 sm:p-5"
    >
      <h2 id="order-payment" className="font-display text-lg font-extrabold text-ink">
        {ORDER_TEXTS.payment}
      </h2>
      <dl className="mt-3 space-y-2 text-[15px]">
        <SummaryRow label={`${ORDER_TEXTS.subtotal} (${itemCount(count)})`} testId="order-subtotal">
          {formatRupees(order.totalPrice)}
        </SummaryRow>
        {order.couponDiscount > 0 ? (
          <SummaryRow
            label={`${ORDER_TEXTS.couponDiscount}${order.couponCode ? ` (${order.couponCode})` : ''}`}
            testId="order-coupon-discount"
          >
            <span className="text-leaf">−{formatRupees(order.couponDiscount)}</span>
          </SummaryRow>
        ) : null}
        {order.coinDiscount > 0 ? (
          <SummaryRow label={coinsUsed(order.coinsUsed)} testId="order-coins">
            <span className="text-leaf">−{formatRupees(order.coinDiscount)}</span>
          </SummaryRow>
        ) : null}
        <SummaryRow label={ORDER_TEXTS.delivery} testId="order-delivery">
          {order.deliveryCharge === 0 ? (
            <span className="text-leaf">{ORDER_TEXTS.free}</span>
          ) : (
            formatRupees(order.deliveryCharge)
          )}
        </SummaryRow>
        <SummaryTotal label={ORDER_TEXTS.payable} testId="order-payable">
          {formatRupees(order.finalPayableAmount)}
        </SummaryTotal>
      </dl>
      <p className="mt-4 flex items-center gap-2 rounded-xl bg-cream px-3 py-2 text-sm">
        <Banknote className="size-4 shrink-0 text-leaf" aria-hidden="true" />
        <span className="flex-1 text-ink-soft">{ORDER_TEXTS.paymentMethod}</span>
        <span className="whitespace-nowrap font-semibold text-ink" data-testid="payment-method">
          {localize(order.paymentMethod || PAYMENT_METHOD, 'shop:orderMessages')}
        </span>
      </p>
    </section>
  );
}
