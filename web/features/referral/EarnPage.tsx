import { useQuery } from '@tanstack/react-query';
import { Coins, Gift, ShoppingBag, Undo2, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { REFERRAL_BONUS } from '../../../contract/auth.ts';
import { DELIVERY_RULE_DEFAULT, PURCHASE_COINS_PER_100_RUPEES } from '../../../contract/checkout.ts';
import { ROUTES } from '../../../contract/routes.ts';
import { call } from '../../lib/call.ts';
import { formatRupees } from '../../lib/format.ts';
import { getShopConfig } from '../../lib/shop-config.ts';
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
  const { t } = useTranslation('pages');
  usePageTitle(t('earn.pageTitle'));
  const coinValue = useQuery({
    queryKey: ['coin-value'],
    queryFn: ({ signal }) => fetchCoinValue(signal),
  }).data;
  const worth = formatRupees(coinValue ?? 1);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pb-10 pt-4 md:px-6 md:pt-6">
      <h1 className="mb-2 font-display text-2xl font-extrabold text-ink md:text-3xl">
        {t('earn.title', { shop: getShopConfig().name })}
      </h1>
      <p className="mb-6 text-sm text-ink-soft">
        <Trans
          t={t}
          i18nKey="earn.intro"
          values={{ worth }}
          components={[<strong key="worth" className="text-ink" />]}
        />
      </p>
      <h2 className="mb-3 font-display text-lg font-extrabold text-ink">{t('earn.waysTitle')}</h2>
      <ul className="mb-6 flex flex-col gap-3">
        <Rule icon={<Users className="size-5" />} title={t('earn.referTitle')}>
          <Trans
            t={t}
            i18nKey="earn.referText"
            values={{ referrer: REFERRAL_BONUS.referrer, newShopper: REFERRAL_BONUS.newShopper }}
            components={[
              <Link key="refer" to={ROUTES.refer} className="font-semibold text-accent hover:underline" />,
            ]}
          />
        </Rule>
        <Rule icon={<ShoppingBag className="size-5" />} title={t('earn.shopTitle')}>
          {t('earn.shopText', { coins: PURCHASE_COINS_PER_100_RUPEES, amount: formatRupees(100) })}
        </Rule>
        <Rule icon={<Gift className="size-5" />} title={t('earn.joinTitle')}>
          {t('earn.joinText', { coins: REFERRAL_BONUS.newShopper })}
        </Rule>
      </ul>
      <h2 className="mb-3 font-display text-lg font-extrabold text-ink">{t('earn.spendTitle')}</h2>
      <ul className="flex flex-col gap-3">
        <Rule icon={<Coins className="size-5" />} title={t('earn.checkoutTitle')}>
          {t('earn.checkoutText', { freeFrom: formatRupees(DELIVERY_RULE_DEFAULT.freeFromRupees) })}
        </Rule>
        <Rule icon={<Undo2 className="size-5" />} title={t('earn.cancelTitle')}>
          {t('earn.cancelText')}
        </Rule>
      </ul>
    </div>
  );
}
