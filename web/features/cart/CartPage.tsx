import type { ReactNode } from 'react';
import { toast } from 'sonner';
import type { Cart, CartItem } from '../../../contract/cart.ts';
import { TOAST_MS } from '../../../contract/constants.ts';
import { SectionError } from '../../components/SectionError.tsx';
import { useCart, useChangeQuantity, useRemoveCartItem } from '../../lib/cart.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { CART_TEXTS } from './cart-texts.ts';
import { CartLine } from './components/CartLine.tsx';
import { CartSignIn, CartSkeleton, EmptyCart } from './components/CartStates.tsx';
import { CartSummary } from './components/CartSummary.tsx';
import { itemsLabel } from './count-label.ts';
import { useCartNotices } from './use-cart-notices.ts';

/** Each line removes itself, so one line's Remove waits without holding the others. */
function RemovableLine({
  item,
  stepping,
  onStep,
}: {
  item: CartItem;
  stepping: boolean;
  onStep: (item: CartItem, action: 'increment' | 'decrement') => void;
}) {
  const notices = useCartNotices();
  const remove = useRemoveCartItem({ onFailure: notices.removeFailed });
  return (
    <CartLine
      item={item}
      stepping={stepping}
      removing={remove.isPending}
      onStep={(action) => onStep(item, action)}
      onRemove={() => {
        if (!remove.isPending) remove.mutate(item, { onSuccess: notices.removed });
      }}
    />
  );
}

function CartView({ cart }: { cart: Cart }) {
  const notices = useCartNotices();
  // One step at a time across the cart: each one ends with the cart read again from the server.
  const quantity = useChangeQuantity({ onFailure: notices.quantityFailed });

  function checkout() {
    if (!cart._id) {
      toast.error(CART_TEXTS.cartIdMissing, { duration: TOAST_MS.error });
      return;
    }
    toast.info(CART_TEXTS.checkoutSoon, { duration: TOAST_MS.success });
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-8">
      <section aria-labelledby="cart-lines">
        <h2 id="cart-lines" className="sr-only">
          Items in your cart
        </h2>
        <ul className="flex flex-col gap-3">
          {cart.items.map((item) => (
            <li key={item._id}>
              <RemovableLine
                item={item}
                stepping={quantity.isPending}
                onStep={(line, action) => {
                  if (!quantity.isPending) quantity.mutate({ item: line, action });
                }}
              />
            </li>
          ))}
        </ul>
      </section>
      <CartSummary cart={cart} onCheckout={checkout} />
    </div>
  );
}

/** /cart: the signed-in shopper's lines, the summary and Checkout. */
export default function CartPage() {
  usePageTitle('Cart');
  const state = useCart({ expireSession: true });
  const { cart } = state;

  let body: ReactNode;
  if (!state.signedIn || state.sessionLost) body = <CartSignIn />;
  else if (state.failed) body = <SectionError message={CART_TEXTS.loadFailed} onRetry={state.retry} />;
  else if (!cart) body = <CartSkeleton />;
  else if (cart.items.length === 0) body = <EmptyCart />;
  else body = <CartView cart={cart} />;

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
