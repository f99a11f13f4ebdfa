import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Cart, CartItem } from '../../../contract/cart.ts';
import { routePath } from '../../../contract/routes.ts';
import { SectionError } from '../../components/SectionError.tsx';
import { unwrap } from '../../lib/api.ts';
import { cartQueryKey, useCart, useChangeQuantity } from '../../lib/cart.ts';
import { answeredCheckoutId, createCheckout } from '../../lib/checkout.ts';
import { failureStatus, failureText } from '../../lib/failure.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useAccountAction } from '../../lib/use-account-action.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { CART_TEXTS } from './cart-texts.ts';
import { CartLine } from './components/CartLine.tsx';
import { CartSignIn, CartSkeleton, EmptyCart } from './components/CartStates.tsx';
import { CartSummary } from './components/CartSummary.tsx';
import { DeliveryDate, type EstimateDelivery } from './components/DeliveryDate.tsx';
import { itemsLabel } from './count-label.ts';
import { cartNotices } from './use-cart-notices.ts';
import { useMoveToWishlist, useRemoveLine, useRestoreLine } from './use-line-actions.ts';
import { useReloadFailureNotice } from './use-reload-failure.ts';

/** Each line removes or moves itself, so one line's wait does not hold the others. */
function ActionableLine({
  item,
  stepping,
  onStep,
  restore,
}: {
  item: CartItem;
  stepping: boolean;
  onStep: (item: CartItem, action: 'increment' | 'decrement') => void;
  restore: (item: CartItem) => void;
}) {
  const { removing, remove } = useRemoveLine(item, restore);
  const { moving, move } = useMoveToWishlist(item);
  return (
    <CartLine
      item={item}
      stepping={stepping}
      removing={removing}
      moving={moving}
      onStep={(action) => onStep(item, action)}
      onRemove={remove}
      onMove={move}
    />
  );
}

/**
 * Checkout (rules/storefront §5, §7, §8): a cart id first, then POST checkout/create; success goes to
 * the address step of the new checkout. 400 is the stock refusal, said in the spec's words, and the
 * cart is read again so the lines show what is left.
 */
function useCartCheckout(cart: Cart) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const open = useAccountAction({
    mutationFn: async (cartId: string) => {
      const id = answeredCheckoutId(await unwrap(createCheckout(cartId)));
      // createCheckout already reads an answer without a checkout id as a refusal.
      if (!id) throw new Error('Unreadable checkout');
      return id;
    },
    onSuccess: (id) => {
      notifySuccess(CART_TEXTS.checkoutCreated);
      navigate(routePath('address', { id }));
    },
    onError: (error) => {
      if (failureStatus(error) === 400) {
        notifyError(CART_TEXTS.insufficientStock);
        void client.invalidateQueries({ queryKey: cartQueryKey, exact: true });
        return;
      }
      notifyError(failureText(error, { failed: CART_TEXTS.checkoutUnexpected }));
    },
  });
  // The button stays busy until the address step has opened.
  const busy = open.isPending || open.isSuccess;

  function checkout() {
    if (busy) return;
    if (!cart._id) {
      notifyError(CART_TEXTS.cartIdMissing);
      return;
    }
    open.mutate(cart._id);
  }

  return { busy, checkout };
}

function CartView({
  cart,
  restore,
  estimateDelivery,
}: {
  cart: Cart;
  restore: (item: CartItem) => void;
  estimateDelivery: EstimateDelivery | undefined;
}) {
  // One step at a time across the cart: each one ends with the cart read again from the server.
  const quantity = useChangeQuantity({ onFailure: cartNotices.quantityFailed });
  const { busy, checkout } = useCartCheckout(cart);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-8">
      <section aria-labelledby="cart-lines">
        <h2 id="cart-lines" className="sr-only">
          {CART_TEXTS.linesHeading}
        </h2>
        <ul className="flex flex-col gap-3">
          {cart.items.map((item) => (
            <li key={item._id}>
              <ActionableLine
                item={item}
                restore={restore}
                stepping={quantity.isPending}
                onStep={(line, action) => {
                  if (!quantity.isPending) quantity.mutate({ item: line, action });
                }}
              />
            </li>
          ))}
        </ul>
      </section>
      <CartSummary
        cart={cart}
        onCheckout={checkout}
        busy={busy}
        deliveryDate={estimateDelivery ? <DeliveryDate estimate={estimateDelivery} /> : null}
      />
    </div>
  );
}

/**
 * /cart: the signed-in shopper's lines, the summary and Checkout. `estimateDelivery` (handed in by the
 * page in web/app) lets the summary promise a delivery date for the shopper's pincode.
 */
export default function CartPage({ estimateDelivery }: { estimateDelivery?: EstimateDelivery } = {}) {
  // Drawn again when the language changes (the texts below are read at each render).
  useTranslation('shop');
  usePageTitle(CART_TEXTS.pageTitle);
  const state = useCart({ expireSession: true });
  const { cart } = state;
  // Here, not in a line: Undo still works once its line (or the whole list) has gone.
  const restore = useRestoreLine();
  useReloadFailureNotice();

  let body: ReactNode;
  if (!state.signedIn) body = <CartSignIn />;
  else if (state.failed) body = <SectionError message={CART_TEXTS.loadDataFailed} onRetry={state.retry} />;
  else if (!cart) body = <CartSkeleton />;
  else if (cart.items.length === 0) body = <EmptyCart />;
  else body = <CartView cart={cart} restore={restore} estimateDelivery={estimateDelivery} />;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pb-12 pt-4 md:px-6 md:pt-8">
      <div className="mb-4 flex items-baseline gap-3 md:mb-6">
        <h1 className="font-display text-2xl font-black text-ink md:text-3xl">{CART_TEXTS.title}</h1>
        {cart && cart.itemCount > 0 ? (
          <span className="text-sm font-semibold text-ink-soft">{itemsLabel(cart.itemCount)}</span>
        ) : null}
      </div>
      {body}
    </div>
  );
}
