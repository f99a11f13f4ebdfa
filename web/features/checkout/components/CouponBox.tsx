import { BadgePercent, TicketCheck, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { Checkout } from '../../../../contract/checkout.ts';
import { buttonStyles } from '../../../components/button-styles.ts';
import { formatRupees } from '../../../lib/format.ts';
import { notifyError } from '../../../lib/notify.ts';
import {
  applyCouponLabel,
  CHECKOUT_TEXTS,
  removeCouponLabel,
  shortDate,
  validTill,
  youSave,
} from '../checkout-texts.ts';
import { useApplyCoupon, useRemoveCoupon } from '../use-checkout-changes.ts';
import { useCheckoutCoupons } from '../use-checkout-coupons.ts';

const boxClass = 'rounded-card bg-paper p-4 shadow-soft ring-1 ring-line/60 sm:p-5';

function AppliedCoupon({ checkout }: { checkout: Checkout }) {
  const remove = useRemoveCoupon(checkout._id);
  const coupon = checkout.coupon;
  if (!coupon) return null;
  return (
    <div
      className="mt-3 flex items-start gap-3 rounded-2xl border border-dashed border-leaf/40 bg-mint/50 p-3"
      data-testid="applied-coupon"
    >
      <TicketCheck className="mt-0.5 size-5 shrink-0 text-leaf" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-bold tracking-wide text-ink">{coupon.code}</p>
        {coupon.description ? <p className="text-sm text-ink-soft">{coupon.description}</p> : null}
        <p className="mt-0.5 text-sm font-semibold text-leaf">−{formatRupees(checkout.ReducedDiscount)}</p>
      </div>
      <button
        type="button"
        onClick={() => {
          if (!remove.isPending) remove.mutate();
        }}
        disabled={remove.isPending}
        aria-label={removeCouponLabel(coupon.code)}
        className="inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-1.5 text-sm font-semibold text-ink-soft hover:bg-paper hover:text-danger disabled:opacity-60"
      >
        <X className="size-4" aria-hidden="true" />
        {remove.isPending ? CHECKOUT_TEXTS.removing : CHECKOUT_TEXTS.remove}
      </button>
    </div>
  );
}

/**
 * The coupon box (rules/accounts §2, §5, §8): a code and Apply ('Please enter a coupon code' when empty),
 * the coupons this checkout can use (a click applies one), and the applied coupon with Remove. A
 * refusal shows under the code until it is changed, in the toast's words.
 */
export function CouponBox({ checkout }: { checkout: Checkout }) {
  const headingId = useId();
  const inputId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const apply = useApplyCoupon(checkout._id);
  const applied = checkout.coupon !== null;
  const coupons = useCheckoutCoupons(checkout._id, !applied && checkout.orderId === null);

  function applyCode(value: string) {
    if (apply.isPending) return;
    const trimmed = value.trim();
    if (!trimmed) {
      setError(CHECKOUT_TEXTS.couponEmpty);
      notifyError(CHECKOUT_TEXTS.couponEmpty, 'account');
      return;
    }
    setError(null);
    apply.mutate(trimmed, {
      onSuccess: () => setCode(''),
      // Said under the box as well as in the toast (the same words), so it stays while the code is fixed.
      onError: (failure) => setError(apply.failureText(failure)),
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    applyCode(code);
  }

  return (
    <section aria-labelledby={headingId} className={boxClass}>
      <h2 id={headingId} className="flex items-center gap-2 font-display text-lg font-extrabold text-ink">
        <BadgePercent className="size-5 text-accent" aria-hidden="true" />
        {CHECKOUT_TEXTS.couponHeading}
      </h2>
      {applied ? (
        <AppliedCoupon checkout={checkout} />
      ) : (
        <>
          <form onSubmit={submit} noValidate aria-label={CHECKOUT_TEXTS.couponHeading} className="mt-3">
            <label htmlFor={inputId} className="sr-only">
              {CHECKOUT_TEXTS.couponLabel}
            </label>
            <div className="flex gap-2">
              <input
                id={inputId}
                value={code}
                onChange={(event) => {
                  setCode(event.target.value);
                  if (error) setError(null);
                }}
                placeholder={CHECKOUT_TEXTS.couponPlaceholder}
                autoCapitalize="characters"
                autoComplete="off"
                spellCheck={false}
                maxLength={40}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                className={`h-11 min-w-0 flex-1 rounded-full border bg-paper px-4 text-[16px] uppercase text-ink placeholder:normal-case placeholder:text-ink-soft/70 focus:outline-none focus-visible:outline-2 focus-visible:outline-accent ${
                  error ? 'border-danger' : 'border-line focus:border-accent'
                }`}
              />
              <button
                type="submit"
                disabled={apply.isPending}
                className={`${buttonStyles.primary} h-11 shrink-0 px-5`}
              >
                {apply.isPending ? CHECKOUT_TEXTS.applying : CHECKOUT_TEXTS.apply}
              </button>
            </div>
            {error ? (
              <p id={errorId} className="mt-1.5 px-2 text-sm text-danger">
                {error}
              </p>
            ) : null}
          </form>
          {coupons.length > 0 ? (
            <div className="mt-4">
              <h3 className="text-sm font-bold text-ink">{CHECKOUT_TEXTS.offersHeading}</h3>
              <ul className="mt-2 flex flex-col gap-2">
                {coupons.map((coupon) => (
                  <li key={coupon._id}>
                    <button
                      type="button"
                      onClick={() => {
                        setCode(coupon.code);
                        applyCode(coupon.code);
                      }}
                      disabled={apply.isPending}
                      aria-label={applyCouponLabel(coupon.code, coupon.description, youSave(coupon.discount))}
                      className="flex w-full items-start gap-3 rounded-2xl border border-dashed border-accent/40 bg-accent-soft/40 p-3 text-left transition-colors hover:border-accent hover:bg-accent-soft disabled:opacity-60"
                    >
                      <span className="min-w-0 flex-1">
                        <span className="block font-bold tracking-wide text-ink">{coupon.code}</span>
                        {coupon.description ? (
                          <span className="mt-0.5 block text-sm text-ink-soft">{coupon.description}</span>
                        ) : null}
                        {coupon.endDate ? (
                          <span className="mt-0.5 block text-xs text-ink-soft">
                            {validTill(shortDate(coupon.endDate))}
                          </span>
                        ) : null}
                      </span>
                      <span className="shrink-0 rounded-full bg-paper px-2.5 py-1 text-xs font-bold text-leaf ring-1 ring-leaf/20">
                        {youSave(coupon.discount)}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
