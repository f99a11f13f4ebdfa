import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight, ShoppingBag, Zap } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ROUTES, routePath } from '../../../../contract/routes.ts';
import { buttonStyles } from '../../../components/button-styles.ts';
import { unwrap } from '../../../lib/api.ts';
import { getStoredUserId } from '../../../lib/auth-storage.ts';
import { keepAnsweredCart, useCart } from '../../../lib/cart.ts';
import { addToCart, type CartAddInput } from '../../../lib/cart-add.ts';
import { answeredCheckoutId, type BuyNowInput, buyNow as openBuyNow } from '../../../lib/checkout.ts';
import { failureText, isRefusal, refusalMessage } from '../../../lib/failure.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { recordOr, textOr } from '../../../lib/read.ts';
import { PRODUCT_PAGE_EXPIRY, signInPath } from '../../../lib/session-expiry.ts';
import { useAccountAction } from '../../../lib/use-account-action.ts';
import {
  addFailureMessage,
  BUY_NOW_REDIRECT_MS,
  checkPurchase,
  isInCart,
  PURCHASE_MESSAGES,
  type PurchaseKind,
  SIGN_IN_REDIRECT_MS,
} from './product-rules.ts';
import { StickyBuyBar } from './StickyBuyBar.tsx';
import { notePressForSignIn, useResumedPress } from './use-resume-purchase.ts';
import { useScrolledPast } from './use-scrolled-past.ts';

export interface PurchaseSelection {
  productId: string;
  color: string | null;
  colorName: string | null;
  size: string | null;
  price: number | null;
}

const cartButtonClass = `${buttonStyles.secondary} whitespace-nowrap border-2 border-accent px-3 text-accent hover:bg-accent-soft`;
const buyButtonClass = `${buttonStyles.primary} whitespace-nowrap px-3`;
/** The buy bar's buttons are a little smaller; below 640 px without icons, so both fit beside the price. */
const sizeClass = (compact: boolean) => (compact ? 'h-11 text-sm' : 'h-12');
const compactIcon = 'hidden sm:block';

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
  const client = useQueryClient();
  const { cart } = useCart();
  const [adding, setAdding] = useState(false);
  const { t } = useTranslation('catalog');
  const [buying, setBuying] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inCart = cart ? isInCart(cart.items, selection) : false;
  // Once the buttons scroll away, the buy bar offers the same two (one state, one set of handlers).
  const inline = useRef<HTMLDivElement>(null);
  const scrolledPast = useScrolledPast(inline);

  const addAction = useAccountAction({
    expiry: PRODUCT_PAGE_EXPIRY,
    mutationFn: (input: CartAddInput) => unwrap(addToCart(input, client)),
    onSuccess: async (answer) => {
      if (answer?.success !== true) {
        notifyError(addFailureMessage(textOr(recordOr(answer).message)));
        return;
      }
      await keepAnsweredCart(client, answer);
      notifySuccess(PURCHASE_MESSAGES.added);
    },
    // Only our server's refusals carry words for the shopper; any other failure, whatever its
    // status, is 'no answer' here (failureText counts only a 5xx as one).
    onError: (error) =>
      notifyError(addFailureMessage(isRefusal(error) ? (refusalMessage(error) ?? '') : null)),
  });

  const buyAction = useAccountAction({
    expiry: PRODUCT_PAGE_EXPIRY,
    mutationFn: (input: BuyNowInput) => unwrap(openBuyNow(input)),
    onError: (error) => notifyError(failureText(error, { failed: PURCHASE_MESSAGES.buyNowFailed })),
  });

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
    notifyError(check.message);
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
      await addAction.mutateAsync({
        productId: selection.productId,
        color: check.color,
        ...(selection.colorName ? { colorName: selection.colorName } : {}),
        size: check.size,
      });
    } catch {
      // Said by the action (or ended as a lost session).
    } finally {
      setAdding(false);
    }
  }

  async function buyNow() {
    if (buying || adding) return;
    const check = passes('buy');
    if (!check) return;
    setBuying(true);
    const answer = await buyAction
      .mutateAsync({
        productId: selection.productId,
        color: check.color,
        size: check.size,
        colorName: selection.colorName,
        price: selection.price,
      })
      // Said by the action (or ended as a lost session).
      .catch(() => null);
    const id = answer ? answeredCheckoutId(answer) : null;
    if (id) {
      // Still 'Processing...' until the address step opens (rules/storefront §9: after 1 s).
      redirect.current = setTimeout(() => {
        redirect.current = null;
        navigate(routePath('address', { id }));
      }, BUY_NOW_REDIRECT_MS);
      return;
    }
    setBuying(false);
  }

  // The press a sign-in interrupted, done once as the shopper's own (same checks, same messages).
  useResumedPress(resume, { cart: add, buy: buyNow });

  function actions(compact: boolean) {
    const icon = `size-5 shrink-0 ${compact ? compactIcon : ''}`;
    return (
      <>
        {inCart && !adding ? (
          <Link to={ROUTES.cart} className={`${cartButtonClass} ${sizeClass(compact)}`}>
            {t('product.goToCart')}
            <ArrowRight className={icon} aria-hidden="true" />
          </Link>
        ) : (
          <button
            type="button"
            onClick={() => void add()}
            disabled={adding || buying}
            className={`${cartButtonClass} ${sizeClass(compact)}`}
          >
            <ShoppingBag className={icon} aria-hidden="true" />
            {adding ? t('product.adding') : t('product.addToCart')}
          </button>
        )}
        <button
          type="button"
          onClick={() => void buyNow()}
          disabled={adding || buying}
          aria-busy={buying}
          className={`${buyButtonClass} ${sizeClass(compact)}`}
        >
          <Zap className={icon} aria-hidden="true" />
          {buying ? t('product.processing') : t('product.buyNow')}
        </button>
      </>
    );
  }

  return (
    <>
      <div ref={inline} className="grid grid-cols-2 gap-3">
        {actions(false)}
      </div>
      {scrolledPast ? (
        <StickyBuyBar price={selection.price} colorName={selection.colorName} size={selection.size}>
          {actions(true)}
        </StickyBuyBar>
      ) : null}
    </>
  );
}
