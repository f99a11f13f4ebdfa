import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ROUTES } from '../../../contract/routes.ts';
import { listingUrl } from '../../lib/listing-url.ts';

function searchFromLocation(pathname: string, search: string): string {
  if (pathname !== ROUTES.allProducts) return '';
  return new URLSearchParams(search).get('search') ?? '';
}

/** The header search box: non-blank text opens the listing with `search` and a cache-buster. */
export function SearchForm({ className = '' }: { className?: string }) {
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const [text, setText] = useState(() => searchFromLocation(location.pathname, location.search));

  // Keep the box in step with the listing's URL (e.g. after Back), and clear it elsewhere.
  useEffect(() => {
    setText(searchFromLocation(location.pathname, location.search));
  }, [location.pathname, location.search]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = text.trim();
    if (query === '') return;
    navigate(listingUrl({ search: query }));
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Safari before 17 (and jsdom); role="search" on a form is the long-standing equivalent.
    <form role="search" onSubmit={onSubmit} className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <input
        id={id}
        type="search"
        name="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search frocks, tees, ethnic sets…"
        autoComplete="off"
        enterKeyHint="search"
        className="h-11 w-full rounded-full border border-line bg-paper pl-4 pr-12 text-[15px] text-ink shadow-[inset_0_1px_2px_rgb(27_36_64/0.05)] placeholder:text-ink-soft/80 focus:border-accent focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent [&::-webkit-search-cancel-button]:hidden"
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute right-1 top-1 grid size-9 place-items-center rounded-full bg-accent text-white transition-colors hover:bg-accent-strong"
      >
        <Search className="size-4" aria-hidden="true" />
      </button>
    </form>
  );
}
