import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { Address } from '../../../contract/address.ts';
import { routePath } from '../../../contract/routes.ts';
import { type AddressesState, useAddresses } from '../../lib/addresses.ts';
import { notifyError } from '../../lib/notify.ts';
import { useSelectedAddressId } from '../../lib/selected-address.ts';
import { checkoutAddressId, rememberCheckoutAddress } from './checkout-address.ts';
import { ORDER_SAYS } from './checkout-texts.ts';

/**
 * The address the payment step ships to: the one Continue confirmed for this checkout, else the
 * shared choice (the page opened in a new tab), as long as it is still a saved address. Once the
 * list has loaded and neither is there, the shopper goes back to this checkout's address step with
 * 'Please select a delivery address first.' instead of a page that cannot place the order. `active`
 * is false for a checkout already placed (nothing to ship).
 */
export function useCodAddress(
  checkoutId: string,
  active: boolean,
): AddressesState & { address: Address | null } {
  const navigate = useNavigate();
  const state = useAddresses();
  const shared = useSelectedAddressId();
  const list = state.addresses;
  const find = (id: string | null) => (id ? list?.find((saved) => saved._id === id) : undefined);
  const address = find(checkoutAddressId(checkoutId)) ?? find(shared) ?? null;
  const missing = active && list !== undefined && address === null;

  // The shared choice used here becomes this checkout's, so later reloads keep it.
  const addressId = address?._id;
  useEffect(() => {
    if (addressId) rememberCheckoutAddress(checkoutId, addressId);
  }, [checkoutId, addressId]);

  const sentBack = useRef(false);
  useEffect(() => {
    if (!missing || sentBack.current) return;
    sentBack.current = true;
    notifyError(ORDER_SAYS.selectAddressFirst, 'account');
    navigate(routePath('address', { id: checkoutId }), { replace: true });
  }, [missing, checkoutId, navigate]);

  return { ...state, address };
}
