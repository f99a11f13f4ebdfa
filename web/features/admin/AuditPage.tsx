import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Filter } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type AuditEntry, STAFF_ROLE_LABELS, type StaffRole } from '../../../contract/staff.ts';
import { unwrap } from '../../lib/api.ts';
import { adminCall } from './call.ts';
import { useCanRead } from './console-context.ts';
import { describeChange, indiaDateTime } from './console-format.ts';
import { adminKey } from './console-keys.ts';
import { useConsoleTitle } from './console-query.ts';
import { staffKey } from './StaffPage.tsx';
import {
  cellClass,
  Field,
  inputClass,
  ListResult,
  PageHeader,
  primaryButton,
  secondaryButton,
} from './ui.tsx';

// The audit log (owners): every staff action, newest first, filtered by action prefix, target,
// dates (India) and who acted. The filters live in the address so a view can be shared.

const PAGE_SIZE = 50;
const FILTERS = ['action', 'targetType', 'targetId', 'from', 'to', 'actor'] as const;
type FilterName = (typeof FILTERS)[number];
type Filters = Record<FilterName, string>;

function readFilters(params: URLSearchParams): Filters {
  return Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? ''])) as Filters;
}

function Actor({ entry }: { entry: AuditEntry }) {
  if (!entry.actor) return <span className="text-ink-soft">The shop</span>;
  const role = STAFF_ROLE_LABELS[entry.actor.role as StaffRole] ?? entry.actor.role;
  return (
    <span>
      {entry.actor.name || entry.actor.phone || entry.actor.userId}
      <span className="block text-xs text-ink-soft">
        {role}
        {entry.via === 'command' ? ' · command line' : ''}
      </span>
    </span>
  );
}

function Change({ entry }: { entry: AuditEntry }) {
  const lines = describeChange(entry.before, entry.after);
  if (lines.length === 0) return <span className="text-ink-soft">—</span>;
  return (
    <ul className="flex flex-col gap-0.5 font-mono text-xs">
      {lines.map((line) => (
        <li key={line} className="break-all">
          {line}
        </li>
      ))}
    </ul>
  );
}

function FilterForm({ initial, onApply }: { initial: Filters; onApply: (filters: Filters) => void }) {
  const [draft, setDraft] = useState(initial);
  // The actor list is the staff list, which only roles that read staff may load.
  const canReadStaff = useCanRead('staff');
  const staff = useQuery({
    queryKey: staffKey,
    queryFn: ({ signal }) => unwrap(adminCall('adminStaffList', { signal })),
    enabled: canReadStaff,
  });
  const set = (name: FilterName) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }));
  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }
  const text = (name: FilterName, label: string, max: number) => (
    <Field label={label}>
      {(control) => (
        <input {...control} value={draft[name]} onChange={set(name)} maxLength={max} className={inputClass} />
      )}
    </Field>
  );
  return (
    <form
      onSubmit={submit}
      aria-label="Filter the audit log"
      className="mb-5 rounded-card bg-paper p-4 ring-1 ring-line/60"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {text('action', 'Action (or its start, e.g. order)', 60)}
        {text('targetType', 'Target type (e.g. order, shopper)', 40)}
        {text('targetId', 'Target id or label', 80)}
        <Field label="From (India date)">
          {(control) => (
            <input
              {...control}
              type="date"
              value={draft.from}
              onChange={set('from')}
              className={inputClass}
            />
          )}
        </Field>
        <Field label="To (India date)">
          {(control) => (
            <input {...control} type="date" value={draft.to} onChange={set('to')} className={inputClass} />
          )}
        </Field>
        <Field label="Who">
          {(control) => (
            <select {...control} value={draft.actor} onChange={set('actor')} className={inputClass}>
              <option value="">Anyone</option>
              {(staff.data?.staff ?? []).map((member) => (
                <option key={member.userId} value={member.userId}>
                  {member.name || member.phone || member.userId} ({STAFF_ROLE_LABELS[member.role]})
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <button
          type="button"
          className={secondaryButton}
          onClick={() => {
            const empty = readFilters(new URLSearchParams());
            setDraft(empty);
            onApply(empty);
          }}
        >
          Clear
        </button>
        <button type="submit" className={primaryButton}>
          <Filter className="size-4" aria-hidden="true" /> Apply filters
        </button>
      </div>
    </form>
  );
}

export function AuditPage() {
  useConsoleTitle('Audit log');
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = {
    ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value.trim() !== '')),
    page,
    limit: PAGE_SIZE,
  };
  const list = useQuery({
    queryKey: adminKey('audit', query),
    queryFn: ({ signal }) => unwrap(adminCall('adminAudit', { query, signal })),
    placeholderData: keepPreviousData,
  });

  function apply(next: Filters, nextPage = 1) {
    const search = new URLSearchParams();
    for (const name of FILTERS) if (next[name].trim()) search.set(name, next[name].trim());
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search);
  }

  return (
    <div>
      <PageHeader title="Audit log" />
      <FilterForm initial={filters} onApply={(next) => apply(next)} />
      <ListResult
        query={list}
        rows={(data) => data.entries}
        loadingLabel="Loading the audit log"
        what="the audit log"
        empty="No entries match."
        noun={['entry', 'entries']}
        countNote="newest first"
        caption="Audit log, newest first"
        head={['When', 'Who', 'Action', 'Target', 'Change', 'Note']}
        row={(entry) => (
          <tr key={entry._id}>
            <td className={`${cellClass} whitespace-nowrap`}>
              <time dateTime={entry.at}>{indiaDateTime(entry.at)}</time>
            </td>
            <td className={cellClass}>
              <Actor entry={entry} />
            </td>
            <td className={`${cellClass} font-mono text-xs`}>{entry.action}</td>
            <td className={cellClass}>
              {entry.targetLabel ?? entry.targetId}
              <span className="block text-xs text-ink-soft">{entry.targetType}</span>
            </td>
            <td className={cellClass}>
              <Change entry={entry} />
            </td>
            <td className={cellClass}>{entry.note ?? '—'}</td>
          </tr>
        )}
        onPage={(next) => apply(filters, next)}
      />
    </div>
  );
}
