import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search, TicketPercent } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  type AdminCoupon,
  COUPON_STATE_LABELS,
  COUPON_STATES,
  type CouponState,
} from '../../../../contract/admin-coupons.ts';
import { unwrap } from '../../../lib/api.ts';
import { formatRupees } from '../../../lib/format.ts';
import { adminCall } from '../call.ts';
import { useCanWrite } from '../console-context.ts';
import { indiaDate } from '../console-format.ts';
import { useConsoleTitle } from '../console-query.ts';
import { useWide } from '../orders/desk.ts';
import { PagedList } from '../paged-list.tsx';
import {
  AddButton,
  cardClass,
  cellClass,
  InputField,
  PageHeader,
  SelectField,
  secondaryButton,
  Table,
} from '../ui.tsx';
import { CouponActions, CouponStateBadge } from './CouponActions.tsx';
import { CouponDetail } from './CouponDetail.tsx';
import { CouponDialog, couponsKey } from './CouponDialog.tsx';
import { discountText, usageText } from './coupon-form.ts';

// The coupon desk (/admin/coupons): coupons by part of their code and their state, newest first, a page
// at a time, with Edit and Pause or Resume for roles that change coupons. The address keeps the search,
// the state and the page; ?coupon={id} opens one coupon with its usage and redemptions.

const PAGE_SIZE = 25;

interface Filters {
  q: string;
  state: CouponState | '';
  page: number;
}

