import { ShoppingBag, Zap } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { TOAST_MS } from '../../../../contract/constants.ts';
import { buttonStyles } from '../../../components/button-styles.ts';
import { getStoredUserId } from '../../../lib/auth-storage.ts';
import { signInPath } from '../../../lib/session-expiry.ts';
import { checkPurchase, PURCHASE_MESSAGES, type PurchaseKind, SIGN_IN_REDIRECT_MS } from './product-rules.ts';

export interface PurchaseSelection {
  productId: string;
  color: string | null;
  colorName: string | null;
  size: string | null;
  price: number | null;
}

type Busy = 'idle' | 'adding' | 'buying';

/**
 * The cart and checkout calls arrive in later issues. Until then a signed-in shopper is told so
 * plainly; nothing pretends to have been added or bought.
 */
async function placeOrder(_kind: PurchaseKind, _selection: PurchaseSelection): Promise<'unavailable'> {
  return 'unavailable';
}

/** 'Add to Cart' and 'Buy Now': colour and size first, then a signed-in shopper. */
export function PurchaseButtons({ selection }: { selection: PurchaseSelection }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState<Busy>('idle');
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (redirect.current) clearTimeout(redirect.current);
    },
    [],
  );

  async function run(kind: PurchaseKind) {
    if (busy !== 'idle') return;
    const check = checkPurchase(kind, selection, getStoredUserId());
    if (!check.ok) {
      toast.error(check.message, { duration: TOAST_MS.error });
      if (check.signIn && !redirect.current) {
        redirect.current = setTimeout(() => {
          redirect.current = null;
          navigate(signInPath(location.pathname + location.search));
        }, SIGN_IN_REDIRECT_MS);
      }
      return;
    }
    setBusy(kind === 'cart' ? 'adding' : 'buying');
    try {
      const outcome = await placeOrder(kind, selection);
      if (outcome === 'unavailable') {
        toast.info(kind === 'cart' ? PURCHASE_MESSAGES.cartSoon : PURCHASE_MESSAGES.checkoutSoon, {
          duration: TOAST_MS.success,
        });
      }
    } finally {
      setBusy('idle');
    }
  }

  return (
    <div className="grid grid-cols-2 gap-3">
      <button
        type="button"
        onClick={() => void run('cart')}
        disabled={busy !== 'idle'}
        className={`${buttonStyles.secondary} h-12 whitespace-nowrap border-2 border-accent px-3 text-accent hover:bg-accent-soft`}
      >
        <ShoppingBag className="size-5 shrink-0" aria-hidden="true" />
        {busy === 'adding' ? 'Adding...' : 'Add to Cart'}
      </button>
      <button
        type="button"
        onClick={() => void run('buy')}
        disabled={busy !== 'idle'}
        className={`${buttonStyles.primary} h-12 whitespace-nowrap px-3`}
      >
        <Zap className="size-5 shrink-0" aria-hidden="true" />
        {busy === 'buying' ? 'Processing...' : 'Buy Now'}
      </button>
    </div>
  );
}
