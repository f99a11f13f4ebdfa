import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight, ShoppingBag, Zap } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { TOAST_MS } from '../../../../contract/constants.ts';
import { ROUTES, routePath } from '../../../../contract/routes.ts';
import { buttonStyles } from '../../../components/button-styles.ts';
import { getStoredUserId } from '../../../lib/auth-storage.ts';
import { keepAnsweredCart, useCart } from '../../../lib/cart.ts';
import { addToCart } from '../../../lib/cart-add.ts';
import { answeredCheckoutId, buyNow as openBuyNow } from '../../../lib/checkout.ts';
import { PRODUCT_PAGE_EXPIRY, signInPath, useSessionExpiry } from '../../../lib/session-expiry.ts';
import {
  addFailureMessage,
  BUY_NOW_REDIRECT_MS,
  buyNowFailureMessage,
  checkPurchase,
  isInCart,
  PURCHASE_MESSAGES,
  type PurchaseKind,
  SIGN_IN_REDIRECT_MS,
} from './product-rules.ts';
import { notePressForSignIn, useResumedPress } from './use-resume-purchase.ts';

export interface PurchaseSelection {
  productId: string;
  color: string | null;
  colorName: string | null;
  size: string | null;
  price: number | null;
}

const cartButtonClass = `${buttonStyles.secondary} h-12 whitespace-nowrap border-2 border-accent px-3 text-accent hover:bg-accent-soft`;

/**
 * 'Add to Cart' (or 'Go to Cart' once this colour and size is in the cart) and 'Buy Now': colour
 * and size first, then a signed-in shopper. Buy Now opens a checkout of this one item and goes to its
 * address step a second later, reading 'Processing...' until then.
 */
export function PurchaseButtons({
  selection,
  resume,
}: {
  selection: PurchaseSelection;
  /** A press made before signing in, to finish now (use-resume-purchase.ts). */
  resume?: PurchaseKind | null;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const expire = useSessionExpiry(PRODUCT_PAGE_EXPIRY);
  const client = useQueryClient();
  const { cart } = useCart();
  const [adding, setAdding] = useState(false);
  const [buying, setBuying] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inCart = cart ? isInCart(cart.items, selection) : false;

  useEffect(
    () => () => {
      if (redirect.current) clearTimeout(redirect.current);
    },
    [],
  );

  /** The selection and sign-in checks: the chosen colour and size, or null (toast, and /signin later). */
  function passes(kind: PurchaseKind) {
    const check = checkPurchase(kind, selection, getStoredUserId());
    if (check.ok) return check;
    toast.error(check.message, { duration: TOAST_MS.error });
    // Sign-in keeps what the shopper was doing: the press is finished when they come back.
    if (check.signIn) notePressForSignIn(kind, selection);
    if (check.signIn && !redirect.current) {
      redirect.current = setTimeout(() => {
        redirect.current = null;
        navigate(signInPath(location.pathname + location.search));
      }, SIGN_IN_REDIRECT_MS);
    }
    return null;
  }

  async function add() {
    if (adding) return;
    const check = passes('cart');
    if (!check) return;
    setAdding(true);
    try {
      const result = await addToCart(
        {
          productId: selection.productId,
          color: check.color,
          ...(selection.colorName ? { colorName: selection.colorName } : {}),
          size: check.size,
        },
        client,
      );
      if (!result.success) {
        if (expire(result)) return;
        // Only our server's refusals (success: false) carry words for the shopper.
        const refused = result.error.success === false ? result.error.message : null;
        toast.error(addFailureMessage(refused), { duration: TOAST_MS.error });
      } else if (result.data?.success !== true) {
        const said = (result.data as { message?: unknown } | null)?.message;
        toast.error(addFailureMessage(typeof said === 'string' ? said : ''), { duration: TOAST_MS.error });
      } else {
        await keepAnsweredCart(client, result.data);
        toast.success(PURCHASE_MESSAGES.added, { duration: TOAST_MS.success });
      }
    } finally {
      setAdding(false);
    }
  }

  async function buyNow() {
    if (buying || adding) return;
    const check = passes('buy');
    if (!check) return;
    setBuying(true);
    const result = await openBuyNow({
      productId: selection.productId,
      color: check.color,
      size: check.size,
      colorName: selection.colorName,
      price: selection.price,
    });
    const id = result.success ? answeredCheckoutId(result.data) : null;
    if (id) {
      // Still 'Processing...' until the address step opens (storefront.md §9: after 1 s).
      redirect.current = setTimeout(() => {
        redirect.current = null;
        navigate(routePath('address', { id }));
      }, BUY_NOW_REDIRECT_MS);
      return;
    }
    setBuying(false);
    if (result.success || expire(result)) return;
    const refused = result.error.success === false ? result.error.message : null;
    toast.error(buyNowFailureMessage(refused), { duration: TOAST_MS.error });
  }

  // The press a sign-in interrupted, done once as the shopper's own (same checks, same messages).
  useResumedPress(resume, { cart: add, buy: buyNow });

  return (
    <div className="grid grid-cols-2 gap-3">
      {inCart && !adding ? (
        <Link to={ROUTES.cart} className={cartButtonClass}>
          Go to Cart
          <ArrowRight className="size-5 shrink-0" aria-hidden="true" />
        </Link>
      ) : (
        <button
          type="button"
          onClick={() => void add()}
          disabled={adding || buying}
          className={cartButtonClass}
        >
          <ShoppingBag className="size-5 shrink-0" aria-hidden="true" />
          {adding ? 'Adding...' : 'Add to Cart'}
        </button>
      )}
      <button
        type="button"
        onClick={() => void buyNow()}
        disabled={adding || buying}
        aria-busy={buying}
        className={`${buttonStyles.primary} h-12 whitespace-nowrap px-3`}
      >
        <Zap className="size-5 shrink-0" aria-hidden="true" />
        {buying ? 'Processing...' : 'Buy Now'}
      </button>
    </div>
  );
}
