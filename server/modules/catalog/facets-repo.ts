import { sql } from 'drizzle-orm';
import {
  type ColourFacetCount,
  type FacetCount,
  GENDER_LABELS,
  GENDERS,
  type LabelledFacetCount,
  type ListingFacets,
} from '../../../contract/catalog.ts';
import { AGE_SIZES, SHOE_SIZES } from '../../../contract/constants.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { conditions, type ListingFilter } from './listing-repo.ts';

// The listing's facets: for the current filter, how many products each size, gender, colour and
// category would show. Counts are disjunctive: each facet applies every filter but its own, so a
// chosen size still shows what the other sizes would add.
//
// At 100,000 products a facet filter chosen means counting over most of the catalogue (a size's
// facet ignores the size chosen), and one pass of unnest-and-count over it cost 250-500 ms. So the
// counting is split in two. SQL groups the products the *other* filters leave (search, price,
// brand, type, collections…) by their facet values — in-stock sizes, colours, gender, category —
// into "profiles" with a count each: about 10,000 rows for the whole catalogue, one round trip with
// the categories' names. That answer depends only on those other filters, so the service keeps it
// briefly and every choice of size, gender, colour and category folds the same profiles into exact
// counts in a few milliseconds (facetCounts below), instead of asking the database again per click.

/** Products sharing their facet values, and how many they are. */
export interface FacetProfile {
  sizes: string[];
  colours: string[];
  gender: string;
  category: string;
  count: number;
}

/** What the facets of one set of "other" filters are counted from. */
export interface FacetBase {
  profiles: FacetProfile[];
  /** The categories shoppers see, in the shop's order (hidden ones are not offered as a filter). */
  categories: { id: string; name: string }[];
}

/** The facets' own filters (each facet ignores its own). */
export type FacetSelection = Pick<ListingFilter, 'sizes' | 'genders' | 'colours' | 'categoryIds'>;

/** The filter without its facets' own filters: what the profiles are grouped from. */
export function withoutFacetFilters(f: ListingFilter): ListingFilter {
  const { sizes: _s, genders: _g, colours: _c, categoryIds: _k, ...rest } = f;
  return rest;
}

type JsonValue<T> = T | string;
const parsed = <T>(value: JsonValue<T> | null): T | null =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/** The profiles of the products a filter (without its facet filters) leaves, with the categories. */
export async function facetBase(db: Db, rest: ListingFilter): Promise<FacetBase> {
  // One row of two JSON values: arrays parse far faster as JSON than as 10,000 rows of text[].
  const [row] = await queryRows<{
    profiles: JsonValue<[string[], string[], string, string, number][]> | null;
    categories: JsonValue<{ id: string; name: string }[]> | null;
  }>(
    db,
    sql`SELECT
      (SELECT json_agg(json_build_array(g.sizes, g.colours, g.gender, g.category, g.n))
       FROM (
         SELECT p.in_stock_sizes AS sizes, p.colours, p.gender, p.category_id AS category, count(*)::int AS n
         FROM products p WHERE ${conditions(rest)}
         GROUP BY 1, 2, 3, 4
       ) g) AS profiles,
      (SELECT json_agg(json_build_object('id', c.id, 'name', c.name) ORDER BY c.position, c.name)
       FROM categories c WHERE c.is_visible) AS categories`,
  );
  return {
    profiles: (parsed(row?.profiles ?? null) ?? []).map(([sizes, colours, gender, category, count]) => ({
      sizes,
      colours,
      gender,
      category,
      count,
    })),
    categories: parsed(row?.categories ?? null) ?? [],
  };
}

/** Each colour name's swatch (lower-case name → #RRGGBB): the first hex the catalogue gives it. */
export async function colourSwatches(db: Db): Promise<Map<string, string>> {
  const rows = await queryRows<{ name: string; swatch: string }>(
    db,
    sql`SELECT lower(color_name) AS name, min(color) AS swatch FROM product_variants GROUP BY 1`,
  );
  return new Map(rows.map((r) => [r.name, r.swatch]));
}

const SIZE_ORDER = new Map<string, number>([...AGE_SIZES, ...SHOE_SIZES].map((size, i) => [size, i]));

