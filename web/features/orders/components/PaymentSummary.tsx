import { Banknote } from 'lucide-react';
import type { ReactNode } from 'react';
import { type Order, PAYMENT_METHOD } from '../../../../contract/order.ts';
import { formatRupees } from '../../../lib/format.ts';
import { coinsUsed, itemCount, ORDER_TEXTS } from '../order-texts.ts';

function Row({ label, children, testId }: { label: ReactNode; children: ReactNode; testId: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-ink-soft">{label}</dt>
      <dd className="text-right font-semibold text-ink" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * What the order cost (accounts §2 Order detail): subtotal, the coupon with its code, the coins,
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
        <Row label={`${ORDER_TEXTS.subtotal} (${itemCount(count)})`} testId="order-subtotal">
          {formatRupees(order.totalPrice)}
        </Row>
        {order.couponDiscount > 0 ? (
          <Row
            label={`${ORDER_TEXTS.couponDiscount}${order.couponCode ? ` (${order.couponCode})` : ''}`}
            testId="order-coupon-discount"
          >
            <span className="text-leaf">−{formatRupees(order.couponDiscount)}</span>
          </Row>
        ) : null}
        {order.coinDiscount > 0 ? (
          <Row label={coinsUsed(order.coinsUsed)} testId="order-coins">
            <span className="text-leaf">−{formatRupees(order.coinDiscount)}</span>
          </Row>
        ) : null}
        <Row label={ORDER_TEXTS.delivery} testId="order-delivery">
          {order.deliveryCharge === 0 ? (
            <span className="text-leaf">{ORDER_TEXTS.free}</span>
          ) : (
            formatRupees(order.deliveryCharge)
          )}
        </Row>
        <div className="flex items-baseline justify-between gap-3 border-t border-dashed border-line pt-3">
          <dt className="font-bold text-ink">{ORDER_TEXTS.payable}</dt>
          <dd className="font-display text-xl font-extrabold text-ink" data-testid="order-payable">
            {formatRupees(order.finalPayableAmount)}
          </dd>
        </div>
      </dl>
      <p className="mt-4 flex items-center gap-2 rounded-xl bg-cream px-3 py-2 text-sm">
        <Banknote className="size-4 shrink-0 text-leaf" aria-hidden="true" />
        <span className="flex-1 text-ink-soft">{ORDER_TEXTS.paymentMethod}</span>
        <span className="whitespace-nowrap font-semibold text-ink" data-testid="payment-method">
          {order.paymentMethod || PAYMENT_METHOD}
        </span>
      </p>
    </section>
  );
}
