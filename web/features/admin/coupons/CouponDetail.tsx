import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { ADMIN_REDEMPTIONS_PAGE_DEFAULT } from '../../../../contract/admin-coupons.ts';
import { unwrap } from '../../../lib/api.ts';
import { formatRupees } from '../../../lib/format.ts';
import { adminCall } from '../call.ts';
import { useCanRead, useCanWrite } from '../console-context.ts';
import { formatCount, indiaDateTime } from '../console-format.ts';
import { useConsoleTitle } from '../console-query.ts';
import {
  Card,
  cellClass,
  Detail,
  Empty,
  LoadError,
  linkClass,
  PageHeader,
  Pager,
  Table,
  TableSkeleton,
} from '../ui.tsx';
import { CouponActions, CouponStateBadge } from './CouponActions.tsx';
import { couponsKey } from './CouponDialog.tsx';
import { discountText, usageText } from './coupon-form.ts';

// One coupon (/admin/coupons?coupon={id}): its fields, how much it was used and a page of its
// redemptions — the order, the shopper's phone by its last four digits, the discount and when.

export function CouponDetail({
  id,
  page,
  backTo,
  onPage,
}: {
  id: string;
  page: number;
  /** The list as it was (its filters), for Back. */
  backTo: string;
  onPage: (page: number) => void;
}) {
  const canWrite = useCanWrite('coupons');
  const canSeeOrders = useCanRead('orders');
  const detail = useQuery({
    queryKey: [...couponsKey, 'detail', id, page],
    queryFn: ({ signal }) =>
      unwrap(
        adminCall('adminCoupon', {
          params: { id },
          query: { page, limit: ADMIN_REDEMPTIONS_PAGE_DEFAULT },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
  useConsoleTitle(detail.data ? `Coupon ${detail.data.coupon.code}` : 'Coupon');

  const back = (
    <Link to={backTo} className={`${linkClass} inline-flex items-center gap-1 text-sm`}>
      <ArrowLeft className="size-4" aria-hidden="true" /> All coupons
    </Link>
  );
  if (detail.isPending) {
    return (
      <div className="space-y-4">
        {back}
        <TableSkeleton label="Loading the coupon" />
      </div>
    );
  }
  if (detail.isError) {
    return (
      <div className="space-y-4">
        {back}
        <LoadError error={detail.error} what="this coupon" onRetry={() => void detail.refetch()} />
      </div>
    );
  }
  const { coupon, usage, redemptions, total, limit } = detail.data;
  return (
    <div className="space-y-4">
      {back}
      <PageHeader title={coupon.code}>
        <div className="flex flex-wrap items-center gap-3">
          <CouponStateBadge state={coupon.state} />
          {canWrite ? <CouponActions coupon={coupon} /> : null}
        </div>
      </PageHeader>
      <div className="grid gap-4 lg:grid-cols-3">
        <Card title="Coupon" className="lg:col-span-2">
          <dl className="grid gap-4 sm:grid-cols-2">
            <Detail label="Description">{coupon.description}</Detail>
            <Detail label="Discount">{discountText(coupon)}</Detail>
            <Detail label="Minimum order">
              {coupon.minOrder > 0 ? formatRupees(coupon.minOrder) : 'Any order'}
            </Detail>
            <Detail label="Runs">
              {indiaDateTime(coupon.startsAt)} – {indiaDateTime(coupon.endsAt)}
            </Detail>
            <Detail label="Uses per shopper">{coupon.perUserLimit}</Detail>
            <Detail label="Who can use it">{coupon.firstOrderOnly ? 'First order only' : 'Any order'}</Detail>
          </dl>
        </Card>
        <Card title="Usage">
          <dl className="grid grid-cols-2 gap-4">
            <Detail label="Orders">{usageText(coupon)}</Detail>
            <Detail label="Left">
              {usage.remaining === null ? 'No limit' : formatCount(usage.remaining)}
            </Detail>
            <Detail label="Shoppers">{formatCount(usage.shoppers)}</Detail>
            <Detail label="Discount given">{formatRupees(usage.discountGiven)}</Detail>
          </dl>
        </Card>
      </div>
      <Card title="Redemptions">
        {redemptions.length === 0 ? (
          <Empty>No order has used this coupon yet.</Empty>
        ) : (
          <>
            <Table
              caption={`Orders that used ${coupon.code}`}
              head={['Order', 'Shopper', 'Discount', 'Placed']}
              fit
            >
              {redemptions.map((r) => (
                <tr key={r.orderId}>
                  <td className={cellClass}>
                    {canSeeOrders ? (
                      <Link to={`/admin/orders/${r.orderId}`} className={linkClass}>
                        {r.orderNumber}
                      </Link>
                    ) : (
                      r.orderNumber
                    )}
                  </td>
                  <td className={cellClass}>{r.phone ?? 'Account deleted'}</td>
                  <td className={cellClass}>{formatRupees(r.discount)}</td>
                  <td className={cellClass}>{indiaDateTime(r.at)}</td>
                </tr>
              ))}
            </Table>
            <Pager page={page} limit={limit} total={total} onPage={onPage} />
          </>
        )}
      </Card>
    </div>
  );
}
