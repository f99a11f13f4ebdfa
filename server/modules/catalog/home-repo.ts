import { and, asc, desc, eq, gt, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { HomeSectionKey } from '../../../contract/admin-home.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import {
  brands,
  categories,
  featuredProducts,
  homeSectionSettings,
  lowestPriceCards,
  offerCards,
  productSliders,
  products,
  referralArticles,
  topPicks,
  topSaleSections,
  trendingCards,
} from './schema.ts';

// SQL for the home page's merchandising lists and the referral content articles.

export const HOME_NEW_ARRIVALS = 8;
export const HOME_FEATURED = 12;

/** Which items the home shows: those visible (unless hidden ones are asked for too) and inside their window. */
export interface HomeMoment {
  at: Date;
  /** The console's preview: hidden items and switched-off sections are shown too. */
  showHidden: boolean;
}

interface Windowed {
  isVisible: AnyPgColumn;
  startsAt: AnyPgColumn;
  endsAt: AnyPgColumn;
}

/** starts_at ≤ at < ends_at (a missing side is open), and visible unless hidden ones are shown. */
function shownAt(t: Windowed, { at, showHidden }: HomeMoment): SQL | undefined {
  return and(
    showHidden ? undefined : eq(t.isVisible, true),
    or(isNull(t.startsAt), lte(t.startsAt, at)),
    or(isNull(t.endsAt), gt(t.endsAt, at)),
  );
}

/** The sections switched off as a whole (a section without a row is on). */
export async function sectionsOff(db: Db): Promise<Set<HomeSectionKey>> {
  const rows = await db
    .select({ section: homeSectionSettings.section })
    .from(homeSectionSettings)
    .where(eq(homeSectionSettings.isVisible, false));
  return new Set(rows.map((r) => r.section as HomeSectionKey));
}

export async function homeLists(db: Db, moment: HomeMoment) {
  const off = moment.showHidden ? new Set<HomeSectionKey>() : await sectionsOff(db);
  /** A section's rows, or none when the section is switched off. */
  const unless = <T>(section: HomeSectionKey, rows: () => Promise<T[]>): Promise<T[]> =>
    off.has(section) ? Promise.resolve([]) : rows();
  const brandsShown = !off.has('brands') || !off.has('brandMarquee');
  const [sliders, sales, picks, offers, trending, lowest, brandRows, categoryRows, featured, newest] =
    await Promise.all([
      unless('slider', () =>
        db
          .select({
            _id: productSliders.id,
            image: productSliders.image,
            title: productSliders.title,
            link: productSliders.link,
          })
          .from(productSliders)
          .where(shownAt(productSliders, moment))
          .orderBy(asc(productSliders.position)),
      ),
      unless('topSale', () =>
        db
          .select({
            _id: topSaleSections.id,
            image: topSaleSections.image,
            title: topSaleSections.title,
            description: topSaleSections.description,
            link: topSaleSections.link,
          })
          .from(topSaleSections)
          .where(shownAt(topSaleSections, moment))
          .orderBy(asc(topSaleSections.position)),
      ),
      unless('topPick', () =>
        db
          .select({
            _id: topPicks.id,
            image: topPicks.image,
            title: topPicks.title,
            description: topPicks.description,
            link: topPicks.link,
          })
          .from(topPicks)
          .where(shownAt(topPicks, moment))
          .orderBy(asc(topPicks.position)),
      ),
      unless('offer', () =>
        db
          .select({
            _id: offerCards.id,
            image: offerCards.image,
            title: offerCards.title,
            description: offerCards.description,
            articleId: offerCards.articleId,
            link: offerCards.link,
          })
          .from(offerCards)
          .where(shownAt(offerCards, moment))
          .orderBy(asc(offerCards.position)),
      ),
      unless('trending', () =>
        db
          .select({
            _id: trendingCards.id,
            image: trendingCards.image,
            title: trendingCards.title,
            description: trendingCards.description,
            affordablePrice: trendingCards.affordablePrice,
            productType: trendingCards.productType,
            link: trendingCards.link,
          })
          .from(trendingCards)
          .where(shownAt(trendingCards, moment))
          .orderBy(asc(trendingCards.position)),
      ),
      unless('lowestPrice', () =>
        db
          .select({
            _id: lowestPriceCards.id,
            image: lowestPriceCards.image,
            description: lowestPriceCards.description,
            startingPrice: lowestPriceCards.startingPrice,
            productTypes: lowestPriceCards.productTypes,
            link: lowestPriceCards.link,
          })
          .from(lowestPriceCards)
          .where(shownAt(lowestPriceCards, moment))
          .orderBy(asc(lowestPriceCards.position)),
      ),
      // Hidden brands and categories stay on their products but leave the home's rows.
      brandsShown
        ? db
            .select({
              _id: brands.id,
              name: brands.name,
              image: brands.image,
              logo: brands.logo,
              isFeatured: brands.isFeatured,
            })
            .from(brands)
            .where(eq(brands.isVisible, true))
            .orderBy(asc(brands.position), asc(brands.name))
        : Promise.resolve([]),
      unless('categories', () =>
        db
          .select({ _id: categories.id, name: categories.name, image: categories.image })
          .from(categories)
          .where(eq(categories.isVisible, true))
          .orderBy(asc(categories.position), asc(categories.name)),
      ),
      // The first live ones: a draft or archived product in the list leaves room for the next.
      unless('featured', () =>
        db
          .select({ id: featuredProducts.productId })
          .from(featuredProducts)
          .innerJoin(products, eq(products.id, featuredProducts.productId))
          .where(eq(products.isActive, true))
          .orderBy(asc(featuredProducts.position))
          .limit(HOME_FEATURED),
      ),
      unless('newArrivals', () =>
        db
          .select({ id: products.id })
          .from(products)
          .where(eq(products.isActive, true))
          .orderBy(desc(products.createdAt), desc(products.id))
          .limit(HOME_NEW_ARRIVALS),
      ),
    ]);
  return {
    sliders,
    sales,
    picks,
    offers,
    trending,
    lowest,
    brandRows: off.has('brands') ? [] : brandRows,
    marqueeRows: off.has('brandMarquee') ? [] : brandRows,
    categoryRows,
    featured,
    newest,
  };
}

const WINDOWED = [
  'product_sliders',
  'top_sale_sections',
  'top_picks',
  'offer_cards',
  'trending_cards',
  'lowest_price_cards',
] as const;

/**
 * The next time after `at` when a visible item starts or ends (the home changes then by itself), or
 * null when none is to come.
 */
export async function nextHomeChange(db: Db, at: Date): Promise<Date | null> {
  const after = sql`${at.toISOString()}::timestamptz`;
  const moments = sql.join(
    WINDOWED.map(
      (
        table,
      ) => sql`SELECT starts_at AS t FROM ${sql.identifier(table)} WHERE is_visible AND starts_at > ${after}
        UNION ALL SELECT ends_at FROM ${sql.identifier(table)} WHERE is_visible AND ends_at > ${after}`,
    ),
    sql` UNION ALL `,
  );
  const [row] = await queryRows<{ next: Date | string | null }>(
    db,
    sql`SELECT min(t) AS next FROM (${moments}) AS moments`,
  );
  return row?.next ? new Date(row.next) : null;
}

export function articleById(db: Db, id: string) {
  return db
    .select({
      _id: referralArticles.id,
      title: referralArticles.title,
      description: referralArticles.description,
      image: referralArticles.image,
      createdAt: referralArticles.createdAt,
    })
    .from(referralArticles)
    .where(eq(referralArticles.id, id))
    .limit(1);
}
