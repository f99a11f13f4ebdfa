import type { Db } from '../db/client.ts';
import {
  brands,
  categories,
  featuredProducts,
  lowestPriceCards,
  offerCards,
  productOffers,
  productSliderProducts,
  productSliders,
  products,
  productVariants,
  referralArticles,
  reviews,
  subcategories,
  topPickProducts,
  topPicks,
  topSaleSectionProducts,
  topSaleSections,
  trendingCards,
  variantSizes,
} from '../db/schema/index.ts';
import { refreshProductSummaries, refreshSearchTerms } from '../modules/catalog/summaries-repo.ts';

// A small catalogue with known values, so API tests can assert exact results.

export interface FixtureVariant {
  color: string;
  colorName: string;
  price: number; // rupees
  offerPrice?: number;
  mrp: number;
  sizes: Record<string, number>;
}

export interface FixtureProduct {
  key: string;
  name: string;
  brand: 'tiny' | 'pebble' | 'mango';
  sub: 'frocks' | 'tshirts' | 'sweaters' | 'sneakers';
  type: string;
  /** Who it is made for (unisex when not said). */
  gender?: 'boys' | 'girls' | 'unisex';
  description: string;
  material?: string;
  occasion?: string;
  rating?: number;
  sales?: number;
  daysOld: number;
  offer?: boolean;
  variants: FixtureVariant[];
}

export const FIXTURE_NOW = new Date('2026-11-20T06:00:00Z');

export const FIXTURE_PRODUCTS: FixtureProduct[] = [
  {
    key: 'frock',
    name: 'Floral Print Cotton Frock',
    brand: 'tiny',
    sub: 'frocks',
    type: 'frock',
    gender: 'girls',
    description: 'A twirly frock.\nSoft cotton for summer days.',
    material: '100% Cotton',
    occasion: 'Casual',
    rating: 4.5,
    sales: 120,
    daysOld: 3,
    offer: true,
    variants: [
      {
        color: '#F4A7B9',
        colorName: 'Blush Pink',
        price: 799,
        offerPrice: 649,
        mrp: 1299,
        sizes: { '2-3Y': 0, '3-4Y': 3 },
      },
      {
        color: '#87CEEB',
        colorName: 'Sky Blue',
        price: 799,
        offerPrice: 649,
        mrp: 1299,
        sizes: { '2-3Y': 12 },
      },
    ],
  },
  {
    key: 'party',
    name: 'Sequin Party Dress',
    brand: 'pebble',
    sub: 'frocks',
    type: 'party-dress',
    gender: 'girls',
    description: 'Sparkles for birthdays and weddings.',
    material: 'Polyester',
    occasion: 'Party',
    rating: 3.4,
    sales: 40,
    daysOld: 60,
    variants: [
      { color: '#800000', colorName: 'Maroon', price: 2499, mrp: 2999, sizes: { '5-6Y': 8, '6-7Y': 2 } },
    ],
  },
  {
    key: 'tee-blue',
    name: 'Dino Graphic T-Shirt',
    brand: 'mango',
    sub: 'tshirts',
    type: 't-shirt',
    gender: 'boys',
    description: 'Roar-some everyday tee.',
    material: '100% Cotton',
    occasion: 'Daily Wear',
    rating: 4.1,
    sales: 300,
    daysOld: 10,
    variants: [
      { color: '#1F3A93', colorName: 'Navy Blue', price: 399, mrp: 599, sizes: { '4-5Y': 20, '5-6Y': 20 } },
      { color: '#F5F5DC', colorName: 'Off White', price: 399, mrp: 599, sizes: { '4-5Y': 0 } },
    ],
  },
  {
    key: 'tee-red',
    name: 'Striped Polo T-Shirt',
    brand: 'tiny',
    sub: 'tshirts',
    type: 't-shirt',
    gender: 'boys',
    description: 'Smart stripes for school picnics.',
    material: 'Cotton Blend',
    occasion: 'Casual',
    rating: 2.5,
    sales: 10,
    daysOld: 90,
    variants: [{ color: '#C0392B', colorName: 'Red', price: 499, mrp: 499, sizes: { '6-7Y': 5 } }],
  },
  {
    key: 'sweater',
    name: 'Cable Knit Sweater',
    brand: 'pebble',
    sub: 'sweaters',
    type: 'sweater',
    description: 'Warm wool blend for winter mornings.',
    material: 'Wool Blend',
    occasion: 'Winter',
    rating: 4.8,
    sales: 75,
    daysOld: 20,
    variants: [{ color: '#6B8E23', colorName: 'Olive', price: 1499, mrp: 1999, sizes: { '8-9Y': 0 } }],
  },
  {
    key: 'sneakers',
    name: 'Light-Up Sneakers',
    brand: 'mango',
    sub: 'sneakers',
    type: 'sneakers',
    description: 'Flashing soles that make walking fun.',
    material: 'Mesh',
    occasion: 'Casual',
    rating: 0,
    sales: 5,
    daysOld: 1,
    variants: [{ color: '#FFFFFF', colorName: 'White', price: 1799, mrp: 2199, sizes: { 'UK 10C': 4 } }],
  },
];

