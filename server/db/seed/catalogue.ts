// Builds the demo shop's rows, deterministically: product #i is the same whatever the catalogue
// size, so a 100k catalogue starts with the 320 products of the default shop.
import { AGE_SIZES, SHOE_SIZES } from '../../../contract/constants.ts';
import type {
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
} from '../schema/index.ts';
import {
  BRANDS,
  type BrandContent,
  CARE_LINES,
  CATEGORIES,
  type CategoryContent,
  OFFER_DESCRIPTIONS,
  OFFER_TITLES,
  PATTERN_WORDS,
  REVIEW_TEXTS,
  REVIEWERS,
  type SubcategoryContent,
} from './content.ts';
import type { Pattern } from './images/patterns-list.ts';
import {
  bannerImageName,
  brandImageName,
  cardImageName,
  categoryImageName,
  subcategoryImageName,
  variantImageNames,
} from './images/registry.ts';
import {
  ARTICLES,
  FEATURED_COUNT,
  LOWEST_PRICE,
  OFFER_CARDS,
  type ProductPick,
  SLIDERS,
  TOP_PICKS,
  TOP_SALES,
  TRENDING,
} from './merch-content.ts';
import { type ColourName, colourHex } from './palette.ts';
import {
  chance,
  hashString,
  ID_KIND,
  int,
  pick,
  pickWeighted,
  type Rng,
  rngFor,
  sample,
  seededUuid,
} from './prng.ts';
import { type ProductTypeDef, typeDef } from './product-types.ts';

/** The one seed of the demo shop. */
export const SEED = 0x11_00_6c_6c;
/** Products up to this index are designed freely; later ones reuse their looks (and pictures). */
export const CORE_PRODUCTS = 320;

const DAY_MS = 86_400_000;

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];
export type CategoryRow = Insert<typeof categories>;
export type SubcategoryRow = Insert<typeof subcategories>;
export type BrandRow = Insert<typeof brands>;
export type ProductRow = Insert<typeof products>;
export type VariantRow = Insert<typeof productVariants>;
export type SizeRow = Insert<typeof variantSizes>;
export type OfferRow = Insert<typeof productOffers>;
export type ReviewRow = Insert<typeof reviews>;

// ------------------------------------------------------------------ taxonomy

interface SubRef {
  index: number;
  category: CategoryContent;
  sub: SubcategoryContent;
  categoryId: string;
  subcategoryId: string;
  def: ProductTypeDef;
}

const SUBS: readonly SubRef[] = CATEGORIES.flatMap((category, ci) =>
  category.subcategories.map((sub, si) => ({
    index: 0,
    category,
    sub,
    categoryId: seededUuid(ID_KIND.category, ci),
    subcategoryId: seededUuid(ID_KIND.subcategory, ci * 100 + si),
    def: typeDef(sub.type),
  })),
).map((s, index) => ({ ...s, index }));

/** How often each subcategory comes up; a shuffled deck makes the spread even and every shelf full. */
const SUB_WEIGHTS: Readonly<Record<string, number>> = {
  't-shirt': 3,
  frock: 3,
  'kurta-set': 2,
  'party-dress': 2,
  romper: 2,
  top: 2,
  'night-suit': 2,
  sneakers: 2,
  'lehenga-choli': 2,
  hoodie: 2,
  shirt: 2,
  jeans: 2,
};

const DECK: readonly number[] = (() => {
  const deck: number[] = [];
  for (const s of SUBS) for (let k = 0; k < (SUB_WEIGHTS[s.sub.type] ?? 1); k++) deck.push(s.index);
  return sample(rngFor(SEED, 1, 0), deck, deck.length);
})();

const BRAND_IDS = BRANDS.map((_, i) => seededUuid(ID_KIND.brand, i));

export interface Taxonomy {
  categories: CategoryRow[];
  subcategories: SubcategoryRow[];
  brands: BrandRow[];
  images: string[];
}