function bySizeOrder(a: FacetCount, b: FacetCount): number {
  const ia = SIZE_ORDER.get(a.value) ?? Number.MAX_SAFE_INTEGER;
  const ib = SIZE_ORDER.get(b.value) ?? Number.MAX_SAFE_INTEGER;
  return ia - ib || a.value.localeCompare(b.value);
}

/** 'sky blue' → 'Sky Blue'. */
export function colourLabel(name: string): string {
  return name.replace(/(^|[\s-])(\p{L})/gu, (_, gap: string, letter: string) => gap + letter.toUpperCase());
}

/** Values counting 0 are left out unless chosen (a chosen one stays, to be seen and removed). */
function keep(count: number, value: string, chosen: readonly string[] | undefined): boolean {
  return count > 0 || (chosen?.includes(value) ?? false);
}

/** A facet filter as a test on one profile's values (the listing's SQL conditions, the same meanings). */
function anyOf(chosen: readonly string[] | undefined): (values: readonly string[]) => boolean {
  if (!chosen?.length) return () => true;
  const wanted = new Set(chosen);
  return (values) => values.some((v) => wanted.has(v));
}
/** The same for a single value (gender, category). */
function oneOf(chosen: readonly string[] | undefined): (value: string) => boolean {
  if (!chosen?.length) return () => true;
  const wanted = new Set(chosen);
  return (value) => wanted.has(value);
}

function add(counts: Map<string, number>, key: string, n: number) {
  counts.set(key, (counts.get(key) ?? 0) + n);
}

/** The four facets for a selection, folded from the profiles of the other filters. */
export function facetCounts(
  base: FacetBase,
  selection: FacetSelection,
  swatches: ReadonlyMap<string, string>,
): ListingFacets {
  const sizeOk = anyOf(selection.sizes);
  const colourOk = anyOf(selection.colours);
  const categoryOk = oneOf(selection.categoryIds);
  // Boys and girls include unisex products (as the listing's gender filter does).
  const genders = selection.genders?.length
    ? [
        ...selection.genders,
        ...(selection.genders.some((g) => g === 'boys' || g === 'girls') ? ['unisex'] : []),
      ]
    : undefined;
  const genderOk = oneOf(genders);

  const sizes = new Map<string, number>();
  const byGender = new Map<string, number>();
  const colours = new Map<string, number>();
  const categories = new Map<string, number>();
  for (const p of base.profiles) {
    const s = sizeOk(p.sizes);
    const g = genderOk(p.gender);
    const c = colourOk(p.colours);
    const k = categoryOk(p.category);
    if (g && c && k) for (const size of p.sizes) add(sizes, size, p.count);
    if (s && c && k) add(byGender, p.gender, p.count);
    if (s && g && k) for (const colour of p.colours) add(colours, colour, p.count);
    if (s && g && c) add(categories, p.category, p.count);
  }

  const size = [...new Set([...sizes.keys(), ...(selection.sizes ?? [])])]
    .map((value) => ({ value, count: sizes.get(value) ?? 0 }))
    .filter((item) => keep(item.count, item.value, selection.sizes))
    .sort(bySizeOrder);

  // A gender's count is what choosing it alone shows: boys and girls include unisex products.
  const unisex = byGender.get('unisex') ?? 0;
  const gender = GENDERS.map((value) => ({
    value,
    label: GENDER_LABELS[value],
    count: (byGender.get(value) ?? 0) + (value === 'unisex' ? 0 : unisex),
  })).filter((item) => keep(item.count, item.value, selection.genders));

  const colour: ColourFacetCount[] = [...new Set([...colours.keys(), ...(selection.colours ?? [])])]
    .map((value) => ({
      value,
      label: colourLabel(value),
      count: colours.get(value) ?? 0,
      swatch: swatches.get(value) ?? null,
    }))
    .filter((item) => keep(item.count, item.value, selection.colours))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));

  const category: LabelledFacetCount[] = base.categories
    .map((c) => ({ value: c.id, label: c.name, count: categories.get(c.id) ?? 0 }))
    .filter((item) => keep(item.count, item.value, selection.categoryIds));

  return { size, gender, colour, category };
}
