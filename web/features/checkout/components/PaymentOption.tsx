import { Banknote } from 'lucide-react';
import { useId } from 'react';
import { ORDER_MESSAGES } from '../../../../contract/order.ts';
import { CHECKOUT_TEXTS, ORDER_SAYS } from '../checkout-texts.ts';

/** The one payment method (rules/accounts §2, §9): 'Cash on Delivery', shown chosen. */
export function PaymentOption() {
  const headingId = useId();
  const nameId = useId();
  const noteId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="font-display text-xl font-extrabold text-ink">
        {CHECKOUT_TEXTS.paymentHeading}
      </h2>
      <div role="radiogroup" aria-labelledby={headingId}>
        <label className="flex cursor-default items-center gap-3 rounded-card bg-paper p-4 shadow-soft ring-2 ring-accent">
          <input
            type="radio"
            name="payment-method"
            value={ORDER_MESSAGES.codTitle}
            defaultChecked
            aria-labelledby={nameId}
            aria-describedby={noteId}
            className="size-5 shrink-0 accent-accent"
          />
          <span className="grid size-10 shrink-0 place-items-center rounded-full bg-mint" aria-hidden="true">
            <Banknote className="size-5 text-leaf" />
          </span>
          <span className="min-w-0">
            <span id={nameId} className="block font-bold text-ink">
              {ORDER_SAYS.codTitle}
            </span>
            <span id={noteId} className="block text-sm text-ink-soft">
              {ORDER_SAYS.codSubtitle}
            </span>
          </span>
        </label>
      </div>
    </section>
  );
}
