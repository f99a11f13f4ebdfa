import { useNavigate } from 'react-router';
import { routePath } from '../../../contract/routes.ts';
import { useAddresses } from '../../lib/addresses.ts';
import { notifyError } from '../../lib/notify.ts';
import { getSelectedAddressId, storeSelectedAddressId } from '../../lib/selected-address.ts';
import { rememberCheckoutAddress } from './checkout-address.ts';
import { CHECKOUT_TEXTS } from './checkout-texts.ts';

/**
 * Continue on the address step (rules/accounts §2, §5): a chosen address that is one of the shopper's
 * saved addresses and a checkout, then the choice is kept and the payment step opens.
 */
export function useContinue(checkoutId: string | undefined) {
  const navigate = useNavigate();
  const { addresses } = useAddresses();
  return () => {
    const selectedId = getSelectedAddressId();
    if (!selectedId) {
      notifyError(CHECKOUT_TEXTS.selectAddress, 'account');
      return;
    }
    if (!addresses?.some((address) => address._id === selectedId)) {
      notifyError(CHECKOUT_TEXTS.invalidAddress, 'account');
      return;
    }
    if (!checkoutId) {
      notifyError(CHECKOUT_TEXTS.missingCheckout, 'account');
      return;
    }
    storeSelectedAddressId(selectedId);
    // Kept for this checkout too, so the payment step still has it after a reload.
    rememberCheckoutAddress(checkoutId, selectedId);
    navigate(routePath('cod', { id: checkoutId }));
  };
}
