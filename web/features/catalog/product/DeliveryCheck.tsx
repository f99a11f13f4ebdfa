import { Banknote, MapPin, Truck } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PINCODE_LENGTH } from '../../../../contract/constants.ts';
import { codUpToMessage, PINCODE_MESSAGES } from '../../../../contract/delivery.ts';
import { currentLocale } from '../../../i18n/language.ts';
import { formatRupees } from '../../../lib/format.ts';
import { knownText } from '../../../lib/known-text.ts';
import { stateName } from '../../../lib/state-name.ts';
import { useDeliveryCheck } from '../api/expected-date.ts';

/** The server writes its promise in English; another language writes the day itself. */
function promisedDay(isoDay: string): string {
  return new Intl.DateTimeFormat(currentLocale(), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${isoDay}T00:00:00Z`));
}

/** Digits only, at most six. */
export function sanitisePincode(value: string): string {
  return value.replace(/\D/g, '').slice(0, PINCODE_LENGTH);
}

/**
 * Check Delivery: a six-digit pincode asks the shop for its delivery promise. Every pincode the shop
 * serves takes cash on delivery (the remote zones up to a limit an order, said here); a pincode it
 * does not serve gets the server's no, never a date (docs/decisions/020).
 */
export function DeliveryCheck({ productCod }: { productCod: boolean }) {
  const inputId = useId();
  const hintId = useId();
  const [pincode, setPincode] = useState('');
  const [hint, setHint] = useState<string | null>(null);
  const check = useDeliveryCheck();
  const { t, i18n } = useTranslation('catalog');
  const complete = pincode.length === PINCODE_LENGTH;

  function submit() {
    if (!complete) {
      setHint(PINCODE_MESSAGES.invalidOnCheck);
      return;
    }
    setHint(null);
    check.mutate(pincode);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit();
  }

  // Enter still answers while the Check button is disabled (a disabled button blocks form submission).
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' && !complete) {
      event.preventDefault();
      submit();
    }
  }

  const result = check.data;
  return (
    <section aria-labelledby={`${inputId}-heading`} className="rounded-card bg-paper p-4 ring-1 ring-line/70">
      <h2 id={`${inputId}-heading`} className="flex items-center gap-2 text-sm font-bold text-ink">
        <MapPin className="size-4 text-accent" aria-hidden="true" />
        {t('product.delivery.title')}
      </h2>
      <form onSubmit={onSubmit} className="mt-3 flex gap-2" noValidate>
        <label htmlFor={inputId} className="sr-only">
          {t('product.delivery.pincode')}
        </label>
        <input
          id={inputId}
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={PINCODE_LENGTH}
          placeholder={t('product.delivery.placeholder')}
          value={pincode}
          onChange={(event) => {
            setPincode(sanitisePincode(event.target.value));
            setHint(null);
          }}
          onKeyDown={onKeyDown}
          // maxLength would cut a pasted '110 001' to '110 00' before the space is stripped: clean it first.
          onPaste={(event) => {
            const pasted = event.clipboardData.getData('text');
            if (!pasted) return;
            event.preventDefault();
            setPincode(sanitisePincode(pasted));
            setHint(null);
          }}
          aria-invalid={hint ? true : undefined}
          aria-describedby={hint ? hintId : undefined}
          className="h-11 min-w-0 flex-1 rounded-full border border-line bg-cream px-4 text-[15px] tracking-[0.15em] text-ink placeholder:tracking-normal placeholder:text-ink-soft/80 focus:border-accent focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent"
        />
        <button
          type="submit"
          disabled={!complete || check.isPending}
          className="h-11 shrink-0 rounded-full bg-ink px-5 text-sm font-semibold text-white transition-colors hover:bg-accent disabled:cursor-not-allowed disabled:bg-ink/35"
        >
          {check.isPending ? t('product.delivery.checking') : t('product.delivery.check')}
        </button>
      </form>
      <div aria-live="polite" className="text-sm">
        {hint ? (
          <p id={hintId} className="mt-2 text-danger">
            {knownText(hint)}
          </p>
        ) : result && !check.isPending ? (
          result.ok ? (
            <div className="mt-3 space-y-1.5">
              <p className="flex items-start gap-2 font-semibold text-leaf">
                <Truck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>
                  {i18n.language !== 'en' && result.estimatedDate
                    ? t('product.delivery.by', { date: promisedDay(result.estimatedDate) })
                    : result.deliveryMessage}
                </span>
              </p>
              {result.district || result.state ? (
                <p className="pl-6 text-ink-soft">
                  {[result.district, stateName(result.state ?? '')].filter(Boolean).join(', ')} ·{' '}
                  {result.pincode}
                </p>
              ) : null}
              <p className="flex items-start gap-2 pl-0 text-ink-soft">
                <Banknote className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span data-testid="cod-answer">
                  {!productCod
                    ? t('messages.cod.itemUnavailableShort')
                    : result.codLimit !== null
                      ? i18n.language === 'en'
                        ? codUpToMessage(result.codLimit)
                        : t('product.delivery.codUpTo', { limit: formatRupees(result.codLimit) })
                      : t('messages.cod.available')}
                </span>
              </p>
            </div>
          ) : (
            <p className="mt-2 text-danger">{knownText(result.message)}</p>
          )
        ) : null}
      </div>
    </section>
  );
}
