import { ChevronLeft, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Order } from '../../../contract/order.ts';
import { ROUTES } from '../../../contract/routes.ts';
import { buttonStyles } from '../../components/button-styles.ts';
import { SectionError } from '../../components/SectionError.tsx';
import { isNoAnswer } from '../../lib/failure.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { DeliveryNote } from './components/DeliveryNote.tsx';
import { OrderActions } from './components/OrderActions.tsx';
import { OrderLineItem } from './components/OrderLineItem.tsx';
import { OrderNotice, SignInOrderNotice } from './components/OrderNotice.tsx';
import { InvoiceButton, ShipmentNote } from './components/OrderShipment.tsx';
import { OrderDetailSkeleton } from './components/OrderSkeletons.tsx';
import { OrderTimeline } from './components/OrderTimeline.tsx';
import { PaymentSummary } from './components/PaymentSummary.tsx';
import { ShippingAddressCard } from './components/ShippingAddressCard.tsx';
import { StatusBadge } from './components/StatusBadge.tsx';
import { itemCount, longDate, ORDER_SAYS, ORDER_TEXTS, orderHeading } from './order-texts.ts';
import { LineReview } from './review/LineReview.tsx';
import { useOrderReviews } from './review/use-order-reviews.ts';
import { useOrderDetail } from './use-orders.ts';

function OrderDetail({ order }: { order: Order }) {
  const count = order.products.reduce((sum, line) => sum + line.quantity, 0);
  // Once delivered, each line can be reviewed (or says it was).
  const reviews = useOrderReviews(order);
  return (
    <div className="flex flex-col gap-4 md:gap-6">
      <section className="flex flex-col gap-3 rounded-card bg-paper p-4 shadow-soft ring-1 ring-line/60 sm:p-5 md:flex-row md:items-center md:justify-between">
        <div className="flex flex-col items-start gap-1.5">
          <StatusBadge status={order.status} />
          <p className="text-sm text-ink-soft">
            {ORDER_TEXTS.placedOn}{' '}
            <time dateTime={order.createdAt} className="font-semibold text-ink">
              {longDate(order.createdAt)}
            </time>
          </p>
          <DeliveryNote order={order} />
          <ShipmentNote order={order} />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <InvoiceButton order={order} />
          <OrderActions order={order} />
        </div>
      </section>
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_20rem] md:items-start md:gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex min-w-0 flex-col gap-4 md:gap-6">
          <section
            aria-labelledby="order-items"
            className="rounded-card bg-paper p-4 shadow-soft ring-1 ring-line/60 sm:p-5"
          >
            <h2 id="order-items" className="font-display text-lg font-extrabold text-ink">
              {ORDER_TEXTS.items}{' '}
              <span className="text-sm font-bold text-ink-soft">({itemCount(count)})</span>
            </h2>
            <ul className="mt-3 flex flex-col gap-2">
              {order.products.map((line) => (
                <li key={line._id}>
                  <OrderLineItem line={line} linked />
                  <LineReview order={order} line={line} reviews={reviews} />
                </li>
              ))}
            </ul>
          </section>
          <OrderTimeline order={order} />
        </div>
        <div className="flex min-w-0 flex-col gap-4 md:sticky md:top-28 md:gap-6">
          <ShippingAddressCard address={order.shippingAddress} />
          <PaymentSummary order={order} />
        </div>
      </div>
    </div>
  );
}

/**
 * /singleorder/{id}, Order detail (rules/accounts §2, §4, §8): the order's lines (each opens its product),
 * the shipping address, the status timeline, the payment summary, and Cancel or Return; once shipped, the
 * courier and tracking number, and the tax invoice to download.
 */
export default function OrderDetailPage() {
  useTranslation('shop');
  const { id = '' } = useParams();
  const state = useOrderDetail(id);
  const order = state.data;
  usePageTitle(order ? orderHeading(order.orderNumber) : ORDER_TEXTS.detailTitle);

  let body: ReactNode;
  if (!state.signedIn) {
    body = <SignInOrderNotice title={ORDER_TEXTS.signInToSeeOrder} />;
  } else if (state.failed) {
    body = (
      <SectionError
        message={isNoAnswer(state.error, 'unreached') ? ORDER_SAYS.detailError : ORDER_SAYS.detailFailed}
        onRetry={state.retry}
      />
    );
  } else if (order === null) {
    body = (
      <OrderNotice icon={<SearchX className="size-8 text-berry" />} title={ORDER_SAYS.notFound} role="alert">
        <Link to={ROUTES.orders} className={`${buttonStyles.primary} mt-2`}>
          {ORDER_TEXTS.backToOrders}
        </Link>
      </OrderNotice>
    );
  } else if (order === undefined) {
    body = <OrderDetailSkeleton />;
  } else {
    body = <OrderDetail order={order} />;
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pb-12 pt-4 md:px-6 md:pt-6">
      <Link
        to={ROUTES.orders}
        className="-ml-2 mb-2 inline-flex items-center gap-1 rounded-full px-2 py-1.5 text-sm font-semibold text-accent hover:bg-accent-soft"
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        {ORDER_TEXTS.listTitle}
      </Link>
      <h1 className="mb-4 font-display text-2xl font-black text-ink md:mb-6 md:text-3xl">
        {order ? orderHeading(order.orderNumber) : ORDER_TEXTS.detailTitle}
      </h1>
      {body}
    </div>
  );
}
