import { useQuery } from '@tanstack/react-query';
import { CalendarCheck } from 'lucide-react';
import { PINCODE_PATTERN } from '../../../../contract/delivery.ts';
import { useAddresses } from '../../../lib/addresses.ts';
import { useCheckedPincode } from '../../../lib/checked-pincode.ts';
import { useSelectedAddressId } from '../../../lib/selected-address.ts';

/**
 * The shop's delivery promise for a pincode (the expectedDate endpoint). The call belongs to
 * the catalogue feature; the page in web/app hands it in, as features do not import each other.
 */
export type EstimateDelivery = (
  pincode: string,
  signal?: AbortSignal,
) => Promise<{ ok: true; deliveryMessage: string } | { ok: false }>;

const ESTIMATE_STALE_MS = 10 * 60_000;

const usable = (pincode: string | null | undefined): string | null =>
  pincode && PINCODE_PATTERN.test(pincode) ? pincode : null;

/**
 * Where the cart should promise a date for: the address chosen for checkout, else the pincode last
 * checked on a product page (the shopper's latest question), else the newest saved address. Null
 * while the chosen address is still loading, or when there is no pincode at all.
 */
export function useDeliveryPincode(): string | null {
  const selectedId = useSelectedAddressId();
  const checked = usable(useCheckedPincode());
  const { addresses, loading } = useAddresses();
  const chosen = selectedId ? addresses?.find((address) => address._id === selectedId) : undefined;
  if (selectedId && loading) return null;
  return usable(chosen?.pincode) ?? checked ?? usable(addresses?.[0]?.pincode);
}

/** 'Delivery by Wed, 25 Nov' and the pincode; nothing without a pincode or a promise for it. */
export function DeliveryDate({ estimate }: { estimate: EstimateDelivery }) {
  const pincode = useDeliveryPincode();
  const { data } = useQuery({
    queryKey: ['delivery-estimate', pincode],
    queryFn: ({ signal }) => estimate(pincode ?? '', signal),
    enabled: pincode !== null,
    staleTime: ESTIMATE_STALE_MS,
  });
  if (!pincode || !data?.ok) return null;
  return (
    <p
      data-testid="cart-delivery-date"
      className="mt-3 flex items-start gap-2 text-sm font-semibold text-ink"
    >
      <CalendarCheck className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
      <span>
        {data.deliveryMessage}
        <span className="font-normal text-ink-soft"> · {pincode}</span>
      </span>
    </p>
  );
}
