import type { MouseEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { type ListingQuery, listingUrl } from '../lib/listing-url.ts';

interface Props {
  query: ListingQuery;
  /** Navigation state, e.g. `{ refresh: true }` from a brand card. */
  state?: unknown;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}

/**
 * A link into the product listing. The href works for new tabs and crawlers; a plain click
 * navigates with a fresh cache-buster so the listing reloads even for the same filters.
 */
export function ListingLink({ query, state, className, children, 'aria-label': ariaLabel }: Props) {
  const navigate = useNavigate();
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(listingUrl(query), { state });
  }
  return (
    <Link to={listingUrl(query)} state={state} onClick={onClick} className={className} aria-label={ariaLabel}>
      {children}
    </Link>
  );
}
