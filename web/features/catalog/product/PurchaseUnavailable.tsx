import { Bell, BellOff, BellRing, ShoppingBag, Zap } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ALERT_LABELS, ALERT_MESSAGES } from '../../../../contract/alerts.ts';
import { buttonStyles } from '../../../components/button-styles.ts';
import { findAlert, useAddAlert, useAlerts, useRemoveAlert } from '../../../lib/alerts.ts';
import { getStoredUserId } from '../../../lib/auth-storage.ts';
import { knownText } from '../../../lib/known-text.ts';
import { notifyError } from '../../../lib/notify.ts';
import { PRODUCT_PAGE_EXPIRY, signInPath } from '../../../lib/session-expiry.ts';
import type { PurchaseBlock } from './product-rules.ts';

const disabledClass = 'h-12 whitespace-nowrap px-3';

/**
 * In place of Add to Cart and Buy Now when nothing can be ordered as chosen: the two buttons, disabled,
 * with the reason under them, and for a product sold out everywhere a way to be told when it's back.
 */
export function PurchaseUnavailable({ productId, block }: { productId: string; block: PurchaseBlock }) {
  const reasonId = useId();
  const { t } = useTranslation('catalog');
  return (
    <div className="flex flex-col gap-2" data-testid="purchase-unavailable">
      <div className="grid grid-cols-2 gap-3">
        <button
          type="button"
          disabled
          aria-describedby={reasonId}
          className={`${buttonStyles.secondary} ${disabledClass} border-2`}
        >
          <ShoppingBag className="size-5 shrink-0" aria-hidden="true" />
          {t('product.addToCart')}
        </button>
        <button
          type="button"
          disabled
          aria-describedby={reasonId}
          className={`${buttonStyles.primary} ${disabledClass}`}
        >
          <Zap className="size-5 shrink-0" aria-hidden="true" />
          {t('product.buyNow')}
        </button>
      </div>
      <p id={reasonId} className="text-sm font-semibold text-danger" data-testid="purchase-reason">
        {knownText(block.reason)}
      </p>
      {block.kind === 'soldOut' ? <NotifyMe productId={productId} /> : null}
    </div>
  );
}

/** "Notify me" for a product sold out in every colour and size: any of it coming back tells the shopper. */
function NotifyMe({ productId }: { productId: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const alerts = useAlerts();
  const add = useAddAlert(PRODUCT_PAGE_EXPIRY);
  const remove = useRemoveAlert(PRODUCT_PAGE_EXPIRY);
  const target = { productId, kind: 'back-in-stock', color: null, size: null } as const;
  const alert = findAlert(alerts.data, target);
  useTranslation('catalog');

  function press() {
    if (getStoredUserId() === null) {
      notifyError(ALERT_MESSAGES.signInBackInStock);
      navigate(signInPath(location.pathname + location.search));
      return;
    }
    add.mutate({ productId, kind: 'back-in-stock' });
  }

  if (alert) {
    return (
      <div
        className="flex items-center justify-between gap-2 rounded-full bg-mint/70 py-1 pl-3 pr-1 text-sm font-semibold text-leaf"
        role="status"
      >
        <span className="flex items-center gap-2">
          <BellRing className="size-4 shrink-0" aria-hidden="true" />
          {knownText(ALERT_MESSAGES.backInStockAdded)}
        </span>
        <button
          type="button"
          onClick={() => remove.mutate(alert._id)}
          disabled={remove.isPending}
          aria-label={knownText(ALERT_LABELS.stop)}
          title={knownText(ALERT_LABELS.stop)}
          className="grid size-9 shrink-0 place-items-center rounded-full hover:bg-paper/70"
        >
          <BellOff className="size-4" aria-hidden="true" />
        </button>
      </div>
    );
  }
  return (
    <button
      type="button"
      onClick={press}
      disabled={add.isPending}
      className={`${buttonStyles.secondary} h-11 w-full`}
    >
      <Bell className="size-4 shrink-0" aria-hidden="true" />
      {knownText(ALERT_LABELS.notifyMe)}
    </button>
  );
}
