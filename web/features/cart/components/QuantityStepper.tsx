import { Minus, Plus } from 'lucide-react';
import { decreaseQuantityOf, increaseQuantityOf, quantityOf } from '../cart-texts.ts';

const stepButton =
  'grid size-8 place-items-center rounded-full text-ink transition-colors hover:bg-accent-soft hover:text-accent disabled:cursor-not-allowed disabled:text-ink-soft/50 disabled:hover:bg-transparent sm:size-9';

/**
 * − n +. Decrement stops at 1 and increment at the stock left; both wait while a change is on its
 * way to the server.
 */
export function QuantityStepper({
  name,
  quantity,
  stock,
  busy,
  onStep,
  limitNoteId,
}: {
  /** The product's name, so each button says which line it changes. */
  name: string;
  quantity: number;
  stock: number;
  busy: boolean;
  onStep: (action: 'increment' | 'decrement') => void;
  /** The note saying why + is off at the stock limit ('Only 3 left'), read with the button. */
  limitNoteId?: string | undefined;
}) {
  return (
    <fieldset
      aria-label={quantityOf(name)}
      aria-busy={busy}
      className="inline-flex items-center rounded-full border border-line bg-paper p-0.5"
    >
      <button
        type="button"
        aria-label={decreaseQuantityOf(name)}
        disabled={busy || quantity <= 1}
        onClick={() => onStep('decrement')}
        className={stepButton}
      >
        <Minus className="size-4" aria-hidden="true" />
      </button>
      <span
        aria-live="polite"
        data-testid="quantity"
        className="min-w-7 text-center text-sm font-bold tabular-nums text-ink"
      >
        {quantity}
      </span>
      <button
        type="button"
        aria-label={increaseQuantityOf(name)}
        aria-describedby={limitNoteId}
        disabled={busy || quantity >= stock}
        onClick={() => onStep('increment')}
        className={stepButton}
      >
        <Plus className="size-4" aria-hidden="true" />
      </button>
    </fieldset>
  );
}
