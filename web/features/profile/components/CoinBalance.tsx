import { Coins } from 'lucide-react';
import { tr } from '../../../i18n/texts.ts';
import { formatCount } from '../../../lib/format.ts';

export function coinsLabel(coins: number): string {
  return tr('account:profile.coins', { count: coins, formatted: formatCount(coins) });
}

/** Coins earned by orders that are not final yet: why they cannot be spent. */
export function pendingCoinsNote(pending: number): string {
  return tr('account:profile.pendingCoins', { coins: coinsLabel(pending) });
}

/** The coin balance as a small butter-yellow pill, and the pending coins under it when there are any. */
export function CoinBalance({ coins, pending = 0 }: { coins: number; pending?: number | undefined }) {
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <span className="inline-flex items-center gap-1.5 whitespace-nowrap rounded-full bg-butter px-3 py-1 text-sm font-bold text-ink">
        <Coins className="size-4 text-[#b7791f]" aria-hidden="true" />
        {coinsLabel(coins)}
      </span>
      {pending > 0 ? (
        <span className="text-xs text-ink-soft" data-testid="pending-coins">
          {pendingCoinsNote(pending)}
        </span>
      ) : null}
    </span>
  );
}
