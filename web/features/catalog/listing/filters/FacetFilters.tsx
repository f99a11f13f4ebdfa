import type { FacetParam, ParamChanges } from '../listing-params.ts';
import { FacetFilter } from './FacetFilter.tsx';
import { type FacetGroup, toggleChange } from './facet-groups.ts';

const LAYOUT: Record<FacetParam, { layout: 'chips' | 'list'; noun: string }> = {
  size: { layout: 'chips', noun: 'sizes' },
  gender: { layout: 'chips', noun: 'genders' },
  colour: { layout: 'list', noun: 'colours' },
  category: { layout: 'list', noun: 'categories' },
};

/** The panel's filters by value: age / size, gender, colour and category, each with its counts. */
export function FacetFilters({
  groups,
  loading,
  onChange,
}: {
  groups: readonly FacetGroup[];
  /** The first counts are on their way. */
  loading: boolean;
  onChange: (changes: ParamChanges) => void;
}) {
  return (
    <>
      {groups.map((group) => (
        <FacetFilter
          key={group.param}
          group={group}
          {...LAYOUT[group.param]}
          loading={loading}
          onToggle={(value, on) => onChange(toggleChange(group, value, on))}
        />
      ))}
    </>
  );
}