export function buildTaxonomy(now: Date): Taxonomy {
  const created = new Date(now.getTime() - 150 * DAY_MS);
  const images: string[] = [];
  const cats: CategoryRow[] = CATEGORIES.map((c, i) => {
    const image = categoryImageName(c.slug);
    images.push(image);
    return {
      id: seededUuid(ID_KIND.category, i),
      name: c.name,
      slug: c.slug,
      image,
      position: i,
      createdAt: created,
    };
  });
  const subs: SubcategoryRow[] = SUBS.map((s) => {
    const image = subcategoryImageName(s.sub.slug);
    images.push(image);
    return {
      id: s.subcategoryId,
      categoryId: s.categoryId,
      name: s.sub.name,
      slug: s.sub.slug,
      image,
      position: s.category.subcategories.indexOf(s.sub),
      createdAt: created,
    };
  });
  const brandRows: BrandRow[] = BRANDS.map((b, i) => {
    const image = brandImageName(b.slug);
    images.push(image);
    return {
      id: BRAND_IDS[i] as string,
      name: b.name,
      slug: b.slug,
      logo: image,
      image,
      isFeatured: b.isFeatured,
      position: i,
      createdAt: created,
    };
  });
  return { categories: cats, subcategories: subs, brands: brandRows, images };
}

// ------------------------------------------------------------------ money

/** Rounds rupees to a shop price ending in 9 (…49 or …99), in paise. */
function shopPrice(rupees: number, rng: Rng): number {
  const step = rupees >= 1000 || chance(rng, 0.35) ? 100 : 50;
  const r = Math.max(199, Math.min(4999, Math.round(rupees / step) * step - 1));
  return r * 100;
}

/** Rounds paise down to a price ending in 9 rupees. */
function downTo9(paise: number): number {
  const rupees = Math.floor(paise / 100);
  const r = rupees - ((rupees + 1) % 10);
  return r * 100;
}

// ------------------------------------------------------------------ products

/** The look of a product: what the pictures need. */
interface Look {
  sub: number;
  pattern: Pattern;
  colours: ColourName[];
}

/** The colours a type comes in for one print: a stable slice of its palette. */
function coloursFor(def: ProductTypeDef, pattern: Pattern): readonly ColourName[] {
  if (def.colours.length <= 4) return def.colours;
  const start = hashString(`${def.type}:${pattern}`) % def.colours.length;
  return Array.from({ length: 4 }, (_, k) => def.colours[(start + k) % def.colours.length] as ColourName);
}

function variantCount(rng: Rng, max: number): number {
  return Math.min(
    max,
    pickWeighted(rng, [
      [2, 4],
      [3, 4],
      [4, 2],
    ] as const),
  );
}

function designLook(index: number): Look {
  const rng = rngFor(SEED, 2, index);
  const sub = DECK[index % DECK.length] as number;
  const def = (SUBS[sub] as SubRef).def;
  const pattern = pickWeighted(rng, def.patterns);
  const palette = coloursFor(def, pattern);
  const colours = sample(rng, palette, variantCount(rng, palette.length));
  return { sub, pattern, colours };
}

/** Core looks by subcategory, built on first use. */
let coreLooks: Map<number, Look[]> | undefined;

function lookOf(index: number): Look {
  if (index < CORE_PRODUCTS) return designLook(index);
  if (!coreLooks) {
    coreLooks = new Map();
    for (let i = 0; i < CORE_PRODUCTS; i++) {
      const look = designLook(i);
      coreLooks.set(look.sub, [...(coreLooks.get(look.sub) ?? []), look]);
    }
  }
  // Later products restyle a core product of the same shelf: same print, some of its colours.
  // (The deck repeats every few dozen products, so every shelf has core products.)
  const rng = rngFor(SEED, 3, index);
  const sub = DECK[index % DECK.length] as number;
  const template = pick(rng, coreLooks.get(sub) ?? []);
  const colours = sample(rng, template.colours, int(rng, 2, template.colours.length));
  return { sub: template.sub, pattern: template.pattern, colours };
}

/** The listing's gender filter of each audience: babies' and kids' things are for everyone. */
const GENDER_OF = { Boys: 'boys', Girls: 'girls', Babies: 'unisex', Kids: 'unisex' } as const;

function sizeList(def: ProductTypeDef, rng: Rng): string[] {
  const rule = def.sizes;
  if (rule.kind === 'free') return ['Free Size'];
  const all: readonly string[] = rule.kind === 'age' ? AGE_SIZES : SHOE_SIZES;
  const from = all.indexOf(rule.from);
  const to = all.indexOf(rule.to);
  const len = Math.min(to - from + 1, int(rng, rule.span[0], rule.span[1]));
  const start = from + int(rng, 0, to - from + 1 - len);
  return all.slice(start, start + len) as string[];
}

