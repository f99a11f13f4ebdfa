import type { TFunction } from 'i18next';
import { GENDER_LABELS, type Gender, type ListingFacets } from '../../../../../contract/catalog.ts';
import { AGE_SIZES, SHOE_SIZES } from '../../../../../contract/constants.ts';
import { type FacetParam, facetChange, type ListingState, type ParamChanges } from '../listing-params.ts';

// What the listing's value filters show: each group's values with their counts (the answer's facets)
// and the chosen ones, even when the answer has not come yet or counts them no more.

export interface FacetItem {
  value: string;
  label: string;
  /** Products the value would show; null while unknown. */
  count: number | null;
  checked: boolean;
  /** A colour's #RRGGBB. */
  swatch?: string | null;
  /** The part of a long list it sits under (sizes: shoe sizes after the ages). */
  section?: string;
}

const AGES = new Set<string>(AGE_SIZES);
const SHOES = new Set<string>(SHOE_SIZES);
/** Ages need no heading (they come first); shoes and sizes of neither kind get theirs. */
function sizeSection(size: string): string | undefined {
  if (AGES.has(size)) return undefined;
  return SHOES.has(size) ? 'Shoe sizes' : 'Other sizes';
}

export interface FacetGroup {
  param: FacetParam;
  legend: string;
  items: FacetItem[];
}

export const FACET_LEGENDS: Record<FacetParam, string> = {
  size: 'Age / size',
  gender: 'Gender',
  colour: 'Colour',
  category: 'Category',
};

/** 'sky blue' → 'Sky Blue'. */
export function colourLabel(name: string): string {
  return name.replace(/(^|[\s-])(\p{L})/gu, (_, gap: string, letter: string) => gap + letter.toUpperCase());
}

function chosenOf(state: ListingState, param: FacetParam): readonly string[] {
  if (param === 'size') return state.sizes;
  if (param === 'gender') return state.genders;
  if (param === 'colour') return state.colours;
  return state.categories;
}

/** A value's name when the answer does not give one. */
function fallbackLabel(param: FacetParam, value: string, categoryNames: ReadonlyMap<string, string>): string {
  if (param === 'gender') return GENDER_LABELS[value as Gender] ?? value;
  if (param === 'colour') return colourLabel(value);
  if (param === 'category') return categoryNames.get(value) ?? 'Category';
  return value;
}

/**
 * The four groups in the panel's order. Counted values come in the answer's order; a chosen value the
 * answer leaves out (no answer yet) is added so it can always be seen and unticked.
 */
export function facetGroups(
  state: ListingState,
  facets: ListingFacets | null,
  categoryNames: ReadonlyMap<string, string> = new Map(),
): FacetGroup[] {
  const params: FacetParam[] = ['size', 'gender', 'colour', 'category'];
  return params.map((param) => {
    const chosen = chosenOf(state, param);
    // Sizes are their own label; colours bring a swatch.
    const answered = (facets?.[param] ?? []) as {
      value: string;
      count: number;
      label?: string;
      swatch?: string | null;
    }[];
    const counted: FacetItem[] = answered.map((item) => ({
      value: item.value,
      label: item.label ?? item.value,
      count: item.count,
      checked: chosen.includes(item.value),
      ...(param === 'colour' ? { swatch: item.swatch ?? null } : {}),
    }));
    const missing = chosen
      .filter((value) => !counted.some((item) => item.value === value))
      .map((value) => ({
        value,
        label: fallbackLabel(param, value, categoryNames),
        count: facets ? 0 : null,
        checked: true,
        ...(param === 'colour' ? { swatch: null } : {}),
      }));
    const items = [...counted, ...missing];
    return {
      param,
      legend: FACET_LEGENDS[param],
      items:
        param === 'size'
          ? items.map((item) => {
              const section = sizeSection(item.value);
              return section ? { ...item, section } : item;
            })
          : items,
    };
  });
}

/**
 * The groups in the language the page shows: legends, the size list's part headings, and the genders
 * (fixed values of the shop, unlike sizes, colours and categories, which are catalogue data).
 */
export function localizedGroups(groups: readonly FacetGroup[], t: TFunction<'catalog'>): FacetGroup[] {
  const sections: Record<string, string> = {
    'Shoe sizes': t('listing.facets.shoeSizes'),
    'Other sizes': t('listing.facets.otherSizes'),
  };
  return groups.map((group) => ({
    ...group,
    legend: t(`listing.facets.legends.${group.param}`),
    items: group.items.map((item) => ({
      ...item,
      ...(group.param === 'gender' && item.value in GENDER_LABELS
        ? { label: t(`genders.${item.value as Gender}`) }
        : {}),
      ...(item.section ? { section: sections[item.section] ?? item.section } : {}),
    })),
  }));
}

/** The URL change for ticking or unticking one value. */
export function toggleChange(group: FacetGroup, value: string, on: boolean): ParamChanges {
  const chosen = group.items.filter((item) => item.checked).map((item) => item.value);
  return facetChange(group.param, on ? [...chosen, value] : chosen.filter((v) => v !== value));
}

/** The removable chips above the results for the chosen values. */
export function facetChips(
  groups: readonly FacetGroup[],
): { key: string; label: string; changes: ParamChanges }[] {
  return groups.flatMap((group) =>
    group.items
      .filter((item) => item.checked)
      .map((item) => ({
        key: `${group.param}-${item.value}`,
        label: item.label,
        changes: toggleChange(group, item.value, false),
      })),
  );
}
