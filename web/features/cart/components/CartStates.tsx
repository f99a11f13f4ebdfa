import { LogIn, ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { ROUTES } from '../../../../contract/routes.ts';
import { buttonStyles } from '../../../components/button-styles.ts';
import { Skeleton, skeletonKeys } from '../../../components/Skeleton.tsx';
import { signInPath } from '../../../lib/session-expiry.ts';
import { CART_TEXTS } from '../cart-texts.ts';

const SKELETON_LINES = 3;

/** Rows the shape of cart lines, and the summary panel, while the cart loads. */
export function CartSkeleton() {
  return (
    <div data-testid="cart-skeleton" className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
      <span className="sr-only" role="status">
        {CART_TEXTS.loading}
      </span>
      <div className="flex flex-col gap-3">
        {skeletonKeys(SKELETON_LINES).map((key) => (
          <div key={key} className="flex gap-3 rounded-card bg-paper p-3 ring-1 ring-line/60 sm:gap-4 sm:p-4">
            <Skeleton className="aspect-[4/5] w-20 shrink-0 rounded-xl sm:w-24" />
            <div className="flex flex-1 flex-col gap-2.5 pt-1">
              <Skeleton className="h-4 w-3/4 rounded-full" />
              <Skeleton className="h-3.5 w-1/2 rounded-full" />
              <Skeleton className="h-4 w-24 rounded-full" />
              <Skeleton className="mt-1 h-9 w-28 rounded-full" />
            </div>
          </div>
        ))}
      </div>
      <Skeleton className="h-64 rounded-card" />
    </div>
  );
}

/** 'Your Cart is Empty' with Continue Shopping to /. */
export function EmptyCart() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-10 text-center">
      <span className="relative grid size-20 place-items-center rounded-full bg-sky" aria-hidden="true">
        <span className="absolute -right-1 -top-1 size-5 rounded-full bg-butter" />
        <ShoppingBag className="size-9 text-accent" />
      </span>
      <h2 className="mt-5 font-display text-2xl font-extrabold text-ink">{CART_TEXTS.empty}</h2>
      <p className="mt-2 text-ink-soft">{CART_TEXTS.emptyHint}</p>
      <Link to={ROUTES.home} className={`${buttonStyles.primary} mt-6`}>
        {CART_TEXTS.continueShopping}
      </Link>
    </div>
  );
}

/** Signed out, or the session ended (the expiry handler is already on its way to /signin). */
export function CartSignIn() {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center py-10 text-center">
      <p className="font-semibold text-ink">{CART_TEXTS.signIn}</p>
      <Link to={signInPath(ROUTES.cart)} className={`${buttonStyles.primary} mt-4`}>
        <LogIn className="size-4" aria-hidden="true" />
        {CART_TEXTS.signInButton}
      </Link>
    </div>
  );
}
