import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton, skeletonKeys } from '../../../../components/Skeleton.tsx';
import { formatCount } from '../../../../lib/format.ts';
import type { FacetGroup, FacetItem } from './facet-groups.ts';

const LIST_SHOWN_AT_FIRST = 8;

/** One value as a tickable chip: the box is hidden, the chip shows its state and its focus. */
function Chip({ item, onToggle }: { item: FacetItem; onToggle: (on: boolean) => void }) {
  return (
    <label className="cursor-pointer">
      <input
        type="checkbox"
        checked={item.checked}
        onChange={(event) => onToggle(event.target.checked)}
        className="peer sr-only"
      />
      <span className="inline-flex min-h-9 items-center gap-1 rounded-full border border-line bg-paper px-3 text-sm font-semibold text-ink transition peer-checked:border-accent peer-checked:bg-accent peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent hover:border-accent">
        {item.label}{' '}
        {item.count === null ? null : (
          <span className="text-xs font-medium opacity-75">({formatCount(item.count)})</span>
        )}
      </span>
    </label>
  );
}

/** One value as a checklist row, a colour with its swatch. */
function Row({ item, onToggle }: { item: FacetItem; onToggle: (on: boolean) => void }) {
  return (
    <label className="flex cursor-pointer items-center gap-2.5 rounded-lg px-2 py-1.5 text-sm text-ink hover:bg-accent-soft/60 has-[:checked]:font-semibold">
      <input
        type="checkbox"
        checked={item.checked}
        onChange={(event) => onToggle(event.target.checked)}
        className="size-4 shrink-0 rounded accent-accent"
      />
      {item.swatch !== undefined ? (
        <span
          aria-hidden="true"
          className="size-5 shrink-0 rounded-full ring-1 ring-ink/15"
          style={{ background: item.swatch ?? 'conic-gradient(#f4a7b9, #a7c7e7, #ffe29a, #b8e0c8, #f4a7b9)' }}
        />
      ) : null}
      <span className="min-w-0 flex-1 truncate">{item.label}</span>{' '}
      {item.count === null ? null : (
        <span className="shrink-0 text-xs text-ink-soft">({formatCount(item.count)})</span>
      )}
    </label>
  );
}

/**
 * A filter by value (sizes, gender, colour, category) with each value's count beside it: chips for
 * short values, a checklist for names. Several values may be ticked at once. Hidden when there is
 * nothing to offer; skeleton chips while the first counts load.
 */
export function FacetFilter({
  group,
  layout,
  noun = 'values',
  loading,
  onToggle,
}: {
  group: FacetGroup;
  layout: 'chips' | 'list';
  /** What the folded list's button names ('colours'). */
  noun?: string;
  loading: boolean;
  onToggle: (value: string, on: boolean) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const { t } = useTranslation('catalog');
  if (group.items.length === 0 && !loading) return null;

  const legend = <legend className="mb-2 text-sm font-bold text-ink">{group.legend}</legend>;
  if (group.items.length === 0) {
    return (
      <fieldset aria-busy="true">
        {legend}
        <div className="flex flex-wrap gap-2" aria-hidden="true">
          {skeletonKeys(4).map((key) => (
            <Skeleton key={key} className="h-9 w-16 rounded-full" />
          ))}
        </div>
      </fieldset>
    );
  }

  if (layout === 'chips') {
    // A long list in its parts (ages, then shoe sizes), each with its heading but the first.
    const sections: { name: string | undefined; items: FacetItem[] }[] = [];
    for (const item of group.items) {
      const last = sections.at(-1);
      if (last && last.name === item.section) last.items.push(item);
      else sections.push({ name: item.section, items: [item] });
    }
    return (
      <fieldset>
        {legend}
        {sections.map((section) => (
          <div key={section.name ?? 'main'} className={section.name ? 'mt-3' : undefined}>
            {section.name ? (
              <p className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-ink-soft">
                {section.name}
              </p>
            ) : null}
            <ul className="flex flex-wrap gap-2">
              {section.items.map((item) => (
                <li key={item.value}>
                  <Chip item={item} onToggle={(on) => onToggle(item.value, on)} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </fieldset>
    );
  }

  // Chosen values stay visible when the list is folded.
  const shown = expanded
    ? group.items
    : group.items.filter((item, index) => index < LIST_SHOWN_AT_FIRST || item.checked);
  return (
    <fieldset>
      {legend}
      <ul className="flex flex-col gap-0.5">
        {shown.map((item) => (
          <li key={item.value}>
            <Row item={item} onToggle={(on) => onToggle(item.value, on)} />
          </li>
        ))}
      </ul>
      {group.items.length > shown.length || expanded ? (
        <button
          type="button"
          onClick={() => setExpanded((value) => !value)}
          aria-expanded={expanded}
          className="mt-1 px-2 text-sm font-semibold text-accent underline-offset-2 hover:underline"
        >
          {expanded
            ? t('listing.facets.showFewer', { noun })
            : t('listing.facets.showAll', { count: group.items.length, noun })}
        </button>
      ) : null}
    </fieldset>
  );
}
