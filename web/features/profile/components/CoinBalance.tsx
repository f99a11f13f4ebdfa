import { Coins } from 'lucide-react';

export function coinsLabel(coins: number): string {
  return `${coins.toLocaleString('en-IN')} ${coins === 1 ? 'coin' : 'coins'}`;
}

/** The coin balance as a small butter-yellow pill. */
export function CoinBalance({ coins }: { coins: number }) {
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap rounded-full bg-butter px-3 py-1 text-sm font-bold text-ink">
      <Coins className="size-4 text-[#b7791f]" aria-hidden="true" />
      {coinsLabel(coins)}
    </span>
  );
}