function sizeLabel(sizes: readonly string[]): string {
  const first = sizes[0] ?? '';
  const last = sizes[sizes.length - 1] ?? '';
  if (first === 'Free Size') return 'Free Size';
  if (first.startsWith('UK')) return `${first} – ${last}`;
  const lo = first.split('-')[0] ?? '';
  const hi = last.split('-')[1] ?? '';
  if (hi.endsWith('M') && lo.length) return `${lo}-${hi.slice(0, -1)} Months`;
  if (hi.endsWith('Y')) {
    const loY = first.endsWith('M') ? '0' : lo;
    return `${loY}-${hi.slice(0, -1)} Years`;
  }
  return `${first} – ${last}`;
}

function productName(def: ProductTypeDef, pattern: Pattern, rng: Rng): string {
  const noun = pick(rng, def.nouns);
  const patternWord = pattern === 'plain' && chance(rng, 0.5) ? '' : pick(rng, PATTERN_WORDS[pattern]);
  const styles = def.styles.filter((s) => {
    const words = s.toLowerCase().split(/\s+/);
    const taken = `${patternWord} ${noun}`.toLowerCase();
    return !words.some((w) => taken.includes(w));
  });
  const style = styles.length ? pick(rng, styles) : '';
  return [patternWord, style, noun].filter(Boolean).join(' ');
}

function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

function describe(
  def: ProductTypeDef,
  name: string,
  colours: readonly string[],
  material: string,
  sole: string | null,
  rng: Rng,
): string {
  const lines: string[] = [];
  lines.push(
    chance(rng, 0.5) ? (def.lines[0] as string) : `Our ${name.toLowerCase()} comes in ${listWords(colours)}.`,
  );
  lines.push(pick(rng, def.lines.slice(1)));
  if (sole) lines.push(`Upper: ${material.toLowerCase()}; sole: ${sole.toLowerCase()}.`);
  else if (chance(rng, 0.5)) {
    lines.push(`Made from ${/^\d/.test(material) ? material : material.toLowerCase()} for all-day comfort.`);
  }
  if (lines.length < 4 && chance(rng, 0.6))
    lines.push(def.family === 'footwear' ? 'Wipe clean with a damp cloth.' : pick(rng, CARE_LINES));
  return lines.join('\n');
}

function brandFor(category: CategoryContent, rng: Rng): { brand: BrandContent; index: number } {
  const weighted = BRANDS.map((b, i) => [i, b.focus.includes(category.slug) ? 5 : 1] as const);
  const index = pickWeighted(rng, weighted);
  return { brand: BRANDS[index] as BrandContent, index };
}

function reviewRating(rng: Rng, tilt: number): 1 | 2 | 3 | 4 | 5 {
  return pickWeighted(rng, [
    [5, 40 + tilt * 20],
    [4, 32],
    [3, 12 - tilt * 4],
    [2, 6 - tilt * 2],
    [1, 4 - tilt * 2],
  ] as const);
}

/** What the merchandising needs to know about a product, kept small so 100k of them fit easily. */
export interface ProductSummary {
  index: number;
  id: string;
  type: string;
  category: string;
  price: number;
  rating: number;
  ratingCount: number;
  sales: number;
  createdAt: number;
  inStock: boolean;
}

export interface ProductBatch {
  products: ProductRow[];
  variants: VariantRow[];
  sizes: SizeRow[];
  offers: OfferRow[];
  reviews: ReviewRow[];
  images: Set<string>;
  summaries: ProductSummary[];
}

