import { useQuery } from '@tanstack/react-query';
import { Coins, Gift, ShoppingBag, Undo2, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { REFERRAL_BONUS } from '../../../contract/auth.ts';
import { DELIVERY_RULE_DEFAULT, PURCHASE_COINS_PER_100_RUPEES } from '../../../contract/checkout.ts';
import { ROUTES } from '../../../contract/routes.ts';
import { call } from '../../lib/call.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

// /earn: how coins are earned and spent, from the shop's own rules (docs/decisions/011). The coin
// value is the server's; the rest are the shop's defaults.

async function fetchCoinValue(signal: AbortSignal): Promise<number | null> {
  const result = await call('coinValue', { signal });
  const value: unknown = result.success ? result.data?.coinValue : null;
  return typeof value === 'number' && value > 0 ? value : null;
}

function Rule({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3 rounded-card bg-paper p-4 ring-1 ring-line/60">
      <span
        className="grid size-10 shrink-0 place-items-center rounded-full bg-butter text-amber-800"
        aria-hidden="true"
      >
        {icon}
      </span>
      <div>
        <h3 className="font-bold text-ink">{title}</h3>
        <p className="text-sm text-ink-soft">{children}</p>
      </div>
    </li>
  );
}

export default function EarnPage() {
  usePageTitle('Earn with us');
  const coinValue = useQuery({
    queryKey: ['coin-value'],
    queryFn: ({ signal }) => fetchCoinValue(signal),
  }).data;
  const worth = coinValue ? `₹${coinValue}` : '₹1';
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pb-10 pt-4 md:px-6 md:pt-6">
      <h1 className="mb-2 font-display text-2xl font-extrabold text-ink md:text-3xl">
        Earn coins with Little Loom
      </h1>
      <p className="mb-6 text-sm text-ink-soft">
        Coins are our thank-you. Each coin is worth <strong className="text-ink">{worth}</strong> off your
        next order.
      </p>
      <h2 className="mb-3 font-display text-lg font-extrabold text-ink">Ways to earn</h2>
      <ul className="mb-6 flex flex-col gap-3">
        <Rule icon={<Users className="size-5" />} title="Refer a friend">
          You get {REFERRAL_BONUS.referrer} coins for every friend who signs up with your referral code, and
          they get {REFERRAL_BONUS.newShopper} coins to start with.{' '}
          <Link to={ROUTES.refer} className="font-semibold text-accent hover:underline">
            Share your code
          </Link>
          .
        </Rule>
        <Rule icon={<ShoppingBag className="size-5" />} title="Shop">
          Every order earns {PURCHASE_COINS_PER_100_RUPEES} coin for each whole ₹100 you pay, added as soon as
          the order is placed.
        </Rule>
        <Rule icon={<Gift className="size-5" />} title="Join with a code">
          Signing up with a friend's code gives you {REFERRAL_BONUS.newShopper} coins on day one.
        </Rule>
      </ul>
      <h2 className="mb-3 font-display text-lg font-extrabold text-ink">Spending them</h2>
      <ul className="flex flex-col gap-3">
        <Rule icon={<Coins className="size-5" />} title="At checkout">
          Apply your coins on the address step. They pay for the goods after any coupon, never more than you
          owe; delivery (free from ₹{DELIVERY_RULE_DEFAULT.freeFromRupees}) is paid in cash.
        </Rule>
        <Rule icon={<Undo2 className="size-5" />} title="If you cancel">
          Coins spent on a cancelled order come back to you, and coins earned by it are taken back.
        </Rule>
      </ul>
    </div>
  );
}
