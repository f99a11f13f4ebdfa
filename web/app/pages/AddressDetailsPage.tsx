import { usePageTitle } from '../../lib/use-page-title.ts';
import { ADDRESS_TEXTS } from './address-texts.ts';
import { AddressDetails } from './components/AddressDetails.tsx';

/**
 * /addressdetails: the saved addresses with the chosen one, and the add form. The checkout's column
 * (coupon, coins, summary, Continue) is not part of this page yet; it goes in AddressDetails' `aside`.
 */
export default function AddressDetailsPage() {
  usePageTitle(ADDRESS_TEXTS.detailsTitle);
  return <AddressDetails />;
}