function readFilters(params: URLSearchParams): Filters {
  const state = params.get('state') ?? '';
  return {
    q: params.get('q') ?? '',
    state: (COUPON_STATES as readonly string[]).includes(state) ? (state as CouponState) : '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

function writeFilters(f: Filters): Record<string, string> {
  return {
    ...(f.q ? { q: f.q } : {}),
    ...(f.state ? { state: f.state } : {}),
    ...(f.page > 1 ? { page: String(f.page) } : {}),
  };
}

const runs = (c: AdminCoupon) => `${indiaDate(c.startsAt)} – ${indiaDate(c.endsAt)}`;
const minimum = (c: AdminCoupon) => (c.minOrder > 0 ? formatRupees(c.minOrder) : 'Any');

function CouponLink({ coupon, open }: { coupon: AdminCoupon; open: (id: string) => void }) {
  return (
    <button
      type="button"
      onClick={() => open(coupon._id)}
      className="font-bold tracking-wide text-accent underline-offset-2 hover:underline"
    >
      {coupon.code}
    </button>
  );
}

interface ListProps {
  rows: AdminCoupon[];
  open: (id: string) => void;
  canWrite: boolean;
}

function CouponsTable({ rows, open, canWrite }: ListProps) {
  const head = [
    'Code',
    'Discount',
    'Minimum order',
    'Runs',
    'Used',
    'State',
    ...(canWrite ? ['Actions'] : []),
  ];
  return (
    <Table caption="Coupons" head={head}>
      {rows.map((c) => (
        <tr key={c._id} data-testid="coupon-row">
          <td className={cellClass}>
            <CouponLink coupon={c} open={open} />
            <div className="max-w-64 text-ink-soft">{c.description}</div>
          </td>
          <td className={cellClass}>
            {discountText(c)}
            {c.firstOrderOnly ? <div className="text-ink-soft">First order only</div> : null}
          </td>
          <td className={cellClass}>{minimum(c)}</td>
          <td className={`${cellClass} whitespace-nowrap`}>{runs(c)}</td>
          <td className={cellClass}>{usageText(c)}</td>
          <td className={cellClass}>
            <CouponStateBadge state={c.state} />
          </td>
          {canWrite ? (
            <td className={cellClass}>
              <CouponActions coupon={c} />
            </td>
          ) : null}
        </tr>
      ))}
    </Table>
  );
}

function CouponCards({ rows, open, canWrite }: ListProps) {
  return (
    <ul className="grid gap-2 md:grid-cols-2" aria-label="Coupons">
      {rows.map((c) => (
        <li key={c._id} data-testid="coupon-row" className={`${cardClass} space-y-1 text-sm`}>
          <div className="flex items-center justify-between gap-2">
            <CouponLink coupon={c} open={open} />
            <CouponStateBadge state={c.state} />
          </div>
          <p className="text-ink-soft">{c.description}</p>
          <p>
            {discountText(c)} · Minimum order {minimum(c)}
            {c.firstOrderOnly ? ' · First order only' : ''}
          </p>
          <p className="text-ink-soft">
            {runs(c)} · Used {usageText(c)}
          </p>
          {canWrite ? (
            <div className="pt-1">
              <CouponActions coupon={c} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The search by code and the state (a new state applies at once). */
function CouponFilters({ filters, show }: { filters: Filters; show: (f: Filters) => void }) {
  const [text, setText] = useState(filters.q);
  function search(event: FormEvent) {
    event.preventDefault();
    show({ ...filters, q: text.trim(), page: 1 });
  }
  return (
    <search>
      <form onSubmit={search} className="flex flex-wrap items-end gap-2">
        <InputField
          label="Code"
          className="min-w-48 flex-1"
          type="search"
          value={text}
          maxLength={20}
          onChange={(event) => setText(event.target.value)}
        />
        <SelectField
          label="State"
          className="min-w-40"
          value={filters.state}
          onChange={(state) =>
            show({ ...filters, q: text.trim(), state: state as CouponState | '', page: 1 })
          }
          none="Every state"
          options={COUPON_STATES.map((state) => ({ value: state, label: COUPON_STATE_LABELS[state] }))}
        />
        <button type="submit" className={secondaryButton}>
          <Search className="size-4" aria-hidden="true" /> Search
        </button>
      </form>
    </search>
  );
}

function CouponList({
  filters,
  show,
  open,
}: {
  filters: Filters;
  show: (f: Filters) => void;
  open: (id: string) => void;
}) {
  useConsoleTitle('Coupons');
  const wide = useWide();
  const canWrite = useCanWrite('coupons');
  const list = useQuery({
    queryKey: [...couponsKey, 'list', filters],
    queryFn: ({ signal }) =>
      unwrap(
        adminCall('adminCoupons', {
          query: {
            q: filters.q || undefined,
            state: filters.state || undefined,
            page: filters.page,
            limit: PAGE_SIZE,
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

  const filtered = filters.q !== '' || filters.state !== '';
  const rows = list.data?.coupons ?? [];
  const listProps = { rows, open, canWrite };

  return (
    <div className="space-y-4">
      <PageHeader title="Coupons">
        {canWrite ? <CouponDialog trigger={<AddButton>New coupon</AddButton>} /> : null}
      </PageHeader>
      <CouponFilters key={JSON.stringify(filters)} filters={filters} show={show} />
      <PagedList
        query={list}
        count={rows.length}
        loadingLabel="Loading coupons"
        what="coupons"
        empty={filtered ? 'No coupon matches these filters.' : 'No coupons yet.'}
        emptyIcon={TicketPercent}
        noun={['coupon', 'coupons']}
        onPage={(page) => show({ ...filters, page })}
      >
        {wide ? <CouponsTable {...listProps} /> : <CouponCards {...listProps} />}
      </PagedList>
    </div>
  );
}

export default function CouponsPage() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const couponId = params.get('coupon');
  const show = (next: Filters) => setParams(writeFilters(next));
  if (couponId) {
    const back = new URLSearchParams(writeFilters(filters)).toString();
    return (
      <CouponDetail
        id={couponId}
        page={Math.max(1, Number(params.get('rpage')) || 1)}
        backTo={back ? `/admin/coupons?${back}` : '/admin/coupons'}
        onPage={(rpage) => setParams({ ...writeFilters(filters), coupon: couponId, rpage: String(rpage) })}
      />
    );
  }
  return (
    <CouponList
      filters={filters}
      show={show}
      open={(id) => setParams({ ...writeFilters(filters), coupon: id })}
    />
  );
}
