import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { unwrap } from '../../lib/api.ts';
import { adminCall } from './call.ts';
import { formatCount, indiaDate } from './console-format.ts';
import { adminKey } from './console-keys.ts';
import { useConsoleTitle } from './console-query.ts';
import {
  Badge,
  cellClass,
  Empty,
  Field,
  inputClass,
  LoadError,
  linkClass,
  PageHeader,
  Pager,
  primaryButton,
  Table,
  TableSkeleton,
} from './ui.tsx';

// The shoppers desk: find a shopper by phone, email or name (the address keeps the search and page).

const PAGE_SIZE = 25;

export function ShoppersPage() {
  useConsoleTitle('Shoppers');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(q);
  const list = useQuery({
    queryKey: adminKey('shoppers', q, page),
    queryFn: ({ signal }) =>
      unwrap(adminCall('adminShoppers', { query: { q: q || undefined, page, limit: PAGE_SIZE }, signal })),
    placeholderData: keepPreviousData,
  });

  function search(event: FormEvent) {
    event.preventDefault();
    const next = text.trim();
    setParams(next ? { q: next } : {});
  }

  return (
    <div>
      <PageHeader title="Shoppers" />
      <search>
        <form onSubmit={search} className="mb-5 flex flex-wrap items-end gap-2">
          <Field label="Phone, email or name" className="min-w-60 flex-1">
            {(control) => (
              <input
                {...control}
                type="search"
                value={text}
                onChange={(event) => setText(event.target.value)}
                className={inputClass}
                maxLength={80}
              />
            )}
          </Field>
          <button type="submit" className={primaryButton}>
            <Search className="size-4" aria-hidden="true" /> Search
          </button>
        </form>
      </search>
      {list.isPending ? (
        <TableSkeleton label="Loading shoppers" />
      ) : list.isError ? (
        <LoadError error={list.error} what="shoppers" onRetry={() => void list.refetch()} />
      ) : list.data.shoppers.length === 0 ? (
        <Empty>{q ? `No shopper matches “${q}”.` : 'No shoppers yet.'}</Empty>
      ) : (
        <>
          <p className="mb-2 text-sm text-ink-soft" aria-live="polite">
            {formatCount(list.data.total)} {list.data.total === 1 ? 'shopper' : 'shoppers'}
          </p>
          <Table caption="Shoppers" head={['Name', 'Phone', 'Email', 'Orders', 'Joined', 'State']}>
            {list.data.shoppers.map((shopper) => (
              <tr key={shopper._id}>
                <td className={cellClass}>
                  <Link to={`/admin/shoppers/${shopper._id}`} className={linkClass}>
                    {shopper.name || 'No name'}
                  </Link>
                </td>
                <td className={cellClass}>{shopper.phone ?? '—'}</td>
                <td className={cellClass}>{shopper.email ?? '—'}</td>
                <td className={cellClass}>{formatCount(shopper.orderCount)}</td>
                <td className={cellClass}>{indiaDate(shopper.createdAt)}</td>
                <td className={cellClass}>{shopper.blocked ? <Badge tone="danger">Blocked</Badge> : null}</td>
              </tr>
            ))}
          </Table>
          <Pager
            page={list.data.page}
            limit={list.data.limit}
            total={list.data.total}
            onPage={(next) => setParams({ ...(q ? { q } : {}), page: String(next) })}
          />
        </>
      )}
    </div>
  );
}
