import { useQuery } from '@tanstack/react-query';
import { PINCODE_PATTERN } from '../../../contract/delivery.ts';
import { type DeliveryPromise, fetchDeliveryPromise } from './api/expected-date.ts';

/** The dates move at the dispatch cut-off, not from one minute to the next. */
const FRESH_MS = 5 * 60_000;

export const deliveryPromiseKey = (pincode: string) => ['checkout', 'delivery-promise', pincode] as const;

/**
 * The delivery promise for a pincode (the chosen address's), cached per pincode so the address step
 * and the payment step ask once. Undefined while unknown, or when the estimate could not be read: the
 * screens then simply say no date.
 */
export function useDeliveryPromise(pincode: string | null | undefined): DeliveryPromise | undefined {
  const valid = typeof pincode === 'string' && PINCODE_PATTERN.test(pincode);
  const query = useQuery({
    queryKey: deliveryPromiseKey(valid ? pincode : ''),
    queryFn: ({ signal }) => fetchDeliveryPromise(pincode ?? '', signal),
    enabled: valid,
    staleTime: FRESH_MS,
    retry: (failures) => failures < 1,
  });
  return valid ? query.data : undefined;
}
