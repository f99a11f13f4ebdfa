import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Ban, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { type AdminOrderDetail, REFUND_METHOD_LABELS } from '../../../../contract/admin-orders.ts';
import { statusLabel } from '../../../../contract/order.ts';
import type { AuditEntry } from '../../../../contract/staff.ts';
import { SectionError } from '../../../components/SectionError.tsx';
import { Skeleton } from '../../../components/Skeleton.tsx';
import { unwrap, uploadUrl } from '../../../lib/api.ts';
import { failureStatus, failureText } from '../../../lib/failure.ts';
import { formatRupees } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { adminCall } from '../call.ts';
import { useCanWrite } from '../console-context.ts';
import { dayLabel, indiaDateTime } from '../console-format.ts';
import { consoleKeys } from '../console-keys.ts';
import { Card } from '../ui.tsx';
import { DeskStatusBadge } from './components/DeskStatusBadge.tsx';
import { OrderActions } from './components/OrderActions.tsx';

export const ORDER_FAILED = 'The order could not be loaded.';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3 py-0.5 text-sm">
      <dt className="text-ink-soft">{label}</dt>
      <dd className="text-right font-semibold text-ink">{children}</dd>
    </div>
  );
}

/** A before/after value of the audit log, in one line. */
function auditValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value !== 'object') return String(value);
  return Object.entries(value as Record<string, unknown>)
    .map(
      ([key, part]) =>
        `${key}: ${typeof part === 'object' && part !== null ? JSON.stringify(part) : String(part)}`,
    )
    .join(', ');
}

function actorName(entry: AuditEntry): string {
  if (!entry.actor) return 'The shop';
  return `${entry.actor.name ?? entry.actor.phone ?? 'Staff'} (${entry.actor.role})`;
}

