import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ShippingAddress } from '../../../../contract/order.ts';
import { displayPhone } from '../../../components/AddressSummary.tsx';
import { ORDER_TEXTS } from '../order-texts.ts';

/** The address's home/work tag, in the shop's address words. */
const TYPE_KEYS: Record<string, string> = { home: 'address.home', work: 'address.work' };

/** The address the order goes to, as it was when the order was placed. */
export function ShippingAddressCard({ address }: { address: ShippingAddress }) {
  const { t } = useTranslation('shop');
  const typeKey = TYPE_KEYS[address.addressType];
  const type = typeKey ? t(typeKey) : undefined;
  return (
    <section
      aria-labelledby="order-address"
      className="rounded-card bg-paper p-4 shadow-soft ring-1 ring-line/60 sm:p-5"
    >
      <h2 id="order-address" className="flex items-center gap-2 font-display text-lg font-extrabold text-ink">
        <MapPin className="size-5 text-berry" aria-hidden="true" />
        {ORDER_TEXTS.shippingAddress}
      </h2>
      <div className="mt-3 break-words text-sm leading-relaxed text-ink-soft" data-testid="shipping-address">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-bold text-ink">{address.name}</span>
          {type ? (
            <span className="rounded-full bg-mint px-2.5 py-0.5 text-xs font-bold uppercase tracking-[0.06em] text-leaf">
              {type}
            </span>
          ) : null}
        </p>
        <p className="mt-1 whitespace-pre-line text-ink">{address.address}</p>
        {address.landmark ? <p>{t('address.summary.landmarkLine', { landmark: address.landmark })}</p> : null}
        <p>
          {address.city}, {address.state} – {address.pincode}
        </p>
        {address.number ? (
          <p>
            {t('address.summary.phoneLabel')}{' '}
            <span className="font-semibold text-ink">{displayPhone(address.number)}</span>
            {address.alternatenumber ? <>, {displayPhone(address.alternatenumber)}</> : null}
          </p>
        ) : null}
      </div>
    </section>
  );
}
