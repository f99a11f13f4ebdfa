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
  Field,
  inputClass,
  ListResult,
  linkClass,
  PageHeader,
  primaryButton,
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
      <ListResult
        query={list}
        rows={(data) => data.shoppers}
        loadingLabel="Loading shoppers"
        what="shoppers"
        empty={q ? `No shopper matches “${q}”.` : 'No shoppers yet.'}
        noun={['shopper', 'shoppers']}
        caption="Shoppers"
        head={['Name', 'Phone', 'Email', 'Orders', 'Joined', 'State']}
        row={(shopper) => (
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
        )}
        onPage={(next) => setParams({ ...(q ? { q } : {}), page: String(next) })}
      />
    </div>
  );
}
