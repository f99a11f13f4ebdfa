import { MapPin } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { ADDRESS_MESSAGES, type Address } from '../../../../contract/address.ts';
import { routePath } from '../../../../contract/routes.ts';
import { AddressSummary } from '../../../components/AddressSummary.tsx';
import { buttonStyles } from '../../../components/button-styles.ts';
import { SectionError } from '../../../components/SectionError.tsx';
import { Skeleton } from '../../../components/Skeleton.tsx';
import { CHECKOUT_TEXTS, ORDER_SAYS } from '../checkout-texts.ts';
import { DeliveryPromiseNote } from './DeliveryPromiseNote.tsx';

/**
 * The address chosen on the address step (kept in storage), its delivery date, and Change back to
 * that step; without one, 'Please select a delivery address first.' and the way back (shown only for
 * the moment before the page sends the shopper there).
 */
export function DeliveryAddress({
  checkoutId,
  address,
  loading,
  failed,
  onRetry,
}: {
  checkoutId: string;
  address: Address | null;
  loading: boolean;
  /** The saved addresses could not be read. */
  failed: boolean;
  onRetry: () => void;
}) {
  const headingId = useId();
  const back = routePath('address', { id: checkoutId });
  let body: ReactNode;
  if (failed) {
    body = <SectionError message={ADDRESS_MESSAGES.fetchError} onRetry={onRetry} />;
  } else if (loading) {
    body = (
      <div className="rounded-card bg-paper p-4 ring-1 ring-line/60">
        <span className="sr-only" role="status">
          {CHECKOUT_TEXTS.loadingAddress}
        </span>
        <Skeleton className="h-4 w-1/3 rounded-full" />
        <Skeleton className="mt-2.5 h-3.5 w-4/5 rounded-full" />
        <Skeleton className="mt-2.5 h-3.5 w-3/5 rounded-full" />
      </div>
    );
  } else if (!address) {
    body = (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-card border border-dashed border-line bg-paper/70 p-4"
      >
        <p className="font-semibold text-ink">{ORDER_SAYS.selectAddressFirst}</p>
        <Link to={back} className={buttonStyles.secondary}>
          <MapPin className="size-4" aria-hidden="true" />
          {CHECKOUT_TEXTS.chooseAddress}
        </Link>
      </div>
    );
  } else {
    body = (
      <div className="rounded-card bg-paper p-4 shadow-soft ring-1 ring-line/60">
        <div className="flex gap-3">
          <MapPin className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
          <AddressSummary address={address} />
        </div>
        <DeliveryPromiseNote
          pincode={address.pincode}
          className="mt-3 border-t border-dashed border-line pt-3"
        />
      </div>
    );
  }
  return (
    <section aria-labelledby={headingId} className="space-y-3" data-testid="delivery-address">
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="font-display text-xl font-extrabold text-ink">
          {CHECKOUT_TEXTS.deliverTo}
        </h2>
        {address ? (
          <Link
            to={back}
            aria-label={CHECKOUT_TEXTS.changeAddressLabel}
            className="rounded-full px-3 py-1.5 text-sm font-semibold text-accent hover:bg-accent-soft"
          >
            {CHECKOUT_TEXTS.changeAddress}
          </Link>
        ) : null}
      </div>
      {body}
    </section>
  );
}
