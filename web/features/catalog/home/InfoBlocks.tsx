import type { TFunction } from 'i18next';
import { Banknote, Coins, Mail, PackageSearch, RotateCcw, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '../../../../contract/routes.ts';
import { buttonStyles } from '../../../components/button-styles.ts';
import { getShopConfig } from '../../../lib/shop-config.ts';

// The home page's fixed blocks (rules/storefront §2): the shop's own promises, no invented numbers.

/** The promises, with the shop's own return window (read when the block is drawn). */
const promises = (t: TFunction<'catalog'>, days: number) =>
  [
    {
      icon: Banknote,
      tint: 'bg-mint text-leaf',
      title: t('home.promises.cod.title'),
      text: t('home.promises.cod.text'),
    },
    {
      icon: Truck,
      tint: 'bg-sky text-accent',
      title: t('home.promises.delivery.title'),
      text: t('home.promises.delivery.text'),
    },
    {
      icon: RotateCcw,
      tint: 'bg-peach text-[#c2562b]',
      title: t('common:returns.short', { count: days }),
      text: t('common:returns.detail', { count: days }),
      link: { to: ROUTES.returnPolicy, label: t('home.promises.returnPolicy') },
    },
    {
      icon: Coins,
      tint: 'bg-butter text-[#9a6b00]',
      title: t('home.promises.coins.title'),
      text: t('home.promises.coins.text'),
    },
  ] as const;

/** "Why parents love us": the shop's promises in four short lines. */
export function WhyParentsLoveUs() {
  const { t } = useTranslation('catalog');
  return (
    <section
      aria-labelledby="home-promises"
      className="rounded-[1.75rem] bg-paper px-4 py-6 shadow-soft ring-1 ring-line/60 md:px-8 md:py-8"
    >
      <h2 id="home-promises" className="font-display text-xl font-extrabold text-ink md:text-2xl">
        {t('home.promises.title')}
      </h2>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
        {promises(t, getShopConfig().returnWindowDays).map(({ icon: Icon, tint, title, text, ...rest }) => (
          <li key={title} className="flex gap-3">
            <span
              className={`grid size-11 shrink-0 place-items-center rounded-2xl ${tint}`}
              aria-hidden="true"
            >
              <Icon className="size-5" />
            </span>
            <span className="text-sm leading-snug text-ink-soft">
              <span className="block font-bold text-ink">{title}</span>
              {text}
              {'link' in rest ? (
                <>
                  {' '}
                  <Link
                    to={rest.link.to}
                    className="font-semibold text-accent-strong underline-offset-2 hover:underline"
                  >
                    {rest.link.label}
                  </Link>
                </>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The closing block: where to get help with sizes, orders and returns. */
export function HelpBlock() {
  const { supportEmail } = getShopConfig();
  const { t } = useTranslation('catalog');
  return (
    <section
      aria-labelledby="home-help"
      className="relative overflow-hidden rounded-[1.75rem] bg-[radial-gradient(90%_120%_at_100%_0%,#ebe4ff_0%,transparent_60%),linear-gradient(180deg,#e6efff,#dcebff)] px-5 py-7 md:px-10 md:py-9"
    >
      <span aria-hidden="true" className="absolute -right-6 -top-6 size-24 rounded-full bg-blush/80" />
      <span aria-hidden="true" className="absolute bottom-4 right-24 size-4 rounded-full bg-butter" />
      <div className="relative flex flex-col gap-5 md:flex-row md:items-center md:justify-between">
        <div className="max-w-xl">
          <h2 id="home-help" className="font-display text-xl font-extrabold text-ink md:text-2xl">
            {t('home.help.title')}
          </h2>
          <p className="mt-2 text-sm leading-relaxed text-ink-soft md:text-[15px]">
            {t('home.help.before')}{' '}
            <a href={`mailto:${supportEmail}`} className="font-semibold text-accent-strong hover:underline">
              {supportEmail}
            </a>{' '}
            {t('home.help.after')}
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to={ROUTES.orders} className={buttonStyles.primary}>
            <PackageSearch className="size-4" aria-hidden="true" />
            {t('home.help.track')}
          </Link>
          <a href={`mailto:${supportEmail}`} className={buttonStyles.secondary}>
            <Mail className="size-4" aria-hidden="true" />
            {t('home.help.email')}
          </a>
        </div>
      </div>
    </section>
  );
}