function OrderView({ detail, orderKey }: { detail: AdminOrderDetail; orderKey: string }) {
  const canWrite = useCanWrite('orders');
  const { order, shopper, cash, refund } = detail;
  const address = order.shippingAddress;
  usePageTitle(order.orderNumber);

  return (
    <div className="space-y-4">
      <Link to="/admin/orders" className="inline-flex items-center gap-1 text-sm font-semibold text-accent">
        <ArrowLeft className="size-4" aria-hidden="true" /> Orders
      </Link>
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 className="font-display text-2xl font-extrabold text-ink">{order.orderNumber}</h1>
        <DeskStatusBadge status={order.status} />
        {detail.returnedToOrigin ? (
          <span className="rounded-full bg-[#fde4e1] px-2.5 py-0.5 text-xs font-bold text-danger">
            Returned to origin
          </span>
        ) : null}
        <p className="w-full text-sm text-ink-soft">
          Placed <time dateTime={order.createdAt}>{indiaDateTime(order.createdAt)}</time> ·{' '}
          {order.paymentMethod}
        </p>
      </header>

      <OrderActions detail={detail} orderKey={orderKey} canWrite={canWrite} />

      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <Card title="Shopper">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
            {shopper.name ?? 'No name'}
            {shopper.blocked ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-[#fde4e1] px-2 py-0.5 text-xs font-bold text-danger">
                <Ban className="size-3" aria-hidden="true" /> Blocked
              </span>
            ) : null}
          </p>
          {shopper.phone ? (
            <a
              href={`tel:${shopper.phone}`}
              className="mt-1 inline-flex items-center gap-1 text-sm text-accent"
            >
              <Phone className="size-3.5" aria-hidden="true" /> {shopper.phone}
            </a>
          ) : null}
          {shopper.email ? <p className="text-sm text-ink-soft">{shopper.email}</p> : null}
          <Link
            to={`/admin/shoppers/${shopper._id}`}
            className="mt-2 block text-sm font-semibold text-accent"
          >
            Shopper’s page
          </Link>
        </Card>

        <Card title="Ship to">
          <address className="text-sm not-italic leading-relaxed text-ink">
            <span className="font-semibold">{address.name}</span>
            <br />
            {address.address}
            {address.landmark ? `, ${address.landmark}` : ''}
            <br />
            {address.city}, {address.state} {address.pincode}
            <br />
            {address.number}
            {address.alternatenumber ? ` / ${address.alternatenumber}` : ''}
          </address>
        </Card>

        <Card title="Payment">
          <dl>
            <Row label="Subtotal">{formatRupees(order.totalPrice)}</Row>
            <Row label={order.couponCode ? `Coupon ${order.couponCode}` : 'Coupon'}>
              −{formatRupees(order.couponDiscount)}
            </Row>
            <Row label={`Coins (${order.coinsUsed})`}>−{formatRupees(order.coinDiscount)}</Row>
            <Row label="Delivery">
              {order.deliveryCharge === 0 ? 'Free' : formatRupees(order.deliveryCharge)}
            </Row>
            <Row label="Payable">{formatRupees(order.finalPayableAmount)}</Row>
            <Row label="Invoice">{detail.invoiceNumber ?? 'Made when the order ships'}</Row>
          </dl>
        </Card>
      </div>

      <Card title="Items">
        <ul className="divide-y divide-line/60">
          {order.products.map((line) => {
            const image = line.productId.images[0];
            return (
              <li key={line._id} data-testid="order-line" className="flex items-center gap-3 py-2 text-sm">
                {image ? (
                  <img src={uploadUrl(image)} alt="" className="size-12 shrink-0 rounded-lg object-cover" />
                ) : (
                  <span
                    aria-hidden="true"
                    className="size-12 shrink-0 rounded-lg ring-1 ring-line"
                    style={{ backgroundColor: line.color }}
                  />
                )}
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-ink">{line.productId.name}</p>
                  <p className="text-ink-soft">
                    {line.colorName} · Size {line.size} · Qty {line.quantity} × {formatRupees(line.price)}
                  </p>
                </div>
                <span className="font-bold">{formatRupees(line.itemTotal)}</span>
              </li>
            );
          })}
        </ul>
      </Card>

      <div className="grid gap-4 md:grid-cols-2">
        <Card title="Timeline">
          <ol className="space-y-2 text-sm">
            {order.statusHistory.map((change) => (
              <li key={`${change.status}-${change.at}`} data-testid="history-entry">
                <p className="font-semibold text-ink">
                  {statusLabel(change.status)}{' '}
                  <span className="font-normal text-ink-soft">
                    · <time dateTime={change.at}>{indiaDateTime(change.at)}</time> · by{' '}
                    {change.by === 'shop' ? 'the shop' : 'the shopper'}
                  </span>
                </p>
                {change.reason ? <p className="text-ink">{change.reason}</p> : null}
                {change.description ? <p className="italic text-ink-soft">“{change.description}”</p> : null}
              </li>
            ))}
          </ol>
        </Card>

        <Card title="Delivery and money">
          <dl>
            <Row label="Courier">{order.shipment?.courier ?? 'Not shipped yet'}</Row>
            {order.shipment ? <Row label="Tracking number">{order.shipment.trackingNumber}</Row> : null}
            <Row label="Cash">
              {cash
                ? `${formatRupees(cash.amount)} on ${dayLabel(cash.collectedOn)}${cash.recordedBy ? ` by ${cash.recordedBy}` : ''}`
                : 'Not recorded'}
            </Row>
            <Row label="Refund">
              {refund
                ? `${formatRupees(refund.amount)} by ${REFUND_METHOD_LABELS[refund.method]}${
                    refund.reference ? ` (${refund.reference})` : ''
                  } on ${dayLabel(refund.refundedOn)}`
                : 'None'}
            </Row>
          </dl>
        </Card>
      </div>

      <Card title="Staff actions">
        {detail.audit.length === 0 ? (
          <p className="text-sm text-ink-soft">No staff action on this order yet.</p>
        ) : (
          <ul className="space-y-2 text-sm">
            {detail.audit.map((entry) => (
              <li
                key={entry._id}
                data-testid="audit-entry"
                className="border-b border-line/60 pb-2 last:border-0"
              >
                <p>
                  <span className="font-semibold text-ink">{actorName(entry)}</span>{' '}
                  <span className="text-ink-soft">
                    · <time dateTime={entry.at}>{indiaDateTime(entry.at)}</time> · {entry.action}
                  </span>
                </p>
                <p className="text-ink">
                  {auditValue(entry.before)} → {auditValue(entry.after)}
                </p>
                {entry.note ? <p className="italic text-ink-soft">“{entry.note}”</p> : null}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

/** One order on the desk: everything about it and what the staff member may do with it. */
export default function OrderPage() {
  const orderId = useParams().orderId ?? '';
  const detail = useQuery({
    queryKey: consoleKeys.order(orderId),
    queryFn: async ({ signal }) => {
      const { success: _, ...rest } = await unwrap(adminCall('adminOrder', { params: { orderId }, signal }));
      return rest as AdminOrderDetail;
    },
  });

  if (detail.isPending) {
    return (
      <div role="status" aria-label="Loading the order" className="space-y-3">
        <Skeleton className="h-8 w-64 rounded-xl" />
        <Skeleton className="h-40 rounded-2xl" />
        <Skeleton className="h-56 rounded-2xl" />
      </div>
    );
  }
  if (detail.isError) {
    const notFound = failureStatus(detail.error) === 404;
    return (
      <div className="space-y-3">
        <Link to="/admin/orders" className="inline-flex items-center gap-1 text-sm font-semibold text-accent">
          <ArrowLeft className="size-4" aria-hidden="true" /> Orders
        </Link>
        <SectionError
          message={failureText(detail.error, { failed: ORDER_FAILED })}
          onRetry={notFound ? undefined : () => void detail.refetch()}
        />
      </div>
    );
  }
  return <OrderView detail={detail.data} orderKey={orderId} />;
}
