import { Ban } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Checkout, CheckoutItem } from '../../../../contract/checkout.ts';
import { COD_MESSAGES } from '../../../../contract/delivery.ts';
import { ProductImage } from '../../../components/ProductImage.tsx';
import { SummaryRow, SummaryTotal } from '../../../components/SummaryRows.tsx';
import { formatRupees } from '../../../lib/format.ts';
import {
  CHECKOUT_TEXTS,
  freeDeliveryHint,
  itemCount,
  qtyText,
  savingsNote,
  sizeText,
} from '../checkout-texts.ts';

function SummaryItem({ item }: { item: CheckoutItem }) {
  return (
    <li className="flex gap-3" data-testid="summary-item" data-available={item.available}>
      <div
        className={`w-14 shrink-0 self-start overflow-hidden rounded-lg ${item.available ? '' : 'opacity-50 grayscale'}`}
      >
        <ProductImage file={item.productId.images[0]} alt="" width={112} height={140} />
      </div>
      <div className="min-w-0 flex-1 text-sm">
        <p className="line-clamp-2 font-semibold leading-snug text-ink">{item.productId.name}</p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-3 text-ink-soft">
          <span className="inline-flex items-center gap-1">
            <span
              aria-hidden="true"
              className="size-3 rounded-full shadow-[inset_0_0_0_1px_rgb(27_36_64/0.2)]"
              style={{ backgroundColor: item.color }}
            />
            {item.colorName || item.color}
          </span>
          <span className="whitespace-nowrap">{sizeText(item.size)}</span>
          <span className="whitespace-nowrap">{qtyText(item.quantity)}</span>
        </p>
        {item.available ? null : (
          <p className="mt-1 inline-flex items-center gap-1 rounded-full bg-line/60 px-2 py-0.5 text-xs font-bold text-ink-soft">
            <Ban className="size-3" aria-hidden="true" />
            {item.codAvailable ? CHECKOUT_TEXTS.unavailableBadge : COD_MESSAGES.itemUnavailableShort}
          </p>
        )}
      </div>
      <p className="shrink-0 text-right text-sm font-bold text-ink">
        {formatRupees(item.lineTotal || item.price * item.quantity)}
      </p>
    </li>
  );
}

/**
 * The checkout's lines and totals as the server priced them: subtotal, the coupon, the coins,
 * delivery (free from the shop's amount) and the total to pay in cash.
 */
export function OrderSummary({ checkout, children }: { checkout: Checkout; children?: ReactNode }) {
  const count = checkout.items.reduce((sum, item) => sum + item.quantity, 0);
  const savings =
    Math.max(0, checkout.mrpTotal - checkout.subtotal) + checkout.ReducedDiscount + checkout.coinDiscount;
  const free = checkout.deliveryCharge === 0;
  return (
    <section
      aria-labelledby="checkout-summary"
      className="rounded-card bg-paper p-4 shadow-soft ring-1 ring-line/60 sm:p-5"
    >
      <h2 id="checkout-summary" className="font-display text-lg font-extrabold text-ink">
        {CHECKOUT_TEXTS.summaryHeading}
      </h2>
      <ul className="mt-3 flex flex-col gap-3 border-b border-dashed border-line pb-4">
        {checkout.items.map((item) => (
          <SummaryItem key={item._id} item={item} />
        ))}
      </ul>
      <dl className="mt-3 space-y-2 text-[15px]">
        <SummaryRow label={`${CHECKOUT_TEXTS.subtotal} (${itemCount(count)})`} testId="checkout-subtotal">
          {formatRupees(checkout.subtotal)}
        </SummaryRow>
        {checkout.ReducedDiscount > 0 ? (
          <SummaryRow
            label={`${CHECKOUT_TEXTS.couponDiscount}${checkout.coupon ? ` (${checkout.coupon.code})` : ''}`}
            testId="checkout-coupon-discount"
          >
            <span className="text-leaf">−{formatRupees(checkout.ReducedDiscount)}</span>
          </SummaryRow>
        ) : null}
        {checkout.coinDiscount > 0 ? (
          <SummaryRow label={CHECKOUT_TEXTS.coins} testId="checkout-coins">
            <span className="text-leaf">−{formatRupees(checkout.coinDiscount)}</span>
          </SummaryRow>
        ) : null}
        <SummaryRow
          label={
            <>
              {CHECKOUT_TEXTS.delivery}
              {!free && checkout.freeDeliveryFrom > 0 ? (
                <span className="mt-0.5 block text-xs">{freeDeliveryHint(checkout.freeDeliveryFrom)}</span>
              ) : null}
            </>
          }
          testId="checkout-delivery"
        >
          {free ? (
            <span className="text-leaf">{CHECKOUT_TEXTS.free}</span>
          ) : (
            formatRupees(checkout.deliveryCharge)
          )}
        </SummaryRow>
        <SummaryTotal label={CHECKOUT_TEXTS.total} testId="checkout-total">
          {formatRupees(checkout.finalTotal)}
        </SummaryTotal>
      </dl>
      {savings > 0 ? (
        <p className="mt-3 rounded-xl bg-mint/70 px-3 py-2 text-sm font-semibold text-leaf">
          {savingsNote(Math.round(savings * 100) / 100)}
        </p>
      ) : null}
      {children}
    </section>
  );
}
