import { PackageCheck } from 'lucide-react';
import { Link } from 'react-router';
import { ROUTES } from '../../../../contract/routes.ts';
import { buttonStyles } from '../../../components/button-styles.ts';
import { CHECKOUT_TEXTS, ORDER_SAYS } from '../checkout-texts.ts';

/** A checkout that already became an order: nothing to pay again, the order is in My Orders. */
export function PlacedNotice() {
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 rounded-card bg-paper p-5 text-center shadow-soft ring-1 ring-line/60"
    >
      <span className="grid size-12 place-items-center rounded-full bg-mint" aria-hidden="true">
        <PackageCheck className="size-6 text-leaf" />
      </span>
      <p className="font-display text-lg font-extrabold text-ink">{CHECKOUT_TEXTS.alreadyPlacedTitle}</p>
      <p className="text-sm text-ink-soft">{CHECKOUT_TEXTS.alreadyOrdered}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link to={ROUTES.orders} className={buttonStyles.primary}>
          {CHECKOUT_TEXTS.viewOrders}
        </Link>
        <Link to={ROUTES.home} className={buttonStyles.secondary}>
          {ORDER_SAYS.continueShopping}
        </Link>
      </div>
    </div>
  );
}
