import { Baby } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ListingState, ParamChanges } from '../listing-params.ts';
import { childShortcut, shortcutActive, shortcutChange, useListingChildren } from './child-sizes.ts';

/** A row of "Show sizes for Aarav (3Y)" chips, one per child, when the signed-in shopper has children. */
export function ChildSizeChips({
  state,
  onChange,
}: {
  state: ListingState;
  onChange: (changes: ParamChanges) => void;
}) {
  const children = useListingChildren();
  const { t } = useTranslation('catalog');
  const today = new Date();
  const shortcuts = children.flatMap((child) => childShortcut(child, today) ?? []);
  if (shortcuts.length === 0) return null;
  return (
    <ul
      className="no-scrollbar -mx-4 mt-3 flex gap-2 overflow-x-auto px-4 md:mx-0 md:flex-wrap md:px-0"
      aria-label={t('listing.childSizes.label')}
    >
      {shortcuts.map((shortcut) => {
        const active = shortcutActive(shortcut, state);
        return (
          <li key={shortcut.id} className="shrink-0">
            <button
              type="button"
              aria-pressed={active}
              onClick={() => onChange(shortcutChange(shortcut, state))}
              className={`inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold transition ${
                active
                  ? 'border-accent bg-accent text-white'
                  : 'border-line bg-paper text-ink hover:border-accent hover:text-accent'
              }`}
            >
              <Baby className="size-4" aria-hidden="true" />
              {t('listing.childSizes.show', { name: shortcut.name, age: shortcut.age })}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
