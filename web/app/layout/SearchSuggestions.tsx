import { Clock, Search, X } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { SearchSuggestionItem } from '../../../contract/search.ts';
import { SUGGESTION_GROUPS } from './search-suggest.ts';

// The header search's pop-up list: the recent searches while the box is empty, or the suggestions for
// what is being typed, grouped under small headings. It is the listbox of the search box's combobox: the
// box keeps the focus and points at the highlighted option (aria-activedescendant), so arrow keys, Enter
// and Escape work from the box; a click chooses without taking the focus away.

export type SearchOption =
  | { kind: 'recent'; text: string }
  | { kind: 'suggestion'; item: SearchSuggestionItem };

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

const keepFocus = (event: MouseEvent) => event.preventDefault();

const optionClass = (active: boolean) =>
  `flex min-h-11 cursor-pointer items-center gap-3 px-4 py-2 text-[15px] text-ink ${
    active ? 'bg-sky/70 text-accent-strong' : 'hover:bg-sky/40'
  }`;

function Option({
  id,
  active,
  onChoose,
  onHover,
  children,
}: {
  id: string;
  active: boolean;
  onChoose: () => void;
  onHover: () => void;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works the list from the search box (aria-activedescendant), as the combobox pattern has it.
    <div
      id={id}
      role="option"
      // Never focused itself (the box keeps the focus); -1 only marks it as an option.
      tabIndex={-1}
      aria-selected={active}
      className={optionClass(active)}
      onMouseDown={keepFocus}
      onMouseEnter={onHover}
      onClick={onChoose}
    >
      {children}
    </div>
  );
}

function SuggestionText({ item }: { item: SearchSuggestionItem }) {
  const { t } = useTranslation('common');
  return (
    <>
      <Search className="size-4 shrink-0 text-ink-soft" aria-hidden="true" />
      <span className="min-w-0 flex-1 truncate">
        {item.label}
        {item.kind === 'subcategory' ? (
          <>
            {' '}
            <span className="text-ink-soft">{t('search.inParent', { parent: item.parent })}</span>
          </>
        ) : null}
      </span>
    </>
  );
}

export function SearchSuggestions({
  listId,
  options,
  active,
  onChoose,
  onHover,
  onRemove,
  onClear,
}: {
  listId: string;
  options: readonly SearchOption[];
  active: number;
  onChoose: (index: number) => void;
  onHover: (index: number) => void;
  onRemove: (text: string) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('common');
  const recent = options[0]?.kind === 'recent';
  const panel =
    'absolute left-0 right-0 top-full z-40 mt-2 max-h-[70vh] overflow-y-auto rounded-2xl bg-paper py-2 shadow-soft ring-1 ring-line/70';
  const heading = 'px-4 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-ink-soft';

  if (recent) {
    return (
      <div className={panel}>
        <div className="flex items-center justify-between pr-2">
          <p id={`${listId}-heading`} className={heading}>
            {t('search.recent')}
          </p>
          <button
            type="button"
            onMouseDown={keepFocus}
            onClick={onClear}
            className="min-h-11 rounded-full px-3 text-sm font-semibold text-accent hover:text-accent-strong focus-visible:outline-2 focus-visible:outline-accent"
          >
            {t('search.clear')}
          </button>
        </div>
        <div id={listId} role="listbox" aria-labelledby={`${listId}-heading`}>
          {options.map((option, index) =>
            option.kind === 'recent' ? (
              <Option
                key={option.text}
                id={optionId(listId, index)}
                active={index === active}
                onChoose={() => onChoose(index)}
                onHover={() => onHover(index)}
              >
                <Clock className="size-4 shrink-0 text-ink-soft" aria-hidden="true" />
                <span className="min-w-0 flex-1 truncate">{option.text}</span>
                {/* For the pointer; keyboard users press Delete on the highlighted search (announced by the box). */}
                <span
                  aria-hidden="true"
                  title={t('search.remove', { text: option.text })}
                  data-testid="remove-recent"
                  className="-mr-2 grid size-9 shrink-0 place-items-center rounded-full text-ink-soft hover:bg-cream hover:text-ink"
                  onMouseDown={keepFocus}
                  onClick={(event) => {
                    event.stopPropagation();
                    onRemove(option.text);
                  }}
                >
                  <X className="size-4" />
                </span>
              </Option>
            ) : null,
          )}
        </div>
      </div>
    );
  }

  const indexed = options.map((option, index) => ({ option, index }));
  return (
    <div className={panel}>
      <div id={listId} role="listbox" aria-label={t('search.suggestions')}>
        {SUGGESTION_GROUPS.map((group) => {
          const members = indexed.filter(
            ({ option }) => option.kind === 'suggestion' && group.kinds.includes(option.item.kind),
          );
          if (members.length === 0) return null;
          const headingId = `${listId}-${group.key}`;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a listbox's group of options, as the grouped listbox pattern has it (a fieldset is for form controls).
            <div key={group.key} role="group" aria-labelledby={headingId}>
              <div role="presentation" id={headingId} className={heading}>
                {t(`search.groups.${group.key}`)}
              </div>
              {members.map(({ option, index }) =>
                option.kind === 'suggestion' ? (
                  <Option
                    key={index}
                    id={optionId(listId, index)}
                    active={index === active}
                    onChoose={() => onChoose(index)}
                    onHover={() => onHover(index)}
                  >
                    <SuggestionText item={option.item} />
                  </Option>
                ) : null,
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
