import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import type { CheckoutItem } from '../../../../contract/checkout.ts';
import { ROUTES } from '../../../../contract/routes.ts';
import { CHECKOUT_TEXTS } from '../checkout-texts.ts';

/**
 * Items that cannot be bought as they stand, named: the order is refused until they are changed in
 * the cart (which offers Remove and Move to wishlist for each).
 */
export function UnavailableNotice({ items }: { items: readonly CheckoutItem[] }) {
  const names = items.filter((item) => !item.available).map((item) => item.productId.name);
  return (
    <div role="alert" className="mt-4 flex gap-2 rounded-2xl bg-butter/80 p-3 text-sm text-amber-900">
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        {names.length > 0 ? <strong className="block font-semibold">{names.join(', ')}</strong> : null}
        {CHECKOUT_TEXTS.unavailableItems}{' '}
        <Link to={ROUTES.cart} className="font-semibold underline underline-offset-2">
          {CHECKOUT_TEXTS.goToCart}
        </Link>
      </p>
    </div>
  );
}
