import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { ROUTES } from '../../../../contract/routes.ts';
import { CHECKOUT_TEXTS } from '../checkout-texts.ts';

/** Items that cannot be bought as they stand: the order is refused until they are changed. */
export function UnavailableNotice() {
  return (
    <div role="alert" className="mt-4 flex gap-2 rounded-2xl bg-butter/80 p-3 text-sm text-amber-900">
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        {CHECKOUT_TEXTS.unavailableItems}{' '}
        <Link to={ROUTES.cart} className="font-semibold underline underline-offset-2">
          {CHECKOUT_TEXTS.goToCart}
        </Link>
      </p>
    </div>
  );
}
