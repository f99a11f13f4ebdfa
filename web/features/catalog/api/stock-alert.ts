import { useQueryClient } from '@tanstack/react-query';
import { STOCK_ALERT_MESSAGES } from '../../../../contract/stock-alert.ts';
import { unwrap } from '../../../lib/api.ts';
import { call } from '../../../lib/call.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { PRODUCT_PAGE_EXPIRY } from '../../../lib/session-expiry.ts';
import { useAccountAction } from '../../../lib/use-account-action.ts';
import { setAccountData, useAccountQuery } from '../../../lib/use-account-query.ts';

// Whether the signed-in shopper waits for this sold-out product, and asking to be told when it's back.

const key = (productId: string) => ['catalog', 'stock-alert', productId] as const;

/**
 * Asked while signed in (the caller shows it for a sold-out product only). The answer only adds a
 * line, so a lost session is left to the press that needs one.
 */
export function useStockAlert(productId: string) {
  return useAccountQuery(
    key(productId),
    (signal) => unwrap(call('stockAlertStatus', { params: { productId }, signal })),
    { expireSession: false },
  );
}

/** 'Tell me when it's back': says so in a toast, or the server's reason; a lost session goes to /signin. */
export function useAskStockAlert(productId: string) {
  const client = useQueryClient();
  return useAccountAction({
    expiry: PRODUCT_PAGE_EXPIRY,
    mutationFn: () => unwrap(call('stockAlertAdd', { params: { productId } })),
    onSuccess: (answer) => {
      setAccountData(client, key(productId), answer);
      notifySuccess(STOCK_ALERT_MESSAGES.subscribed);
    },
    onError: (error) => notifyError(error.message),
  });
}
