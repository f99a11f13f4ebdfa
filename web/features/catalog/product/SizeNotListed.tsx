import { Bell, BellOff } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ALERT_LABELS, ALERT_MESSAGES } from '../../../../contract/alerts.ts';
import type { Variant } from '../../../../contract/catalog.ts';
import { findAlert, useAddAlert, useAlerts, useRemoveAlert } from '../../../lib/alerts.ts';
import { getStoredUserId } from '../../../lib/auth-storage.ts';
import { knownText } from '../../../lib/known-text.ts';
import { notifyError } from '../../../lib/notify.ts';
import { PRODUCT_PAGE_EXPIRY, signInPath } from '../../../lib/session-expiry.ts';

// Under the size choices: the sizes list only what is in stock, so "Size not listed?" reveals the chosen
// colour's sold-out sizes, each with "Notify me" (back in stock, that colour and size). Waiting, the
// button reads "We'll tell you" with a bell-off: pressing it again stops the alert.

type ColourSizes = Pick<Variant, 'color' | 'colorName' | 'sizes'>;

/** The colour's sizes with no stock (the product view lists every size of a colour, with its stock). */
export const soldOutSizes = (variant: ColourSizes | undefined) =>
  (variant?.sizes ?? []).filter((entry) => entry.stock <= 0).map((entry) => entry.size);

export function SizeNotListed({
  productId,
  variant,
}: {
  productId: string;
  variant: ColourSizes | undefined;
}) {
  const [open, setOpen] = useState(false);
  useTranslation('catalog');
  const panelId = useId();
  const sizes = soldOutSizes(variant);
  if (!variant || sizes.length === 0) return null;
  return (
    <div className="mt-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        className="text-sm font-semibold text-accent-strong underline-offset-2 hover:underline"
      >
        {knownText(ALERT_LABELS.sizeNotListed)}
      </button>
      {open ? <SoldOutSizes id={panelId} productId={productId} color={variant.color} sizes={sizes} /> : null}
    </div>
  );
}

function SoldOutSizes({
  id,
  productId,
  color,
  sizes,
}: {
  id: string;
  productId: string;
  color: string;
  sizes: string[];
}) {
  const navigate = useNavigate();
  const location = useLocation();
  // Asked only once the list is opened: which of these sizes the shopper already waits for.
  const alerts = useAlerts();
  const add = useAddAlert(PRODUCT_PAGE_EXPIRY);
  const remove = useRemoveAlert(PRODUCT_PAGE_EXPIRY);
  const busy = add.isPending || remove.isPending;
  const { t } = useTranslation('catalog');

  function ask(size: string) {
    if (getStoredUserId() === null) {
      notifyError(ALERT_MESSAGES.signInBackInStock);
      navigate(signInPath(location.pathname + location.search));
      return;
    }
    add.mutate({ productId, kind: 'back-in-stock', color, size });
  }

  return (
    <div id={id} className="mt-2 rounded-2xl bg-paper p-3 ring-1 ring-line/70">
      <p className="text-sm text-ink-soft">{t('product.soldOutSizes.text')}</p>
      <ul className="mt-2 flex flex-col gap-2" aria-label={t('product.soldOutSizes.label')}>
        {sizes.map((size) => {
          const alert = findAlert(alerts.data, { productId, kind: 'back-in-stock', color, size });
          return (
            <li key={size} className="flex items-center justify-between gap-3">
              <span className="font-semibold text-ink">{size}</span>
              <button
                type="button"
                aria-pressed={alert !== undefined}
                aria-label={t('product.soldOutSizes.about', {
                  label: knownText(alert ? ALERT_LABELS.waiting : ALERT_LABELS.notifyMe),
                  size,
                })}
                disabled={busy}
                onClick={() => (alert ? remove.mutate(alert._id) : ask(size))}
                title={alert ? knownText(ALERT_LABELS.stop) : undefined}
                className={`inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold transition ${
                  alert
                    ? 'bg-mint/70 text-leaf hover:bg-mint'
                    : 'border-2 border-line bg-paper text-ink hover:border-accent hover:text-accent'
                }`}
              >
                {alert ? (
                  <BellOff className="size-4 shrink-0" aria-hidden="true" />
                ) : (
                  <Bell className="size-4 shrink-0" aria-hidden="true" />
                )}
                {knownText(alert ? ALERT_LABELS.waiting : ALERT_LABELS.notifyMe)}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
