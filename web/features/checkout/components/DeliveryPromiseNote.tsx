import { Truck } from 'lucide-react';
import { useDeliveryPromise } from '../use-delivery-promise.ts';

/**
 * 'Delivery by Wed, 25 Nov' for the chosen address's pincode (the delivery service's promise), or
 * why the shop cannot deliver there. Nothing while it is unknown or could not be read: a missing date
 * never blocks the checkout.
 */
export function DeliveryPromiseNote({
  pincode,
  className = '',
}: {
  pincode: string | null | undefined;
  className?: string;
}) {
  const promise = useDeliveryPromise(pincode);
  if (!promise) return null;
  return (
    <p
      className={`flex items-center gap-2 text-sm font-semibold ${promise.served ? 'text-leaf' : 'text-danger'} ${className}`}
      data-testid="delivery-promise"
    >
      <Truck className="size-4 shrink-0" aria-hidden="true" />
      {promise.served ? promise.text : promise.message}
    </p>
  );
}
