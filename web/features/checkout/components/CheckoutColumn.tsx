import { ArrowRight } from 'lucide-react';
import type { Checkout } from '../../../../contract/checkout.ts';
import { buttonStyles } from '../../../components/button-styles.ts';
import { tr } from '../../../i18n/texts.ts';
import { useAddresses } from '../../../lib/addresses.ts';
import { useSelectedAddressId } from '../../../lib/selected-address.ts';
import { getShopConfig } from '../../../lib/shop-config.ts';
import { CHECKOUT_TEXTS } from '../checkout-texts.ts';
import { useContinue } from '../use-continue.ts';
import { CoinsBox } from './CoinsBox.tsx';
import { CouponBox } from './CouponBox.tsx';
import { DeliveryPromiseNote } from './DeliveryPromiseNote.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { PlacedNotice } from './PlacedNotice.tsx';
import { UnavailableNotice } from './UnavailableNotice.tsx';

/** The address chosen in the list beside the column, once it is one of the saved addresses. */
function useChosenAddress() {
  const { addresses } = useAddresses();
  const selectedId = useSelectedAddressId();
  return addresses?.find((address) => address._id === selectedId);
}

/**
 * The right-hand column of the address step (rules/accounts §2 Addresses): coupon, coins, the order
 * summary with the chosen address's delivery date, and Continue. A checkout already placed shows
 * that instead of anything to pay.
 */
export function CheckoutColumn({ checkout }: { checkout: Checkout }) {
  const next = useContinue(checkout._id);
  const chosen = useChosenAddress();
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
        <DeliveryPromiseNote pincode={chosen?.pincode} className="mt-4" />
        <p className="mt-2 text-xs text-ink-soft" data-testid="return-promise">
          {tr('common:returns.short', { count: getShopConfig().returnWindowDays })}.{' '}
          {tr('common:returns.detail', { count: getShopConfig().returnWindowDays })}
        </p>
        {checkout.hasUnavailableItems ? <UnavailableNotice items={checkout.items} /> : null}
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