/** Products start…start+count-1, with their variants, sizes, offers and reviews. */
export function buildProducts(start: number, count: number, now: Date): ProductBatch {
  const batch: ProductBatch = {
    products: [],
    variants: [],
    sizes: [],
    offers: [],
    reviews: [],
    images: new Set(),
    summaries: [],
  };
  const nowMs = now.getTime();
  for (let i = start; i < start + count; i++) {
    const rng = rngFor(SEED, 4, i);
    const look = lookOf(i);
    const ref = SUBS[look.sub] as SubRef;
    const def = ref.def;
    const id = seededUuid(ID_KIND.product, i);
    const { brand, index: brandIndex } = brandFor(ref.category, rng);
    const name = productName(def, look.pattern, rng);
    const material = pick(rng, def.materials);
    const sole = def.soles ? pick(rng, def.soles) : null;
    const sizes = sizeList(def, rng);
    const createdAt = nowMs - Math.floor(rng() * 120 * DAY_MS);
    let hasOffer = chance(rng, 0.25);
    const discount = hasOffer ? pick(rng, [10, 15, 20, 25, 30, 35, 40]) : 0;
    const soldOut = chance(rng, 0.03);

    // Prices: one base price per product, some colours a little dearer.
    const [lo, hi] = def.price;
    const base = shopPrice(lo + (hi - lo) * rng() ** 1.3, rng);
    // A discount on a ₹199 pair of socks would undercut the shop's lowest price.
    if (base < 24_900) hasOffer = false;
    let minPrice = Number.POSITIVE_INFINITY;
    let maxPrice = 0;
    let firstMarkup = 1.1;
    const productVariants: { wholesalePrice: number }[] = [];
    let anyStock = false;
    look.colours.forEach((colour, v) => {
      const hex = colourHex(colour);
      const price = v > 0 && chance(rng, 0.2) ? Math.min(499_900, base + pick(rng, [5_000, 10_000])) : base;
      // One M.R.P. per product (it is printed on the label, whatever the colour): the first colour's
      // markup over the dearest colour, set once all colours are priced. The draw stays per colour so
      // the rest of the catalogue keeps its numbers.
      const markup = 1.1 + rng() * 0.5;
      if (v === 0) firstMarkup = markup;
      maxPrice = Math.max(maxPrice, price);
      let offerPrice: number | null = null;
      if (hasOffer) {
        const raw = downTo9((price * (100 - discount)) / 100 + 100);
        offerPrice = Math.max(19_900, Math.min(price - 1_000, raw));
      }
      minPrice = Math.min(minPrice, price);
      const images = variantImageNames(def.type, hex, look.pattern);
      for (const image of images) batch.images.add(image);
      const variantId = seededUuid(ID_KIND.variant, i, v);
      const row = {
        id: variantId,
        productId: id,
        color: hex,
        colorName: colour,
        images,
        price,
        offerPrice,
        wholesalePrice: 0,
        position: v,
      };
      productVariants.push(row);
      batch.variants.push(row);
      sizes.forEach((size, s) => {
        let stock: number;
        const r = rng();
        if (soldOut || r < 0.08) stock = 0;
        else if (r < 0.3) stock = int(rng, 1, 5);
        else stock = int(rng, 6, 40);
        if (stock > 0) anyStock = true;
        batch.sizes.push({ id: seededUuid(ID_KIND.size, i, v, s), variantId, size, stock, position: s });
      });
    });

    const mrp = Math.max(maxPrice + 10_000, downTo9(maxPrice * firstMarkup + 100));
    for (const row of productVariants) row.wholesalePrice = mrp;

    if (hasOffer) {
      const startsAt = new Date(nowMs - int(rng, 1, 20) * DAY_MS);
      batch.offers.push({
        id: seededUuid(ID_KIND.offer, i),
        productId: id,
        title: pick(rng, OFFER_TITLES).replace('{p}', String(discount)),
        description: pick(rng, OFFER_DESCRIPTIONS).replace('{p}', String(discount)),
        discountPercent: discount,
        startsAt,
        endsAt: chance(rng, 0.8) ? new Date(nowMs + int(rng, 5, 45) * DAY_MS) : null,
      });
    }

    // Reviews: most products have a few, mostly happy.
    let ratingSum = 0;
    let ratingCount = 0;
    if (chance(rng, 0.7)) {
      const n = pickWeighted(rng, [
        [1, 4],
        [2, 4],
        [3, 3],
        [4, 3],
        [5, 2],
        [6, 2],
        [7, 1],
        [8, 1],
      ] as const);
      const tilt = rng() * 2 - 0.6;
      const usedTexts = new Set<string>();
      for (let k = 0; k < n; k++) {
        const rating = reviewRating(rng, tilt);
        // The draw as ever; a text this product already shows moves on to the next unused one, so one
        // review never appears twice under two names.
        const texts = REVIEW_TEXTS[rating];
        let at = texts.indexOf(pick(rng, texts));
        for (let tries = 0; usedTexts.has(texts[at]?.[0] ?? '') && tries < texts.length; tries++) {
          at = (at + 1) % texts.length;
        }
        const [title, comment] = texts[at] as readonly [string, string];
        const initial = String.fromCharCode(65 + int(rng, 0, 25));
        const age = nowMs - createdAt;
        const author = `${pick(rng, REVIEWERS)} ${initial}.`;
        const written = new Date(createdAt + Math.floor(age * (0.2 + 0.8 * rng())));
        // Every text of this rating is already here: one review fewer rather than one twice.
        if (usedTexts.has(title)) continue;
        usedTexts.add(title);
        batch.reviews.push({
          id: seededUuid(ID_KIND.review, i, k),
          productId: id,
          authorName: author,
          rating,
          title,
          comment,
          createdAt: written,
        });
        ratingSum += rating;
        ratingCount++;
      }
    }
    const averageRating = ratingCount ? Math.round((ratingSum / ratingCount) * 10) / 10 : 0;
    const sales = Math.floor(rng() ** 2.5 * 1800) + ratingCount * int(rng, 3, 12);

    batch.products.push({
      id,
      name,
      title: `${brand.name} ${name} for ${def.audience} (${sizeLabel(sizes)})`,
      description: describe(def, name, look.colours, material, sole, rng),
      brandId: BRAND_IDS[brandIndex] as string,
      categoryId: ref.categoryId,
      subcategoryId: ref.subcategoryId,
      productType: def.type,
      gender: GENDER_OF[def.audience],
      netWeight: chance(rng, 0.08) ? 'N/A' : `${int(rng, def.weight[0] / 10, def.weight[1] / 10) * 10} g`,
      material,
      soleMaterial: sole,
      fit: pick(rng, def.fits),
      occasion: pick(rng, def.occasions),
      sleevesType: def.sleeves,
      length: pick(rng, def.lengths),
      // Cash on delivery is the only way to pay, so a product without it cannot be ordered: a few show
      // the rule (decision 020), the rest of the demo shop is buyable.
      codAvailable: chance(rng, 0.99),
      defaultPrice: minPrice,
      averageRating,
      ratingCount,
      salesCount: sales,
      status: 'live',
      createdAt: new Date(createdAt),
      updatedAt: new Date(createdAt),
    });
    batch.summaries.push({
      index: i,
      id,
      type: def.type,
      category: ref.category.slug,
      price: minPrice,
      rating: averageRating,
      ratingCount,
      sales,
      createdAt,
      inStock: anyStock,
    });
  }
  return batch;
}

