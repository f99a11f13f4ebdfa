import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Checkout } from '../../../contract/checkout.ts';
import { buttonStyles } from '../../components/button-styles.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { CHECKOUT_TEXTS, ORDER_SAYS } from './checkout-texts.ts';
import { CheckoutStateView } from './components/CheckoutStates.tsx';
import { CheckoutSteps } from './components/CheckoutSteps.tsx';
import { DeliveryAddress } from './components/DeliveryAddress.tsx';
import { OrderSummary } from './components/OrderSummary.tsx';
import { PaymentOption } from './components/PaymentOption.tsx';
import { PlacedNotice } from './components/PlacedNotice.tsx';
import { UnavailableNotice } from './components/UnavailableNotice.tsx';
import { useCheckout } from './use-checkout.ts';
import { useCodAddress } from './use-cod-address.ts';
import { usePlaceOrder } from './use-place-order.ts';

function CodCheckout({ checkout }: { checkout: Checkout }) {
  const addresses = useCodAddress(checkout._id, !checkout.orderId);
  const { address } = addresses;
  const order = usePlaceOrder(checkout, address);

  // Placed before (another tab, or back from the success page): nothing to pay again.
  if (checkout.orderId && !order.placed) {
    return (
      <div className="mx-auto flex max-w-xl flex-col gap-4">
        <PlacedNotice />
        <OrderSummary checkout={checkout} />
      </div>
    );
  }

  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_20rem] md:items-start lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8">
      <div className="flex min-w-0 flex-col gap-6">
        <PaymentOption />
        <DeliveryAddress
          checkoutId={checkout._id}
          address={address}
          loading={addresses.loading}
          failed={addresses.failed}
          onRetry={addresses.retry}
        />
      </div>
      <div className="min-w-0 md:sticky md:top-28">
        <OrderSummary checkout={checkout}>
          {checkout.hasUnavailableItems ? <UnavailableNotice items={checkout.items} /> : null}
          <button
            type="button"
            onClick={order.place}
            disabled={order.busy || checkout.hasUnavailableItems}
            aria-busy={order.busy}
            className={`${buttonStyles.primary} mt-4 h-12 w-full text-base`}
          >
            <Lock className="size-4" aria-hidden="true" />
            {order.busy ? CHECKOUT_TEXTS.placingOrder : CHECKOUT_TEXTS.placeOrder}
          </button>
        </OrderSummary>
      </div>
    </div>
  );
}

/**
 * /cod/{checkout id}: pay cash on delivery (rules/accounts §2), the delivery address, the summary,
 * Place Order.
 */
export default function CodPage() {
  // Drawn again when the language changes.
  useTranslation('shop');
  const { id } = useParams();
  usePageTitle(ORDER_SAYS.codTitle);
  const state = useCheckout(id);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pb-12 pt-4 md:px-6 md:pt-8">
      <h1 className="mb-4 font-display text-2xl font-black text-ink md:mb-6 md:text-3xl">
        {ORDER_SAYS.codTitle}
      </h1>
      <CheckoutSteps current={1} />
      <CheckoutStateView id={id} state={state}>
        {(checkout) => <CodCheckout checkout={checkout} />}
      </CheckoutStateView>
    </div>
  );
}
