import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatCount } from '../../console-format.ts';
import { Announcer } from '../../reorder.tsx';
import { Empty, LoadError, TableSkeleton } from '../../ui.tsx';

// A taxonomy page's list (brands, categories) in every state: the skeleton while it loads, the failure
// with Try Again, the empty note, then the count, the list in the order shoppers see it (`children`)
// and the live region where moves are said.

export function OrderedList({
  query,
  count,
  noun,
  moveHint,
  words,
  children,
}: {
  query: UseQueryResult<unknown>;
  count: number;
  /** One and many: ['brand', 'brands']. */
  noun: readonly [string, string];
  /** How a writer moves one (none for a reader). */
  moveHint: string | null;
  /** The last move, in words. */
  words: string;
  children: ReactNode;
}) {
  if (query.isPending) return <TableSkeleton label={`Loading ${noun[1]}`} />;
  if (query.isError) {
    return <LoadError error={query.error} what={`the ${noun[1]}`} onRetry={() => void query.refetch()} />;
  }
  if (count === 0) return <Empty>No {noun[1]} yet.</Empty>;
  return (
    <>
      <p className="mb-2 text-sm text-ink-soft">
        {formatCount(count)} {count === 1 ? noun[0] : noun[1]}, in the order shoppers see them.
        {moveHint ? ` ${moveHint}` : ''}
      </p>
      {children}
      <Announcer words={words} />
    </>
  );
}
