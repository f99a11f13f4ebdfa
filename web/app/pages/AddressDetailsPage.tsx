import { ADDRESS_TEXTS } from '../../features/address/address-texts.ts';
import { AddressDetails } from '../../features/address/components/AddressDetails.tsx';
import { CheckoutColumn } from '../../features/checkout/components/CheckoutColumn.tsx';
import { useOpenCheckout } from '../../features/checkout/use-open-checkout.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/**
 * /addressdetails (composes the address and checkout features): the saved addresses with the chosen one, and the add form. While a checkout
 * opened in this tab is still open, its column (coupon, coins, summary, Continue) sits beside them.
 */
export default function AddressDetailsPage() {
  usePageTitle(ADDRESS_TEXTS.detailsTitle);
  const open = useOpenCheckout();
  return (
    <AddressDetails
      orderTotal={open?.finalTotal}
      aside={open ? <CheckoutColumn checkout={open} /> : undefined}
    />
  );
}
