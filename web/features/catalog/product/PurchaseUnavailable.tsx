import { Bell, BellRing, ShoppingBag, Zap } from 'lucide-react';
import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { STOCK_ALERT_MESSAGES } from '../../../../contract/stock-alert.ts';
import { buttonStyles } from '../../../components/button-styles.ts';
import { getStoredUserId } from '../../../lib/auth-storage.ts';
import { notifyError } from '../../../lib/notify.ts';
import { signInPath } from '../../../lib/session-expiry.ts';
import { useAskStockAlert, useStockAlert } from '../api/stock-alert.ts';
import type { PurchaseBlock } from './product-rules.ts';

const disabledClass = 'h-12 whitespace-nowrap px-3';

/**
 * In place of Add to Cart and Buy Now when nothing can be ordered as chosen: the two buttons, disabled,
 * with the reason under them, and for a product sold out everywhere a way to be told when it's back.
 */
export function PurchaseUnavailable({ productId, block }: { productId: string; block: PurchaseBlock }) {
  const reasonId = useId();
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
          Add to Cart
        </button>
        <button
          type="button"
          disabled
          aria-describedby={reasonId}
          className={`${buttonStyles.primary} ${disabledClass}`}
        >
          <Zap className="size-5 shrink-0" aria-hidden="true" />
          Buy Now
        </button>
      </div>
      <p id={reasonId} className="text-sm font-semibold text-danger" data-testid="purchase-reason">
        {block.reason}
      </p>
      {block.kind === 'soldOut' ? <NotifyMe productId={productId} /> : null}
    </div>
  );
}

function NotifyMe({ productId }: { productId: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const status = useStockAlert(productId);
  const ask = useAskStockAlert(productId);
  const waiting = status.data?.subscribed === true || ask.data?.subscribed === true;

  function press() {
    if (getStoredUserId() === null) {
      notifyError(STOCK_ALERT_MESSAGES.signIn);
      navigate(signInPath(location.pathname + location.search));
      return;
    }
    ask.mutate();
  }

  if (waiting) {
    return (
      <p
        className="flex items-center gap-2 rounded-full bg-mint/70 px-3 py-2 text-sm font-semibold text-leaf"
        role="status"
      >
        <BellRing className="size-4 shrink-0" aria-hidden="true" />
        {STOCK_ALERT_MESSAGES.subscribed}
      </p>
    );
  }
  return (
    <button
      type="button"
      onClick={press}
      disabled={ask.isPending}
      className={`${buttonStyles.secondary} h-11 w-full`}
    >
      <Bell className="size-4 shrink-0" aria-hidden="true" />
      Tell me when it&apos;s back
    </button>
  );
}
