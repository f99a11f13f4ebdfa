import { useQueryClient } from '@tanstack/react-query';
import type { Alert, AlertAddBody, AlertKind } from '../../contract/alerts.ts';
import { unwrap } from './api.ts';
import { call } from './call.ts';
import { notifyError, notifySuccess } from './notify.ts';
import type { SessionExpiryTiming } from './session-expiry.ts';
import { useAccountAction } from './use-account-action.ts';
import { updateAccountData, useAccountQuery } from './use-account-query.ts';

// The shopper's alerts ("Notify me": back in stock, price drop): the one cached list every button reads
// (product page, wishlist, profile), and adding and removing one, which keep that list in step.

export const alertsQueryKey = ['alerts'] as const;

/** What an alert is about; null colour or size: any. */
export interface AlertTarget {
  productId: string;
  kind: AlertKind;
  color: string | null;
  size: string | null;
}

const same = (a: string | null, b: string | null) => (a ?? '').toLowerCase() === (b ?? '').toLowerCase();

/** The shopper's alert for exactly this, if they have one. */
export function findAlert(alerts: readonly Alert[] | undefined, target: AlertTarget): Alert | undefined {
  return alerts?.find(
    (a) =>
      a.productId === target.productId &&
      a.kind === target.kind &&
      same(a.color, target.color) &&
      same(a.size, target.size),
  );
}

/**
 * The signed-in shopper's alerts, asked only while signed in. Where the list only marks buttons a lost
 * session is left to the press that needs one; the alerts page itself passes `expireSession`.
 */
export function useAlerts(options: { expireSession?: boolean } = {}) {
  return useAccountQuery(
    alertsQueryKey,
    async (signal) => (await unwrap(call('alerts', { signal }))).alerts,
    { expireSession: options.expireSession ?? false },
  );
}

/** Adds an alert: the server's words in a toast, the alert kept in the cached list. */
export function useAddAlert(expiry: SessionExpiryTiming) {
  const client = useQueryClient();
  return useAccountAction({
    expiry,
    mutationFn: (body: AlertAddBody) => unwrap(call('alertAdd', { body })),
    onSuccess: (answer) => {
      updateAccountData<Alert[]>(client, alertsQueryKey, (alerts) => [
        answer.alert,
        ...alerts.filter((a) => a._id !== answer.alert._id),
      ]);
      notifySuccess(answer.message);
    },
    onError: (error) => notifyError(error.message),
  });
}

/** Removes one of the shopper's alerts; one already gone (404) is gone from the list too. */
export function useRemoveAlert(expiry: SessionExpiryTiming) {
  const client = useQueryClient();
  const forget = (id: string) =>
    updateAccountData<Alert[]>(client, alertsQueryKey, (alerts) => alerts.filter((a) => a._id !== id));
  return useAccountAction({
    expiry,
    mutationFn: async (id: string) => {
      await unwrap(call('alertRemove', { params: { id } }));
      return id;
    },
    onSuccess: forget,
    onError: (error, id) => {
      if ((error as { status?: number }).status === 404) forget(id);
      else notifyError(error.message);
    },
  });
}