/** Every picture products 0…count-1 use; later products reuse the pictures of the first CORE_PRODUCTS. */
export function productImages(count: number): Set<string> {
  const images = new Set<string>();
  for (let i = 0; i < Math.min(count, CORE_PRODUCTS); i++) {
    const look = lookOf(i);
    const def = (SUBS[look.sub] as SubRef).def;
    for (const colour of look.colours)
      for (const n of variantImageNames(def.type, colourHex(colour), look.pattern)) images.add(n);
  }
  return images;
}

// ------------------------------------------------------------------ merchandising

export interface Merchandising {
  productSliders: Insert<typeof productSliders>[];
  productSliderProducts: Insert<typeof productSliderProducts>[];
  topSaleSections: Insert<typeof topSaleSections>[];
  topSaleSectionProducts: Insert<typeof topSaleSectionProducts>[];
  topPicks: Insert<typeof topPicks>[];
  topPickProducts: Insert<typeof topPickProducts>[];
  referralArticles: Insert<typeof referralArticles>[];
  offerCards: Insert<typeof offerCards>[];
  trendingCards: Insert<typeof trendingCards>[];
  lowestPriceCards: Insert<typeof lowestPriceCards>[];
  featuredProducts: Insert<typeof featuredProducts>[];
}

/** Pictures of the home page, known without any product. */
export function merchandisingImages(): string[] {
  return [
    ...SLIDERS.map((s) => bannerImageName(s.slug)),
    ...[...TOP_SALES, ...TOP_PICKS, ...OFFER_CARDS, ...TRENDING, ...LOWEST_PRICE, ...ARTICLES].map((s) =>
      cardImageName(s.slug),
    ),
  ];
}

function choose(summaries: readonly ProductSummary[], p: ProductPick): ProductSummary[] {
  const fits = summaries.filter(
    (s) =>
      s.inStock &&
      (!p.categories || p.categories.includes(s.category)) &&
      (!p.types || p.types.includes(s.type)) &&
      (p.maxPrice === undefined || s.price <= p.maxPrice),
  );
  const by: Record<ProductPick['order'], (a: ProductSummary, b: ProductSummary) => number> = {
    sales: (a, b) => b.sales - a.sales || a.index - b.index,
    rating: (a, b) => b.rating - a.rating || b.ratingCount - a.ratingCount || a.index - b.index,
    price: (a, b) => a.price - b.price || a.index - b.index,
    new: (a, b) => b.createdAt - a.createdAt || a.index - b.index,
  };
  return fits.sort(by[p.order]).slice(0, p.count);
}

