import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { AddressDetails } from '../../features/address/components/AddressDetails.tsx';
import { CHECKOUT_TEXTS } from '../../features/checkout/checkout-texts.ts';
import { CheckoutColumn } from '../../features/checkout/components/CheckoutColumn.tsx';
import { CheckoutStateView } from '../../features/checkout/components/CheckoutStates.tsx';
import { CheckoutSteps } from '../../features/checkout/components/CheckoutSteps.tsx';
import { useCheckout } from '../../features/checkout/use-checkout.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

function CheckoutAside({ id }: { id: string | undefined }) {
  const state = useCheckout(id);
  return (
    <CheckoutStateView id={id} state={state}>
      {(checkout) => <CheckoutColumn checkout={checkout} />}
    </CheckoutStateView>
  );
}

/**
 * /address/{checkout id} (composes the address and checkout features): the address step. The saved addresses (choose one, or add one with the
 * pincode Verify) on the left; coupon, coins, the summary and Continue on the right (below under
 * 768 px).
 */
export default function CheckoutAddressPage() {
  // Drawn again when the language changes.
  useTranslation('shop');
  const { id } = useParams();
  const location = useLocation();
  usePageTitle(CHECKOUT_TEXTS.checkoutTitle);
  // The same query the column reads (one request): its cash total decides which addresses can take it.
  const { checkout } = useCheckout(id);
  return (
    <AddressDetails
      orderTotal={checkout && !checkout.orderId ? checkout.finalTotal : undefined}
      title={CHECKOUT_TEXTS.checkoutTitle}
      returnTo={location.pathname}
      lead={<CheckoutSteps current={0} />}
      aside={<CheckoutAside id={id} />}
    />
  );
}
