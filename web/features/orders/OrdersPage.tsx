import { Package, ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ROUTES } from '../../../contract/routes.ts';
import { buttonStyles } from '../../components/button-styles.ts';
import { SectionError } from '../../components/SectionError.tsx';
import { isNoAnswer } from '../../lib/failure.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { OrderCard } from './components/OrderCard.tsx';
import { OrderNotice, SignInOrderNotice } from './components/OrderNotice.tsx';
import { OrderListSkeleton } from './components/OrderSkeletons.tsx';
import { OrdersPagination, pageLink } from './components/OrdersPagination.tsx';
import { ORDER_SAYS, ORDER_TEXTS, orderCount } from './order-texts.ts';
import { useOrderList } from './use-orders.ts';

/** The page asked for in ?page=n (1 when absent or not a page number). */
function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/**
 * /order, My Orders (rules/accounts §2, §4, §8): the shopper's orders newest first, a card each, a page at
 * a time; cancel and return from the card.
 */
export default function OrdersPage() {
  useTranslation('shop');
  usePageTitle(ORDER_TEXTS.listTitle);
  const [params] = useSearchParams();
  const page = readPage(params.get('page'));
  const state = useOrderList(page);
  const list = state.data;

  let body: ReactNode;
  if (!state.signedIn) {
    body = <SignInOrderNotice title={ORDER_TEXTS.signInToSee} />;
  } else if (state.failed) {
    body = (
      <SectionError
        message={isNoAnswer(state.error, 'unreached') ? ORDER_SAYS.fetchError : ORDER_SAYS.fetchFailed}
        onRetry={state.retry}
      />
    );
  } else if (!list) {
    body = <OrderListSkeleton />;
  } else if (list.orders.length === 0 && list.total === 0) {
    body = (
      <OrderNotice icon={<ShoppingBag className="size-8 text-berry" />} title={ORDER_SAYS.empty}>
        <Link to={ROUTES.home} className={`${buttonStyles.primary} mt-2`}>
          {ORDER_SAYS.continueShopping}
        </Link>
      </OrderNotice>
    );
  } else if (list.orders.length === 0) {
    body = (
      <OrderNotice icon={<Package className="size-8 text-berry" />} title={ORDER_TEXTS.pageMissing}>
        <Link to={pageLink(1)} className={`${buttonStyles.primary} mt-2`}>
          {ORDER_TEXTS.firstPage}
        </Link>
      </OrderNotice>
    );
  } else {
    body = (
      <>
        <ul className="flex flex-col gap-4">
          {list.orders.map((order) => (
            <li key={order._id}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
        <OrdersPagination page={list.page} totalPages={list.totalPages} />
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-4xl px-4 pb-12 pt-4 md:px-6 md:pt-8">
      <h1 className="mb-4 flex flex-wrap items-baseline gap-x-2 font-display text-2xl font-black text-ink md:mb-6 md:text-3xl">
        {ORDER_TEXTS.listTitle}
        {list && list.total > 0 ? (
          <span className="text-base font-bold text-ink-soft">({orderCount(list.total)})</span>
        ) : null}
      </h1>
      {body}
    </div>
  );
}