export function buildMerchandising(summaries: readonly ProductSummary[], now: Date): Merchandising {
  const m: Merchandising = {
    productSliders: [],
    productSliderProducts: [],
    topSaleSections: [],
    topSaleSectionProducts: [],
    topPicks: [],
    topPickProducts: [],
    referralArticles: [],
    offerCards: [],
    trendingCards: [],
    lowestPriceCards: [],
    featuredProducts: [],
  };
  const nowMs = now.getTime();
  SLIDERS.forEach((s, i) => {
    const id = seededUuid(ID_KIND.slider, i);
    m.productSliders.push({
      id,
      title: s.title,
      image: bannerImageName(s.slug),
      position: i,
      createdAt: new Date(nowMs - (10 + i) * DAY_MS),
    });
    choose(summaries, s.pick).forEach((p, k) => {
      m.productSliderProducts.push({ sliderId: id, productId: p.id, position: k });
    });
  });
  TOP_SALES.forEach((s, i) => {
    const id = seededUuid(ID_KIND.topSale, i);
    m.topSaleSections.push({
      id,
      title: s.title,
      description: s.description,
      image: cardImageName(s.slug),
      position: i,
    });
    choose(summaries, s.pick).forEach((p, k) => {
      m.topSaleSectionProducts.push({ sectionId: id, productId: p.id, position: k });
    });
  });
  TOP_PICKS.forEach((s, i) => {
    const id = seededUuid(ID_KIND.topPick, i);
    m.topPicks.push({
      id,
      title: s.title,
      description: s.description,
      image: cardImageName(s.slug),
      position: i,
    });
    choose(summaries, s.pick).forEach((p, k) => {
      m.topPickProducts.push({ topPickId: id, productId: p.id, position: k });
    });
  });
  const articleIds = new Map<string, string>();
  ARTICLES.forEach((a, i) => {
    const id = seededUuid(ID_KIND.article, i);
    articleIds.set(a.slug, id);
    m.referralArticles.push({
      id,
      title: a.title,
      description: a.description,
      image: cardImageName(a.slug),
      createdAt: new Date(nowMs - a.ageDays * DAY_MS),
    });
  });
  OFFER_CARDS.forEach((o, i) => {
    m.offerCards.push({
      id: seededUuid(ID_KIND.offerCard, i),
      title: o.title,
      description: o.description,
      image: cardImageName(o.slug),
      articleId: articleIds.get(o.articleSlug) ?? null,
      position: i,
    });
  });
  TRENDING.forEach((t, i) => {
    m.trendingCards.push({
      id: seededUuid(ID_KIND.trending, i),
      title: t.title,
      description: t.description,
      image: cardImageName(t.slug),
      affordablePrice: t.affordablePrice,
      productType: t.productType,
      position: i,
    });
  });
  LOWEST_PRICE.forEach((l, i) => {
    // "Starting at" is the cheapest in-stock product the card opens, so the words are true.
    const prices = summaries.filter((x) => x.inStock && l.productTypes.includes(x.type)).map((x) => x.price);
    m.lowestPriceCards.push({
      id: seededUuid(ID_KIND.lowestPrice, i),
      description: l.description,
      image: cardImageName(l.slug),
      startingPrice: prices.length > 0 ? Math.min(...prices) : l.startingPrice,
      productTypes: [...l.productTypes],
      position: i,
    });
  });
  // Featured: the best-loved product of each category in turn, so the row is varied.
  const byCategory = new Map<string, ProductSummary[]>();
  for (const s of summaries) {
    if (!s.inStock || s.ratingCount === 0) continue;
    const list = byCategory.get(s.category) ?? [];
    list.push(s);
    byCategory.set(s.category, list);
  }
  for (const list of byCategory.values()) {
    list.sort(
      (a, b) =>
        b.rating * Math.log1p(b.ratingCount) - a.rating * Math.log1p(a.ratingCount) || a.index - b.index,
    );
  }
  const order = CATEGORIES.map((c) => byCategory.get(c.slug) ?? []);
  for (let round = 0; m.featuredProducts.length < FEATURED_COUNT && round < 50; round++) {
    for (const list of order) {
      const next = list[round];
      if (next && m.featuredProducts.length < FEATURED_COUNT) {
        m.featuredProducts.push({ productId: next.id, position: m.featuredProducts.length });
      }
    }
  }
  return m;
}
