import { SearchX, ShoppingCart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Checkout } from '../../../../contract/checkout.ts';
import { ROUTES } from '../../../../contract/routes.ts';
import { buttonStyles } from '../../../components/button-styles.ts';
import { SectionError } from '../../../components/SectionError.tsx';
import { Skeleton } from '../../../components/Skeleton.tsx';
import { CHECKOUT_TEXTS } from '../checkout-texts.ts';
import type { CheckoutState } from '../use-checkout.ts';

/** Blocks the size of the coupon box, the coins box and the summary while the checkout loads. */
export function CheckoutSkeleton() {
  return (
    <div data-testid="checkout-skeleton" className="flex flex-col gap-4">
      <span className="sr-only" role="status">
        {CHECKOUT_TEXTS.loading}
      </span>
      <Skeleton className="h-32 rounded-card" />
      <Skeleton className="h-24 rounded-card" />
      <Skeleton className="h-72 rounded-card" />
    </div>
  );
}

function Notice({ icon, message, children }: { icon: ReactNode; message: string; children?: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-card bg-paper px-5 py-8 text-center ring-1 ring-line/60"
    >
      <span className="grid size-12 place-items-center rounded-full bg-sky" aria-hidden="true">
        {icon}
      </span>
      <p className="font-semibold text-ink">{message}</p>
      {children}
    </div>
  );
}

/**
 * The checkout in each of its states (rules/accounts §4, §8): 'Missing checkout ID', the skeleton, not
 * found, 'Failed to load checkout details. Please try again.' with Try Again, or the checkout.
 */
export function CheckoutStateView({
  id,
  state,
  children,
}: {
  id: string | undefined;
  state: CheckoutState;
  children: (checkout: Checkout) => ReactNode;
}) {
  if (!id) {
    return (
      <Notice icon={<SearchX className="size-6 text-accent" />} message={CHECKOUT_TEXTS.missingId}>
        <Link to={ROUTES.cart} className={buttonStyles.primary}>
          {CHECKOUT_TEXTS.goToCart}
        </Link>
      </Notice>
    );
  }
  if (state.checkout) return children(state.checkout);
  if (state.notFound) {
    return (
      <Notice icon={<ShoppingCart className="size-6 text-accent" />} message={CHECKOUT_TEXTS.notFound}>
        <Link to={ROUTES.cart} className={buttonStyles.primary}>
          {CHECKOUT_TEXTS.goToCart}
        </Link>
      </Notice>
    );
  }
  if (state.failed) return <SectionError message={CHECKOUT_TEXTS.loadFailed} onRetry={state.retry} />;
  return <CheckoutSkeleton />;
}
