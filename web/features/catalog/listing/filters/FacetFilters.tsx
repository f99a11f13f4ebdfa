import { useTranslation } from 'react-i18next';
import type { FacetParam, ParamChanges } from '../listing-params.ts';
import { FacetFilter } from './FacetFilter.tsx';
import { type FacetGroup, toggleChange } from './facet-groups.ts';

const LAYOUT: Record<FacetParam, 'chips' | 'list'> = {
  size: 'chips',
  gender: 'chips',
  colour: 'list',
  category: 'list',
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
  const { t } = useTranslation('catalog');
  return (
    <>
      {groups.map((group) => (
        <FacetFilter
          key={group.param}
          group={group}
          layout={LAYOUT[group.param]}
          noun={t(`listing.facets.nouns.${group.param}`)}
          loading={loading}
          onToggle={(value, on) => onChange(toggleChange(group, value, on))}
        />
      ))}
    </>
  );
}
