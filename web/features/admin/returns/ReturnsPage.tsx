import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { type adminReturnRowSchema, RETURN_DESK_STATES } from '../../../../contract/admin-orders.ts';
import { SectionError } from '../../../components/SectionError.tsx';
import { Skeleton, skeletonKeys } from '../../../components/Skeleton.tsx';
import { unwrap } from '../../../lib/api.ts';
import { failureText } from '../../../lib/failure.ts';
import { formatRupees } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { adminCall } from '../call.ts';
import { useCanWrite } from '../console-context.ts';
import { indiaDateTime } from '../console-format.ts';
import { consoleKeys } from '../console-keys.ts';
import { cardClass, dangerButton, Pager, primaryButton, secondaryButton } from '../ui.tsx';
import { AcceptDialog, DeclineDialog, RefundDialog, type ReturnTarget } from './components/ReturnDialogs.tsx';

type DeskState = (typeof RETURN_DESK_STATES)[number];
type ReturnRow = z.infer<typeof adminReturnRowSchema>;

const TAB_LABELS: Record<DeskState, string> = {
  waiting: 'Waiting',
  accepted: 'Accepted',
  declined: 'Declined',
};
const EMPTY: Record<DeskState, string> = {
  waiting: 'No returns are waiting.',
  accepted: 'No accepted returns.',
  declined: 'No declined returns.',
};
export const RETURNS_FAILED = 'The returns could not be loaded.';

type Open = { kind: 'accept' | 'decline' | 'refund'; target: ReturnTarget } | null;

const targetOf = (row: ReturnRow): ReturnTarget => ({
  orderId: row.order._id,
  orderNumber: row.order.orderNumber,
  payable: row.order.finalPayableAmount,
});

/** The returns desk: returns waiting for a decision, and the accepted and declined ones. */
export default function ReturnsPage() {
  usePageTitle('Returns');
  const [params, setParams] = useSearchParams();
  const asked = params.get('state');
  const state: DeskState = (RETURN_DESK_STATES as readonly string[]).includes(asked ?? '')
    ? (asked as DeskState)
    : 'waiting';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const canWrite = useCanWrite('returns');
  const [open, setOpen] = useState<Open>(null);

  const list = useQuery({
    queryKey: [...consoleKeys.returns, state, page],
    queryFn: ({ signal }) => unwrap(adminCall('adminReturns', { query: { state, page }, signal })),
    placeholderData: keepPreviousData,
  });

  const rows = list.data?.returns ?? [];
  const total = list.data?.total ?? 0;
  const limit = list.data?.limit ?? 25;

  return (
    <div className="space-y-4">
      <h1 className="font-display text-2xl font-extrabold text-ink">Returns</h1>
      <div
        role="tablist"
        aria-label="Returns"
        className="flex gap-1 rounded-full bg-paper p-1 ring-1 ring-line/60 w-fit"
      >
        {RETURN_DESK_STATES.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={tab === state}
            onClick={() => setParams(tab === 'waiting' ? {} : { state: tab })}
            className={`rounded-full px-4 py-1.5 text-sm font-bold ${
              tab === state ? 'bg-accent text-white' : 'text-ink hover:bg-cream'
            }`}
          >
            {TAB_LABELS[tab]}
          </button>
        ))}
      </div>

      <div role="tabpanel" aria-label={TAB_LABELS[state]}>
        {list.isPending ? (
          <div role="status" aria-label="Loading returns" className="space-y-2">
            {skeletonKeys(4).map((key) => (
              <Skeleton key={key} className="h-24 rounded-2xl" />
            ))}
          </div>
        ) : list.isError ? (
          <SectionError
            message={failureText(list.error, { failed: RETURNS_FAILED })}
            onRetry={() => void list.refetch()}
          />
        ) : rows.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-line bg-paper/70 px-4 py-10 text-center text-ink-soft">
            <Inbox className="size-8" aria-hidden="true" />
            <p className="font-semibold text-ink">{EMPTY[state]}</p>
          </div>
        ) : (
          <ul className="grid gap-3 lg:grid-cols-2">
            {rows.map((row) => (
              <li
                key={row.order._id}
                data-testid="return-row"
                aria-label={`Return ${row.order.orderNumber}`}
                className={`${cardClass} space-y-2 text-sm`}
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <Link
                    to={`/admin/orders/${row.order._id}`}
                    className="font-bold text-accent hover:underline"
                  >
                    {row.order.orderNumber}
                  </Link>
                  <span className="font-bold">{formatRupees(row.order.finalPayableAmount)}</span>
                </div>
                <p>
                  <span className="font-semibold">{row.order.shopper.name ?? '—'}</span>{' '}
                  <span className="text-ink-soft">{row.order.shopper.phone ?? ''}</span>
                </p>
                <p className="text-ink-soft">
                  Asked <time dateTime={row.requestedAt}>{indiaDateTime(row.requestedAt)}</time>
                  {row.decidedAt ? (
                    <>
                      {' '}
                      · decided <time dateTime={row.decidedAt}>{indiaDateTime(row.decidedAt)}</time>
                    </>
                  ) : null}
                </p>
                <p>
                  <span className="text-ink-soft">Reason: </span>
                  <span className="font-semibold">{row.reason ?? '—'}</span>
                </p>
                {row.description ? <p className="italic text-ink-soft">“{row.description}”</p> : null}
                {row.declineReason ? (
                  <p>
                    <span className="text-ink-soft">Declined: </span>
                    {row.declineReason}
                  </p>
                ) : null}
                {row.refund ? <p className="text-leaf">Refunded {formatRupees(row.refund.amount)}</p> : null}
                {canWrite ? (
                  <div className="flex flex-wrap gap-2 pt-1">
                    {state === 'waiting' ? (
                      <>
                        <button
                          type="button"
                          aria-label={`Accept return ${row.order.orderNumber}`}
                          onClick={() => setOpen({ kind: 'accept', target: targetOf(row) })}
                          className={primaryButton}
                        >
                          Accept
                        </button>
                        <button
                          type="button"
                          aria-label={`Decline return ${row.order.orderNumber}`}
                          onClick={() => setOpen({ kind: 'decline', target: targetOf(row) })}
                          className={dangerButton}
                        >
                          Decline
                        </button>
                      </>
                    ) : null}
                    {state === 'accepted' && !row.refund ? (
                      <button
                        type="button"
                        aria-label={`Record refund ${row.order.orderNumber}`}
                        onClick={() => setOpen({ kind: 'refund', target: targetOf(row) })}
                        className={secondaryButton}
                      >
                        Record refund
                      </button>
                    ) : null}
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        <Pager
          page={page}
          limit={limit}
          total={total}
          onPage={(next) => setParams({ ...(state === 'waiting' ? {} : { state }), page: String(next) })}
        />
      </div>

      {open?.kind === 'accept' ? <AcceptDialog target={open.target} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'decline' ? <DeclineDialog target={open.target} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'refund' ? <RefundDialog target={open.target} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
