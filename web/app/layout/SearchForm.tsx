import { Search } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ROUTES } from '../../../contract/routes.ts';
import { listingUrl } from '../../lib/listing-url.ts';
import {
  addRecentSearch,
  clearRecentSearches,
  removeRecentSearch,
  useRecentSearches,
} from './recent-searches.ts';
import { optionId, type SearchOption, SearchSuggestions } from './SearchSuggestions.tsx';
import { SUGGESTION_GROUPS, suggestionUrl, useSearchSuggestions } from './search-suggest.ts';

// The header search box (phone and desktop): a combobox. Empty and focused, it lists the recent searches
// kept on this device; while typing, suggestions (categories, product types, products). Arrow keys move
// through the list, Enter opens the highlighted one (or searches the text), Escape closes the list and
// then clears the box. Searching a text opens the listing with `search` and a cache-buster.

function searchFromLocation(pathname: string, search: string): string {
  if (pathname !== ROUTES.allProducts) return '';
  return new URLSearchParams(search).get('search') ?? '';
}

const groupOrder = (option: SearchOption) =>
  option.kind === 'suggestion' ? SUGGESTION_GROUPS.findIndex((g) => g.kinds.includes(option.item.kind)) : 0;

export function SearchForm({ className = '' }: { className?: string }) {
  const id = useId();
  const { t } = useTranslation('common');
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const [text, setText] = useState(() => searchFromLocation(location.pathname, location.search));
  const [focused, setFocused] = useState(false);
  // Typed since the box was focused: the text the listing put there does not open suggestions by itself.
  const [typed, setTyped] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  const recent = useRecentSearches();
  const blank = text.trim() === '';
  const suggestions = useSearchSuggestions(text, focused && typed && !blank);

  // Keep the box in step with the listing's URL (e.g. after Back), and clear it elsewhere.
  useEffect(() => {
    setText(searchFromLocation(location.pathname, location.search));
    setTyped(false);
  }, [location.pathname, location.search]);

  const options = useMemo<SearchOption[]>(() => {
    if (blank) return recent.map((search) => ({ kind: 'recent', text: search }));
    if (!typed) return [];
    const items = (suggestions.data ?? []).map((item): SearchOption => ({ kind: 'suggestion', item }));
    return items.sort((a, b) => groupOrder(a) - groupOrder(b));
  }, [blank, recent, typed, suggestions.data]);
  const open = focused && !dismissed && options.length > 0;
  const highlighted = open && active >= 0 && active < options.length ? active : -1;
  const showingRecent = open && options[0]?.kind === 'recent';

  function close() {
    setDismissed(true);
    setActive(-1);
  }

  function go(url: string) {
    close();
    input.current?.blur();
    navigate(url);
  }

  function searchText(query: string) {
    addRecentSearch(query);
    go(listingUrl({ search: query }));
  }

  function choose(index: number) {
    const option = options[index];
    if (!option) return;
    if (option.kind === 'recent') {
      setText(option.text);
      searchText(option.text);
    } else {
      go(suggestionUrl(option.item));
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (highlighted >= 0) {
      choose(highlighted);
      return;
    }
    const query = text.trim();
    if (query === '') return;
    searchText(query);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      if (!open) {
        setDismissed(false);
        setActive(down ? 0 : count - 1);
        return;
      }
      setActive(down ? (highlighted + 1) % count : highlighted <= 0 ? count - 1 : highlighted - 1);
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        close();
      } else if (text !== '') {
        event.preventDefault();
        setText('');
        setDismissed(false);
      }
    } else if (event.key === 'Delete' && showingRecent && highlighted >= 0) {
      const option = options[highlighted];
      if (option?.kind === 'recent') {
        event.preventDefault();
        removeRecentSearch(option.text);
        setActive(Math.min(highlighted, count - 2));
      }
    }
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Safari before 17 (and jsdom); role="search" on a form is the long-standing equivalent.
    <form
      role="search"
      onSubmit={onSubmit}
      className={`relative ${className}`}
      onBlur={(event) => {
        // Focus moving to the list's own buttons (Clear) keeps it open.
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        setFocused(false);
        setActive(-1);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <input
        ref={input}
        id={id}
        type="search"
        name="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={highlighted >= 0 ? optionId(listId, highlighted) : undefined}
        aria-describedby={showingRecent ? hintId : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setTyped(true);
          setDismissed(false);
          setActive(-1);
        }}
        onFocus={() => {
          setFocused(true);
          setDismissed(false);
        }}
        onKeyDown={onKeyDown}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        className="h-11 w-full rounded-full border border-line bg-paper pl-4 pr-12 text-[15px] text-ink shadow-[inset_0_1px_2px_rgb(27_36_64/0.05)] placeholder:text-ink-soft/80 focus:border-accent focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent [&::-webkit-search-cancel-button]:hidden"
      />
      <span id={hintId} className="sr-only">
        {t('search.deleteHint')}
      </span>
      <button
        type="submit"
        aria-label={t('search.submit')}
        className="absolute right-1 top-1 grid size-9 place-items-center rounded-full bg-accent text-white transition-colors hover:bg-accent-strong"
      >
        <Search className="size-4" aria-hidden="true" />
      </button>
      {open ? (
        <SearchSuggestions
          listId={listId}
          options={options}
          active={highlighted}
          onChoose={choose}
          onHover={setActive}
          onRemove={removeRecentSearch}
          onClear={() => {
            clearRecentSearches();
            input.current?.focus();
          }}
        />
      ) : null}
    </form>
  );
}
