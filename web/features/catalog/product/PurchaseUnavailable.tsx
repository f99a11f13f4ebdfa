import { Bell, BellRing, ShoppingBag, Zap } from 'lucide-react';
import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { TOAST_MS } from '../../../../contract/constants.ts';
import { STOCK_ALERT_MESSAGES } from '../../../../contract/stock-alert.ts';
import { buttonStyles } from '../../../components/button-styles.ts';
import { getStoredUserId } from '../../../lib/auth-storage.ts';
import { PRODUCT_PAGE_EXPIRY, signInPath, useSessionExpiry } from '../../../lib/session-expiry.ts';
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
  const expire = useSessionExpiry(PRODUCT_PAGE_EXPIRY);
  const signedIn = getStoredUserId() !== null;
  const status = useStockAlert(productId, signedIn);
  const ask = useAskStockAlert(productId);
  const waiting =
    status.data?.subscribed === true || (ask.data?.success === true && ask.data.data.subscribed);

  async function press() {
    if (!signedIn) {
      toast.error(STOCK_ALERT_MESSAGES.signIn, { duration: TOAST_MS.error });
      navigate(signInPath(location.pathname + location.search));
      return;
    }
    const result = await ask.mutateAsync();
    if (result.success) {
      toast.success(STOCK_ALERT_MESSAGES.subscribed, { duration: TOAST_MS.success });
    } else if (!expire(result)) {
      toast.error(result.error.message, { duration: TOAST_MS.error });
    }
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
      onClick={() => void press()}
      disabled={ask.isPending}
      className={`${buttonStyles.secondary} h-11 w-full`}
    >
      <Bell className="size-4 shrink-0" aria-hidden="true" />
      Tell me when it&apos;s back
    </button>
  );
}
