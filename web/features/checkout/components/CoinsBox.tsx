import { Coins, X } from 'lucide-react';
import { useId } from 'react';
import type { Checkout } from '../../../../contract/checkout.ts';
import { buttonStyles } from '../../../components/button-styles.ts';
import { formatRupees } from '../../../lib/format.ts';
import { CHECKOUT_TEXTS, coinsApplied, coinsBalance, coinsPending, coinWorth } from '../checkout-texts.ts';
import { useApplyCoins, useRemoveCoins } from '../use-checkout-changes.ts';

/**
 * Available coins and the points box (rules/accounts §2, §8): the balance and what a coin is worth, then
 * 'Apply coins' (the server spends what the order can take), or the coins applied with Remove.
 */
export function CoinsBox({ checkout }: { checkout: Checkout }) {
  const headingId = useId();
  const apply = useApplyCoins(checkout._id);
  const remove = useRemoveCoins(checkout._id);
  const busy = apply.isPending || remove.isPending;
  const applied = checkout.coinsApplied > 0;
  const available = checkout.availableCoins;

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-card bg-paper p-4 shadow-soft ring-1 ring-line/60 sm:p-5"
    >
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-butter" aria-hidden="true">
          <Coins className="size-5 text-amber-700" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="font-display text-lg font-extrabold text-ink">
            {CHECKOUT_TEXTS.coinsHeading}
          </h2>
          <p className="text-sm text-ink-soft" data-testid="coins-balance">
            {coinsBalance(available)}
            <span className="text-ink-soft/80"> · {coinWorth(checkout.coinValue)}</span>
          </p>
          {(checkout.pendingCoins ?? 0) > 0 ? (
            <p className="mt-0.5 text-xs text-ink-soft" data-testid="coins-pending">
              {coinsPending(checkout.pendingCoins ?? 0)}
            </p>
          ) : null}
        </div>
      </div>
      {applied ? (
        <div className="mt-3 flex items-center justify-between gap-3 rounded-2xl bg-mint/50 px-3 py-2">
          <p className="text-sm font-semibold text-leaf">
            {coinsApplied(checkout.coinsApplied)}{' '}
            <span className="whitespace-nowrap">(−{formatRupees(checkout.coinDiscount)})</span>
          </p>
          <button
            type="button"
            onClick={() => {
              if (!busy) remove.mutate();
            }}
            disabled={busy}
            aria-label={CHECKOUT_TEXTS.removeCoins}
            className="inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-1.5 text-sm font-semibold text-ink-soft hover:bg-paper hover:text-danger disabled:opacity-60"
          >
            <X className="size-4" aria-hidden="true" />
            {remove.isPending ? CHECKOUT_TEXTS.removing : CHECKOUT_TEXTS.remove}
          </button>
        </div>
      ) : available > 0 ? (
        <button
          type="button"
          onClick={() => {
            if (!busy) apply.mutate();
          }}
          disabled={busy}
          className={`${buttonStyles.secondary} mt-3 h-11 w-full border-2 border-accent text-accent hover:bg-accent-soft`}
        >
          {apply.isPending ? CHECKOUT_TEXTS.applying : CHECKOUT_TEXTS.applyCoins}
        </button>
      ) : (
        <p className="mt-3 text-sm text-ink-soft">{CHECKOUT_TEXTS.noCoinsYet}</p>
      )}
    </section>
  );
}
