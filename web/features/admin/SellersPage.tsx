import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { SELLER_APPLICATION_STATUSES } from '../../../contract/seller.ts';
import { unwrap } from '../../lib/api.ts';
import { adminCall } from './call.ts';
import { indiaDate } from './console-format.ts';
import { adminKey } from './console-keys.ts';
import { useConsoleTitle } from './console-query.ts';
import { cellClass, focusRing, ListResult, linkClass, PageHeader } from './ui.tsx';

// The sellers desk: applications by status, newest first; each opens its detail.

type Status = (typeof SELLER_APPLICATION_STATUSES)[number];
export const SELLER_STATUS_LABELS: Record<Status, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

const PAGE_SIZE = 25;

const isStatus = (value: string | null): value is Status =>
  (SELLER_APPLICATION_STATUSES as readonly (string | null)[]).includes(value);

export function SellersPage() {
  useConsoleTitle('Sellers');
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: Status = isStatus(raw) ? raw : 'pending';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery({
    queryKey: adminKey('sellers', status, page),
    queryFn: ({ signal }) =>
      unwrap(adminCall('adminSellerApplications', { query: { status, page, limit: PAGE_SIZE }, signal })),
    placeholderData: keepPreviousData,
  });
  return (
    <div>
      <PageHeader title="Seller applications" />
      <nav
        aria-label="Application status"
        className="mb-5 flex gap-1 rounded-full bg-paper p-1 ring-1 ring-line/60 sm:self-start"
      >
        {SELLER_APPLICATION_STATUSES.map((value) => (
          <Link
            key={value}
            to={`?status=${value}`}
            aria-current={value === status ? 'page' : undefined}
            className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ${focusRing} ${
              value === status ? 'bg-accent text-white' : 'text-ink hover:bg-accent-soft'
            }`}
          >
            {SELLER_STATUS_LABELS[value]}
          </Link>
        ))}
      </nav>
      <ListResult
        query={list}
        rows={(data) => data.applications}
        loadingLabel="Loading applications"
        what="seller applications"
        empty={`No ${SELLER_STATUS_LABELS[status].toLowerCase()} applications.`}
        noun={['application', 'applications']}
        caption={`${SELLER_STATUS_LABELS[status]} seller applications`}
        head={['Business', 'Owner', 'Store type', 'Place', 'Phone', 'Applied']}
        row={(row) => (
          <tr key={row._id}>
            <td className={cellClass}>
              <Link to={`/admin/sellers/${row._id}`} className={linkClass}>
                {row.businessName}
              </Link>
            </td>
            <td className={cellClass}>{row.ownerName}</td>
            <td className={cellClass}>{row.storeType}</td>
            <td className={cellClass}>
              {row.city}, {row.state}
            </td>
            <td className={cellClass}>{row.phone}</td>
            <td className={cellClass}>{indiaDate(row.createdAt)}</td>
          </tr>
        )}
        onPage={(next) => setParams({ status, page: String(next) })}
      />
    </div>
  );
}
