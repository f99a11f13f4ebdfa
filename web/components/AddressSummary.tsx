import { Briefcase, House } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Address } from '../../contract/address.ts';
import { COUNTRY_CODE, localPhoneDigits } from '../../contract/auth.ts';
import { stateName } from '../lib/state-name.ts';

/** A phone as the shopper reads it: +91 98765 43210 (anything else as stored). */
export function displayPhone(stored: string): string {
  const local = localPhoneDigits(stored);
  return /^\d{10}$/.test(local) ? `${COUNTRY_CODE} ${local.slice(0, 5)} ${local.slice(5)}` : stored;
}

export function AddressTypeTag({ type }: { type: Address['addressType'] }) {
  const { t } = useTranslation('shop');
  const Icon = type === 'work' ? Briefcase : House;
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-bold uppercase tracking-[0.06em] ${
        type === 'work' ? 'bg-lilac text-[#5b3fb0]' : 'bg-mint text-leaf'
      }`}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {t(type === 'work' ? 'address.work' : 'address.home')}
    </span>
  );
}

/** One saved address: name and its home/work tag, the address lines and the phone numbers. */
export function AddressSummary({
  address,
  nameId,
  detailsId,
}: {
  address: Address;
  /** Ids so a control can take the name as its label and the rest as its description. */
  nameId?: string;
  detailsId?: string;
}) {
  const { t } = useTranslation('shop');
  return (
    <div className="min-w-0 flex-1">
      <div className="flex flex-wrap items-center gap-2">
        <p id={nameId} className="break-words font-bold text-ink">
          {address.name}
        </p>
        <AddressTypeTag type={address.addressType} />
      </div>
      <div id={detailsId} className="mt-1.5 space-y-0.5 break-words text-sm leading-relaxed text-ink-soft">
        <p className="whitespace-pre-line text-ink">{address.address}</p>
        {address.landmark ? <p>{t('address.summary.landmarkLine', { landmark: address.landmark })}</p> : null}
        <p>
          {address.city}, {stateName(address.state)} – {address.pincode}
        </p>
        <p>
          {t('address.summary.phoneLabel')}{' '}
          <span className="font-semibold text-ink">{displayPhone(address.number)}</span>
          {address.alternatenumber ? <>, {displayPhone(address.alternatenumber)}</> : null}
        </p>
      </div>
    </div>
  );
}
