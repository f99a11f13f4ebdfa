import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  brands,
  categories,
  featuredProducts,
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

export async function homeLists(db: Db) {
  const [sliders, sales, picks, offers, trending, lowest, brandRows, categoryRows, featured, newest] =
    await Promise.all([
      db
        .select({ _id: productSliders.id, image: productSliders.image, title: productSliders.title })
        .from(productSliders)
        .orderBy(asc(productSliders.position)),
      db
        .select({
          _id: topSaleSections.id,
          image: topSaleSections.image,
          title: topSaleSections.title,
          description: topSaleSections.description,
        })
        .from(topSaleSections)
        .orderBy(asc(topSaleSections.position)),
      db
        .select({
          _id: topPicks.id,
          image: topPicks.image,
          title: topPicks.title,
          description: topPicks.description,
        })
        .from(topPicks)
        .orderBy(asc(topPicks.position)),
      db
        .select({
          _id: offerCards.id,
          image: offerCards.image,
          title: offerCards.title,
          description: offerCards.description,
          articleId: offerCards.articleId,
        })
        .from(offerCards)
        .orderBy(asc(offerCards.position)),
      db
        .select({
          _id: trendingCards.id,
          image: trendingCards.image,
          title: trendingCards.title,
          description: trendingCards.description,
          affordablePrice: trendingCards.affordablePrice,
          productType: trendingCards.productType,
        })
        .from(trendingCards)
        .orderBy(asc(trendingCards.position)),
      db
        .select({
          _id: lowestPriceCards.id,
          image: lowestPriceCards.image,
          description: lowestPriceCards.description,
          startingPrice: lowestPriceCards.startingPrice,
          productTypes: lowestPriceCards.productTypes,
        })
        .from(lowestPriceCards)
        .orderBy(asc(lowestPriceCards.position)),
      db
        .select({
          _id: brands.id,
          name: brands.name,
          image: brands.image,
          logo: brands.logo,
          isFeatured: brands.isFeatured,
        })
        .from(brands)
        .orderBy(asc(brands.position), asc(brands.name)),
      db
        .select({ _id: categories.id, name: categories.name, image: categories.image })
        .from(categories)
        .orderBy(asc(categories.position), asc(categories.name)),
      db
        .select({ id: featuredProducts.productId })
        .from(featuredProducts)
        .orderBy(asc(featuredProducts.position))
        .limit(HOME_FEATURED),
      db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.isActive, true))
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(HOME_NEW_ARRIVALS),
    ]);
  return { sliders, sales, picks, offers, trending, lowest, brandRows, categoryRows, featured, newest };
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
