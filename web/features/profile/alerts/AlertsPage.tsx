import { BellOff, BellRing, ImageOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Alert } from '../../../../contract/alerts.ts';
import { routePath } from '../../../../contract/routes.ts';
import { SectionError } from '../../../components/SectionError.tsx';
import { Skeleton, skeletonKeys } from '../../../components/Skeleton.tsx';
import { textsOf, tr } from '../../../i18n/texts.ts';
import { useAlerts, useRemoveAlert } from '../../../lib/alerts.ts';
import { uploadUrl } from '../../../lib/api.ts';
import { formatRupees } from '../../../lib/format.ts';
import { ACCOUNT_EXPIRY } from '../../../lib/session-expiry.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

// /profile/alerts: what the shopper asked to be told about (back in stock, price drops), newest first,
// each opening its product and with a bell-off to remove it.

/** The page's texts (account:alerts), read in the page's language at each use. */
export const ALERTS_TEXTS = textsOf('account:alerts', ['title', 'intro', 'empty']);

const card = 'rounded-card bg-paper p-3 shadow-soft ring-1 ring-line/60 md:p-4';

/** What the alert waits for: 'Back in stock · Rose, size 2-3Y' or 'Price drop · Green · below ₹450'. */
export function alertLine(alert: Alert): string {
  const colour = alert.colorName ?? (alert.color ? alert.color : null);
  if (alert.kind === 'price-drop') {
    const parts = [
      tr('account:alerts.priceDrop'),
      colour,
      alert.priceAt === null ? null : tr('account:alerts.below', { price: formatRupees(alert.priceAt) }),
    ];
    return parts.filter(Boolean).join(' · ');
  }
  const what = colour
    ? alert.size
      ? tr('account:alerts.colourSize', { colour, size: alert.size })
      : tr('account:alerts.colourAnySize', { colour })
    : tr('account:alerts.anything');
  return `${tr('account:alerts.backInStock')} · ${what}`;
}

function AlertRow({ alert }: { alert: Alert }) {
  const { t } = useTranslation('account');
  const remove = useRemoveAlert(ACCOUNT_EXPIRY);
  return (
    <li className={`${card} flex items-center gap-3`}>
      <Link
        to={routePath('product', { id: alert.productId })}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-xl hover:text-accent"
      >
        {alert.image ? (
          <img
            src={uploadUrl(alert.image)}
            alt=""
            loading="lazy"
            className="size-14 shrink-0 rounded-xl bg-cream object-cover"
          />
        ) : (
          <span className="grid size-14 shrink-0 place-items-center rounded-xl bg-cream" aria-hidden="true">
            <ImageOff className="size-5 text-ink-soft" />
          </span>
        )}
        <span className="min-w-0">
          <span className="block truncate text-[15px] font-bold text-ink">{alert.productName}</span>
          <span className="block text-sm text-ink-soft">{alertLine(alert)}</span>
        </span>
      </Link>
      <button
        type="button"
        onClick={() => remove.mutate(alert._id)}
        disabled={remove.isPending}
        aria-label={t('alerts.remove', { name: alert.productName })}
        className="grid size-11 shrink-0 place-items-center rounded-full text-ink-soft hover:bg-blush hover:text-berry"
      >
        <BellOff className="size-5" aria-hidden="true" />
      </button>
    </li>
  );
}

function AlertsSkeleton() {
  const { t } = useTranslation('account');
  return (
    <div>
      <span className="sr-only" role="status">
        {t('alerts.loading')}
      </span>
      <ul className="space-y-3" aria-hidden="true">
        {skeletonKeys(3).map((key) => (
          <li key={key} className={`${card} flex items-center gap-3`}>
            <Skeleton className="size-14 rounded-xl" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-2/5 rounded-full" />
              <Skeleton className="h-3.5 w-1/3 rounded-full" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function AlertsPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('alerts.title'));
  const state = useAlerts({ expireSession: true });

  let body: ReactNode;
  if (state.failed) body = <SectionError message={t('messages.alerts.loadFailed')} onRetry={state.retry} />;
  else if (!state.data) body = <AlertsSkeleton />;
  else if (state.data.length === 0)
    body = (
      <p className="rounded-card border border-dashed border-line bg-paper/70 px-4 py-6 text-center font-semibold text-ink-soft">
        {t('alerts.empty')}
      </p>
    );
  else
    body = (
      <ul className="space-y-3" aria-label={t('alerts.list')}>
        {state.data.map((alert) => (
          <AlertRow key={alert._id} alert={alert} />
        ))}
      </ul>
    );

  return (
    <div className="mx-auto w-full max-w-2xl px-4 pb-10 pt-4 md:px-6 md:pt-6">
      <h1 className="flex items-center gap-2 font-display text-2xl font-extrabold text-ink md:text-3xl">
        <BellRing className="size-6 text-accent" aria-hidden="true" />
        {t('alerts.title')}
      </h1>
      <p className="mb-4 mt-1 text-sm text-ink-soft md:mb-6">{t('alerts.intro')}</p>
      {body}
    </div>
  );
}
