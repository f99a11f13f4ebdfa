import { Check } from 'lucide-react';
import { CHECKOUT_TEXTS } from '../checkout-texts.ts';

const steps = () => [CHECKOUT_TEXTS.stepAddress, CHECKOUT_TEXTS.stepPayment, CHECKOUT_TEXTS.stepDone];

/** Where the shopper is in checkout: Address, Payment, Done. */
export function CheckoutSteps({ current }: { current: 0 | 1 | 2 }) {
  return (
    <ol
      aria-label={CHECKOUT_TEXTS.stepsLabel}
      className="mb-5 flex items-center gap-2 text-sm font-semibold md:mb-6"
    >
      {steps().map((step, index) => {
        const done = index < current;
        const here = index === current;
        return (
          <li key={step} className="flex items-center gap-2" aria-current={here ? 'step' : undefined}>
            {index > 0 ? <span aria-hidden="true" className="h-px w-5 bg-line sm:w-10" /> : null}
            <span
              aria-hidden="true"
              className={`grid size-6 place-items-center rounded-full text-xs ${
                done || here ? 'bg-accent text-white' : 'bg-line/70 text-ink-soft'
              }`}
            >
              {done ? <Check className="size-3.5" strokeWidth={3} /> : index + 1}
            </span>
            <span className={here ? 'text-ink' : 'text-ink-soft'}>{step}</span>
          </li>
        );
      })}
    </ol>
  );
}
