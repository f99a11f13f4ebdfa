import { ArrowRight } from 'lucide-react';
import type { Checkout } from '../../../../contract/checkout.ts';
import { buttonStyles } from '../../../components/button-styles.ts';
import { CHECKOUT_TEXTS } from '../checkout-texts.ts';
import { useContinue } from '../use-continue.ts';
import { CoinsBox } from './CoinsBox.tsx';
import { CouponBox } from './CouponBox.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { PlacedNotice } from './PlacedNotice.tsx';
import { UnavailableNotice } from './UnavailableNotice.tsx';

/**
 * The right-hand column of the address step (accounts §2 Addresses): coupon, coins, the order
 * summary and Continue. A checkout already placed shows that instead of anything to pay.
 */
export function CheckoutColumn({ checkout }: { checkout: Checkout }) {
  const next = useContinue(checkout._id);
  if (checkout.orderId) {
    return (
      <div className="flex flex-col gap-4" data-testid="checkout-column">
        <PlacedNotice />
        <OrderSummary checkout={checkout} />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4" data-testid="checkout-column">
      <CouponBox checkout={checkout} />
      <CoinsBox checkout={checkout} />
      <OrderSummary checkout={checkout}>
        {checkout.hasUnavailableItems ? <UnavailableNotice /> : null}
        <button
          type="button"
          onClick={next}
          disabled={checkout.hasUnavailableItems}
          className={`${buttonStyles.primary} mt-4 h-12 w-full text-base`}
        >
          {CHECKOUT_TEXTS.continue}
          <ArrowRight className="size-4" aria-hidden="true" />
        </button>
      </OrderSummary>
    </div>
  );
}
