import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { groupLabel, SYNONYM_PHRASE_MAX_LENGTH, type SynonymGroup } from '../../../../contract/search.ts';
import { unwrap } from '../../../lib/api.ts';
import { failureText } from '../../../lib/failure.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { adminCall } from '../call.ts';
import { useCanWrite } from '../console-context.ts';
import { CONSOLE_TOAST, useConsoleTitle } from '../console-query.ts';
import {
  AddButton,
  ConfirmDialog,
  cardClass,
  EditButton,
  Empty,
  focusRing,
  LoadError,
  PageHeader,
  SearchBar,
  TableSkeleton,
} from '../ui.tsx';
import { SearchWordsDialog, searchWordsKey } from './SearchWordsDialog.tsx';

// The console's search words (/admin/search-words): groups of phrases a search treats as one ('frock',
// 'dress'; 'jhabla', 'vest', 'bodysuit'), filtered by a phrase (?q=). Roles that change the catalogue
// add, edit and delete groups; a change reaches shoppers' searches at once.

export const SEARCH_WORDS_DELETE_FAILED = 'The search words could not be deleted. Try again.';

const small = `inline-flex min-h-11 items-center gap-1.5 rounded-full border border-line bg-paper px-3 text-sm font-semibold text-ink hover:border-accent hover:text-accent ${focusRing}`;

function GroupRow({ group, canWrite }: { group: SynonymGroup; canWrite: boolean }) {
  const client = useQueryClient();
  const name = `“${groupLabel(group.phrases)}”`;

  async function remove(): Promise<boolean> {
    const result = await adminCall('adminSearchWordsDelete', { params: { id: group._id } });
    if (!result.success) {
      notifyError(failureText(result, { failed: SEARCH_WORDS_DELETE_FAILED }), CONSOLE_TOAST);
      return true;
    }
    notifySuccess(result.data.message, CONSOLE_TOAST);
    await client.invalidateQueries({ queryKey: searchWordsKey });
    return true;
  }

  return (
    <li className={`${cardClass} flex flex-col gap-3 sm:flex-row sm:items-center`} data-testid="search-words">
      <ul aria-label="Phrases" className="flex flex-1 flex-wrap gap-2">
        {group.phrases.map((phrase) => (
          <li key={phrase} className="rounded-full bg-sky/60 px-3 py-1 text-sm font-semibold text-ink">
            {phrase}
          </li>
        ))}
      </ul>
      {canWrite ? (
        <div className="flex shrink-0 gap-2">
          <SearchWordsDialog group={group} trigger={<EditButton name={name} className={small} />} />
          <ConfirmDialog
            trigger={
              <button type="button" className={small} aria-label={`Delete ${name}`}>
                <Trash2 className="size-4" aria-hidden="true" /> Delete
              </button>
            }
            title={`Delete ${name}?`}
            description="Searches for these phrases stop finding each other’s products; each is searched as plain words again."
            confirmLabel="Delete"
            danger
            onConfirm={remove}
          />
        </div>
      ) : null}
    </li>
  );
}

export default function SearchWordsPage() {
  useConsoleTitle('Search words');
  const canWrite = useCanWrite('catalogue');
  const [params, setParams] = useSearchParams();
  const filter = params.get('q')?.trim() ?? '';
  const [text, setText] = useState(filter);
  const list = useQuery({
    queryKey: [...searchWordsKey, 'list', filter],
    queryFn: ({ signal }) =>
      unwrap(adminCall('adminSearchWords', { query: filter ? { search: filter } : {}, signal })),
  });

  function onFilter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = text.trim();
    setParams(q ? { q } : {});
  }

  return (
    <div className="space-y-5">
      <PageHeader title="Search words">
        {canWrite ? <SearchWordsDialog trigger={<AddButton>New search words</AddButton>} /> : null}
      </PageHeader>
      <p className="max-w-3xl text-sm text-ink-soft">
        Parents type “jhabla”, “ghagra” or “nightsuit” where product names say bodysuit, lehenga or night
        suit. Phrases in one group mean the same to search: a search for any of them finds products named with
        the others, and the suggestions while typing offer them too.
      </p>
      <form onSubmit={onFilter} className="max-w-xl">
        <SearchBar
          label="Filter search words"
          placeholder="A phrase, e.g. frock"
          value={text}
          onChange={setText}
          maxLength={SYNONYM_PHRASE_MAX_LENGTH}
        />
      </form>
      {list.isPending ? (
        <TableSkeleton label="Loading search words" rows={6} />
      ) : list.isError ? (
        <LoadError error={list.error} what="the search words" onRetry={() => void list.refetch()} />
      ) : list.data.groups.length === 0 ? (
        <Empty>{filter ? `No search words hold “${filter}”.` : 'No search words yet.'}</Empty>
      ) : (
        <>
          <p className="text-sm text-ink-soft" aria-live="polite">
            {filter
              ? `${list.data.groups.length} of ${list.data.total} groups hold “${filter}”.`
              : `${list.data.total} groups.`}
          </p>
          <ul className="flex flex-col gap-3" aria-label="Search word groups">
            {list.data.groups.map((group) => (
              <GroupRow key={group._id} group={group} canWrite={canWrite} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
