import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListingFacets } from '../../../../../contract/catalog.ts';
import { useCategories } from '../../api/categories.ts';
import type { ListingState } from '../listing-params.ts';
import { type FacetGroup, facetGroups, localizedGroups } from './facet-groups.ts';

/**
 * The value filters' groups for the listing. While new counts load (a value was just ticked) the last
 * ones stay on screen, so the panel does not flicker; a chosen category the counts do not name is
 * named from the category list (asked only then).
 */
export function useFacetGroups(
  state: ListingState,
  current: ListingFacets | undefined,
  pending: boolean,
): { groups: FacetGroup[]; loading: boolean } {
  const [last, setLast] = useState<ListingFacets | null>(null);
  if (current && current !== last) setLast(current);
  const facets = current ?? (pending ? last : null);
  const unnamed = state.categories.some((id) => !facets?.category.some((item) => item.value === id));
  const categories = useCategories({ enabled: unnamed });
  const { t } = useTranslation('catalog');
  const groups = useMemo(() => {
    const names = new Map((categories.data ?? []).map((category) => [category._id, category.name]));
    return localizedGroups(facetGroups(state, facets, names), t);
  }, [state, facets, categories.data, t]);
  return { groups, loading: pending && facets === null };
}
