import { BellRing, TrendingDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ALERT_LABELS } from '../../../contract/alerts.ts';
import type { ProductCard } from '../../../contract/catalog.ts';
import { findAlert, useAddAlert, useAlerts, useRemoveAlert } from '../../lib/alerts.ts';
import { knownText } from '../../lib/known-text.ts';
import { BROWSING_EXPIRY } from '../../lib/session-expiry.ts';

// A saved product's "Tell me if the price drops": a price-drop alert for the colour its card shows (the
// first), at the price shown now. Pressed again, the alert goes.

export function PriceDropToggle({ product }: { product: ProductCard }) {
  const alerts = useAlerts();
  useTranslation('catalog');
  const add = useAddAlert(BROWSING_EXPIRY);
  const remove = useRemoveAlert(BROWSING_EXPIRY);
  const colour = product.variants[0];
  if (!colour) return null;
  const target = { productId: product._id, kind: 'price-drop', color: colour.color, size: null } as const;
  const alert = findAlert(alerts.data, target);
  const on = alert !== undefined;

  return (
    <button
      type="button"
      aria-pressed={on}
      // Until the list is known the button cannot say whether the shopper already waits.
      disabled={alerts.loading || add.isPending || remove.isPending}
      onClick={() =>
        alert
          ? remove.mutate(alert._id)
          : add.mutate({ productId: product._id, kind: 'price-drop', color: colour.color })
      }
      className={`mt-2 inline-flex w-full items-center justify-center gap-1.5 rounded-full px-3 py-1.5 text-xs font-semibold transition disabled:opacity-60 ${
        on
          ? 'bg-mint/70 text-leaf hover:bg-mint'
          : 'text-ink-soft ring-1 ring-line hover:text-accent hover:ring-accent'
      }`}
    >
      {on ? (
        <BellRing className="size-3.5 shrink-0" aria-hidden="true" />
      ) : (
        <TrendingDown className="size-3.5 shrink-0" aria-hidden="true" />
      )}
      {knownText(ALERT_LABELS.priceDrop)}
    </button>
  );
}