export interface Fixture {
  ids: Record<string, string>;
  brandIds: Record<string, string>;
  categoryIds: Record<string, string>;
  subIds: Record<string, string>;
  sliderId: string;
  topPickId: string;
  topSaleId: string;
  articleId: string;
}

const paise = (rupees: number) => Math.round(rupees * 100);

export async function insertCatalogueFixture(db: Db): Promise<Fixture> {
  const [girls, boys, shoes] = await db
    .insert(categories)
    .values([
      { name: 'Girls', slug: 'girls', image: 'cat-girls.webp', position: 0 },
      { name: 'Boys', slug: 'boys', image: 'cat-boys.webp', position: 1 },
      { name: 'Footwear', slug: 'footwear', image: 'cat-footwear.webp', position: 2 },
    ])
    .returning({ id: categories.id });
  const categoryIds = { girls: girls!.id, boys: boys!.id, footwear: shoes!.id };
  const subRows = await db
    .insert(subcategories)
    .values([
      { categoryId: girls!.id, name: 'Frocks', slug: 'frocks' },
      { categoryId: boys!.id, name: 'T-shirts', slug: 't-shirts' },
      { categoryId: boys!.id, name: 'Sweaters', slug: 'sweaters' },
      { categoryId: shoes!.id, name: 'Sneakers', slug: 'sneakers' },
    ])
    .returning({ id: subcategories.id, slug: subcategories.slug, categoryId: subcategories.categoryId });
  const subIds = {
    frocks: subRows[0]!.id,
    tshirts: subRows[1]!.id,
    sweaters: subRows[2]!.id,
    sneakers: subRows[3]!.id,
  };
  const subCategory = Object.fromEntries(subRows.map((r) => [r.id, r.categoryId]));
  const brandRows = await db
    .insert(brands)
    .values([
      { name: 'Tiny Threads', slug: 'tiny-threads', logo: 'brand-tiny.webp', isFeatured: true, position: 0 },
      { name: 'Pebble & Pip', slug: 'pebble-pip', logo: 'brand-pebble.webp', position: 1 },
      { name: 'Mango Sprout', slug: 'mango-sprout', logo: 'brand-mango.webp', position: 2 },
    ])
    .returning({ id: brands.id });
  const brandIds = { tiny: brandRows[0]!.id, pebble: brandRows[1]!.id, mango: brandRows[2]!.id };

  const ids: Record<string, string> = {};
  for (const p of FIXTURE_PRODUCTS) {
    const subcategoryId = subIds[p.sub];
    const selling = p.variants.map((v) => paise(p.offer && v.offerPrice ? v.offerPrice : v.price));
    const [row] = await db
      .insert(products)
      .values({
        name: p.name,
        title: `${p.name} for kids`,
        description: p.description,
        brandId: brandIds[p.brand],
        categoryId: subCategory[subcategoryId]!,
        subcategoryId,
        productType: p.type,
        gender: p.gender ?? 'unisex',
        material: p.material ?? null,
        occasion: p.occasion ?? null,
        fit: 'N/A',
        netWeight: '200 g',
        averageRating: p.rating ?? 0,
        ratingCount: p.rating ? 3 : 0,
        salesCount: p.sales ?? 0,
        defaultPrice: Math.min(...selling),
        codAvailable: p.key !== 'sneakers',
        createdAt: new Date(FIXTURE_NOW.getTime() - p.daysOld * 86_400_000),
      })
      .returning({ id: products.id });
    ids[p.key] = row!.id;
    for (const [position, v] of p.variants.entries()) {
      const [variant] = await db
        .insert(productVariants)
        .values({
          productId: row!.id,
          color: v.color,
          colorName: v.colorName,
          images: [`p-${p.key}-${position}.webp`],
          price: paise(v.price),
          offerPrice: v.offerPrice ? paise(v.offerPrice) : null,
          wholesalePrice: paise(v.mrp),
          position,
        })
        .returning({ id: productVariants.id });
      await db.insert(variantSizes).values(
        Object.entries(v.sizes).map(([size, stock], i) => ({
          variantId: variant!.id,
          size,
          stock,
          position: i,
        })),
      );
    }
    if (p.offer) {
      await db.insert(productOffers).values({
        productId: row!.id,
        title: 'Summer sale',
        discountPercent: 19,
        startsAt: new Date('2026-01-01T00:00:00Z'),
      });
    }
    if (p.rating) {
      await db.insert(reviews).values([
        { productId: row!.id, authorName: 'Ananya S.', rating: 5, comment: 'Lovely', createdAt: FIXTURE_NOW },
        {
          productId: row!.id,
          authorName: 'Rahul K.',
          rating: 4,
          comment: 'Good fit',
          createdAt: new Date(FIXTURE_NOW.getTime() - 86_400_000),
        },
      ]);
    }
  }

  const [slider] = await db
    .insert(productSliders)
    .values({ title: 'Summer', image: 'banner-summer.webp' })
    .returning({ id: productSliders.id });
  await db.insert(productSliderProducts).values([
    { sliderId: slider!.id, productId: ids.frock! },
    { sliderId: slider!.id, productId: ids['tee-blue']! },
  ]);
  const [pick] = await db
    .insert(topPicks)
    .values({ title: 'Winter warmers', image: 'card-winter.webp' })
    .returning({ id: topPicks.id });
  await db.insert(topPickProducts).values({ topPickId: pick!.id, productId: ids.sweater! });
  const [sale] = await db
    .insert(topSaleSections)
    .values({ title: 'Party picks', description: 'Dress up', image: 'card-party.webp' })
    .returning({ id: topSaleSections.id });
  await db.insert(topSaleSectionProducts).values({ sectionId: sale!.id, productId: ids.party! });
  const [article] = await db
    .insert(referralArticles)
    .values({
      title: 'How coins work',
      description: 'Invite a friend.\n\nEarn 100 coins.',
      image: 'article-coins.webp',
      createdAt: FIXTURE_NOW,
    })
    .returning({ id: referralArticles.id });
  await db.insert(offerCards).values([
    { title: 'Share your referral code and earn rewards!', image: 'offer-share.webp', position: 0 },
    { title: 'Coins explained', image: 'offer-coins.webp', articleId: article!.id, position: 1 },
  ]);
  await db.insert(trendingCards).values({
    title: 'Tees',
    description: 'Everyday tees',
    image: 'card-tees.webp',
    affordablePrice: 39_900,
    productType: 't-shirt',
  });
  await db
    .insert(lowestPriceCards)
    .values({ description: 'Tees from', image: 'card-low.webp', startingPrice: 19_900 });
  await db.insert(featuredProducts).values([
    { productId: ids.sweater!, position: 0 },
    { productId: ids.frock!, position: 1 },
  ]);

  await refreshProductSummaries(db);
  await refreshSearchTerms(db);
  return {
    ids,
    brandIds,
    categoryIds,
    subIds,
    sliderId: slider!.id,
    topPickId: pick!.id,
    topSaleId: sale!.id,
    articleId: article!.id,
  };
}
