import { z } from 'zod';
import { storedImageSchema } from './admin-products.ts';
import { homeResponse } from './catalog.ts';
import { type HomeLink, homeLinkSchema } from './home-link.ts';
import { HOME_ITEM_STATES } from './home-schedule.ts';

// The console's home merchandising (/api/admin/home-sections): the items of each home section (slides,
// top-sale and top-pick cards, offer cards, trending and lowest-price cards) with their pictures, what
// they open, order, visibility and window; the featured products; and whole sections switched on or
// off. Prices are rupees on the wire; times are ISO instants (the console writes them in India time).

/** The kinds of home item; each is also the key of the section that shows it. */
export const HOME_ITEM_KINDS = ['slider', 'topSale', 'offer', 'trending', 'topPick', 'lowestPrice'] as const;
export type HomeItemKind = (typeof HOME_ITEM_KINDS)[number];

export const HOME_ITEM_KIND_LABELS: Record<HomeItemKind, string> = {
  slider: 'Slide',
  topSale: 'Top-sale card',
  offer: 'Offer card',
  trending: 'Trending deal',
  topPick: 'Top pick',
  lowestPrice: 'Lowest-price card',
};

/** The home page's sections, in the page's order; each can be switched off as a whole. */
export const HOME_SECTIONS = [
  { key: 'slider', title: 'Product sliders' },
  { key: 'categories', title: 'Shop by category' },
  { key: 'newArrivals', title: 'New Arrivals' },
  { key: 'topSale', title: 'Top Sales' },
  { key: 'featured', title: 'Featured Products' },
  { key: 'offer', title: 'Check these offers, made for you!' },
  { key: 'brands', title: 'Incredible Delights (brands)' },
  { key: 'trending', title: 'Trending deals under 1000₹' },
  { key: 'brandMarquee', title: 'Brand marquee' },
  { key: 'topPick', title: 'Your top picks in the best price' },
  { key: 'lowestPrice', title: 'Lowest Price Ever' },
] as const;
export type HomeSectionKey = (typeof HOME_SECTIONS)[number]['key'];
export const HOME_SECTION_KEYS = HOME_SECTIONS.map((s) => s.key) as HomeSectionKey[];

/** A hand-picked set (a slide's, a top sale's, a top pick's) holds at most this many products. */
export const HOME_SET_MAX = 40;
/** The featured list holds at most this many; the home shows the first 12 that are live. */
export const HOME_FEATURED_MAX = 40;

export const HOME_MESSAGES = {
  created: 'Added to the home page.',
  saved: 'Saved.',
  removed: 'Removed from the home page.',
  orderSaved: 'Order saved.',
  featuredSaved: 'Featured products saved.',
  sectionsSaved: 'Sections saved.',
  notFound: 'This home item no longer exists.',
  titleRequired: 'Enter a title.',
  textRequired: 'Enter the card’s text.',
  pictureRequired: 'Add a picture.',
  priceRequired: 'Enter a price in rupees.',
  timeInvalid: 'Enter a date and time.',
  endBeforeStart: 'The end must be after the start.',
  priceRangeReversed: 'The lowest price must not be above the highest.',
  tooManyProducts: `A set holds at most ${HOME_SET_MAX} products.`,
  tooManyFeatured: `At most ${HOME_FEATURED_MAX} featured products.`,
  duplicateProduct: 'A product is listed twice.',
  unknownProducts: 'Some of these products no longer exist: reload and pick them again.',
  unknownBrand: 'This brand no longer exists.',
  unknownCategory: 'This category no longer exists.',
  unknownSubcategory: 'This subcategory no longer exists.',
  unknownArticle: 'This article no longer exists.',
  unknownProductType: (type: string) => `No product has the type “${type}”.`,
  productsLinkNeedsSet: 'Only slides, top sales and top picks have products of their own to open.',
  articleLinkOffersOnly: 'Only offer cards open an article.',
  notForKind: (field: string, kind: HomeItemKind) =>
    `A ${HOME_ITEM_KIND_LABELS[kind].toLowerCase()} has no ${field}.`,
  orderMismatch: 'The list changed while you were ordering it: reload and try again.',
  atInvalid: 'at must be a date and time (ISO 8601).',
} as const;
const M = HOME_MESSAGES;

const rupees = z
  .number({ message: M.priceRequired })
  .finite(M.priceRequired)
  .min(0, 'A price cannot be below zero')
  .max(1_000_000, 'A price cannot be above ₹10,00,000');
const productType = z
  .string()
  .regex(/^[a-z0-9-]{1,40}$/, 'Product type: lowercase letters, digits and hyphens');
const instant = z.iso.datetime({ offset: true, message: M.timeInvalid });

/** Every field an item may have; which ones a kind has is HOME_KIND_FIELDS. */
const itemFields = {
  title: z
    .string({ message: M.titleRequired })
    .trim()
    .min(1, M.titleRequired)
    .max(80, 'At most 80 characters'),
  description: z.string().trim().max(300, 'At most 300 characters'),
  image: z.string({ message: M.pictureRequired }).min(1, M.pictureRequired).pipe(storedImageSchema),
  /** What the item opens; null: its own products (slides, sale sections, picks) or its default. */
  link: homeLinkSchema.nullable(),
  /** The hand-picked products, in order (slides, top sales, top picks). */
  productIds: z
    .array(z.uuid({ message: 'Choose products from the list' }))
    .max(HOME_SET_MAX, M.tooManyProducts),
  /** Trending deals: 'From {price}'. */
  affordablePrice: rupees,
  /** Trending deals: the product type the card opens without a link. */
  productType: productType.nullable(),
  /** Lowest-price cards: 'Starting at {price}'. */
  startingPrice: rupees,
  /** Lowest-price cards: the product types the card opens without a link (none: every type). */
  productTypes: z.array(productType).max(20, 'At most 20 product types'),
  /** Offer cards: the article the card opens without a link. */
  articleId: z.uuid({ message: 'Choose an article' }).nullable(),
  isVisible: z.boolean({ message: 'Choose shown or hidden' }),
  startsAt: instant.nullable(),
  endsAt: instant.nullable(),
};
export type HomeItemField = keyof typeof itemFields;

const COMMON: readonly HomeItemField[] = ['isVisible', 'startsAt', 'endsAt', 'image', 'link'];
/** The fields of each kind, besides visibility, window, picture and link, which every kind has. */
export const HOME_KIND_FIELDS: Record<HomeItemKind, readonly HomeItemField[]> = {
  slider: ['title', 'productIds'],
  topSale: ['title', 'description', 'productIds'],
  topPick: ['title', 'description', 'productIds'],
  offer: ['title', 'description', 'articleId'],
  trending: ['title', 'description', 'affordablePrice', 'productType'],
  lowestPrice: ['description', 'startingPrice', 'productTypes'],
};
/** Kinds that keep a hand-picked set of products. */
export const HOME_SET_KINDS: readonly HomeItemKind[] = ['slider', 'topSale', 'topPick'];

export const HOME_FIELD_LABELS: Record<HomeItemField, string> = {
  title: 'title',
  description: 'description',
  image: 'picture',
  link: 'link',
  productIds: 'products',
  affordablePrice: 'price',
  productType: 'product type',
  startingPrice: 'starting price',
  productTypes: 'product types',
  articleId: 'article',
  isVisible: 'visibility',
  startsAt: 'start',
  endsAt: 'end',
};

/** An item's values as the console sends them (any part of them). */
export type HomeItemValues = Partial<{
  title: string;
  description: string;
  image: string;
  link: HomeLink | null;
  productIds: string[];
  affordablePrice: number;
  productType: string | null;
  startingPrice: number;
  productTypes: string[];
  articleId: string | null;
  isVisible: boolean;
  startsAt: string | null;
  endsAt: string | null;
}>;

export interface HomeItemIssue {
  path: string[];
  message: string;
}

/** Fields sent that the kind does not have (a slide has no description…). */
export function foreignFieldIssues(kind: HomeItemKind, values: HomeItemValues): HomeItemIssue[] {
  const allowed = new Set<string>([...COMMON, ...HOME_KIND_FIELDS[kind]]);
  return (Object.keys(values) as HomeItemField[])
    .filter((key) => values[key] !== undefined && !allowed.has(key))
    .map((key) => ({ path: [key], message: M.notForKind(HOME_FIELD_LABELS[key], kind) }));
}

/**
 * The rules of a whole item of a kind (a new one, or an edited one merged with what is stored): what it
 * needs, what its link may open, its window, its price range and its set of products.
 */
export function homeItemIssues(kind: HomeItemKind, item: HomeItemValues): HomeItemIssue[] {
  const issues: HomeItemIssue[] = [];
  const add = (path: string, message: string) => issues.push({ path: path.split('.'), message });
  if (!item.image) add('image', M.pictureRequired);
  if (kind === 'lowestPrice') {
    if (!item.description?.trim()) add('description', M.textRequired);
  } else if (!item.title?.trim()) add('title', M.titleRequired);
  if (kind === 'trending' && item.affordablePrice === undefined) add('affordablePrice', M.priceRequired);
  if (kind === 'lowestPrice' && item.startingPrice === undefined) add('startingPrice', M.priceRequired);
  const link = item.link;
  if (link?.to === 'products' && !HOME_SET_KINDS.includes(kind)) add('link', M.productsLinkNeedsSet);
  if (link?.to === 'article' && kind !== 'offer') add('link', M.articleLinkOffersOnly);
  if (
    (link?.to === 'price' || link?.to === 'productType') &&
    link.minPrice !== undefined &&
    link.maxPrice !== undefined &&
    link.minPrice > link.maxPrice
  ) {
    add('link.minPrice', M.priceRangeReversed);
  }
  if (item.startsAt && item.endsAt && Date.parse(item.endsAt) <= Date.parse(item.startsAt)) {
    add('endsAt', M.endBeforeStart);
  }
  const seen = new Set<string>();
  (item.productIds ?? []).forEach((id, i) => {
    if (seen.has(id)) add(`productIds.${i}`, M.duplicateProduct);
    seen.add(id);
  });
  return issues;
}

const addIssues = (ctx: z.RefinementCtx, issues: HomeItemIssue[]) => {
  for (const { path, message } of issues) ctx.addIssue({ code: 'custom', path, message });
};

/** POST /api/admin/home-sections: a new item of a kind, last in its section. */
export const adminHomeItemCreateBody = z
  .strictObject({
    kind: z.enum(HOME_ITEM_KINDS, { message: 'Choose what to add' }),
    ...z.object(itemFields).partial().shape,
  })
  .superRefine((body, ctx) => {
    const { kind, ...values } = body;
    addIssues(ctx, [...foreignFieldIssues(kind, values), ...homeItemIssues(kind, values)]);
  });
export type AdminHomeItemCreateBody = z.input<typeof adminHomeItemCreateBody>;

/**
 * PATCH /api/admin/home-sections/{kind}/{id}: any of the item's fields; the server checks the edited
 * item whole (a new end against the stored start…).
 */
export const adminHomeItemPatchBody = z.strictObject(itemFields).partial();
export type AdminHomeItemPatchBody = z.input<typeof adminHomeItemPatchBody>;

export const adminHomeItemParams = z.object({
  kind: z.enum(HOME_ITEM_KINDS, { message: `kind must be one of ${HOME_ITEM_KINDS.join(', ')}` }),
  id: z.uuid({ message: 'Invalid item id' }),
});
export const adminHomeKindParams = adminHomeItemParams.pick({ kind: true });

/** POST /api/admin/home-sections/{kind}/order: every item of the kind, in the new order. */
export const adminHomeReorderBody = z.strictObject({
  ids: z
    .array(z.uuid({ message: 'Invalid item id' }))
    .min(1, 'Nothing to order')
    .max(500),
});

/** POST /api/admin/home-sections/featured: the featured products, in order (the whole list). */
export const adminHomeFeaturedBody = z.strictObject({
  productIds: z
    .array(z.uuid({ message: 'Choose products from the list' }))
    .max(HOME_FEATURED_MAX, M.tooManyFeatured)
    .superRefine((ids, ctx) => {
      const seen = new Set<string>();
      ids.forEach((id, i) => {
        if (seen.has(id)) ctx.addIssue({ code: 'custom', path: [i], message: M.duplicateProduct });
        seen.add(id);
      });
    }),
});

/** PATCH /api/admin/home-sections/settings: sections switched on (true) or off (false). */
export const adminHomeSettingsBody = z.strictObject({
  sections: z
    .partialRecord(z.enum(HOME_SECTION_KEYS, { message: 'Unknown section' }), z.boolean())
    .refine((s) => Object.keys(s).length > 0, 'Choose a section to switch'),
});

/** GET /api/admin/home-sections/preview: the storefront's home as it would be at `at`. */
export const adminHomePreviewQuery = z.object({
  at: instant.optional().describe('The time to preview (default: now)'),
  /** true: hidden items and switched-off sections are shown too. */
  hidden: z.enum(['true', 'false'], { message: 'hidden must be true or false' }).default('false'),
});

// ---------------------------------------------------------------------------------------------
// Answers

export const adminHomeProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** The first colour's first picture. */
  image: z.string().nullable(),
  status: z.enum(['draft', 'live', 'archived']),
});
export type AdminHomeProduct = z.infer<typeof adminHomeProductSchema>;

export const adminHomeItemSchema = z.object({
  _id: z.string(),
  kind: z.enum(HOME_ITEM_KINDS),
  /** Empty for a lowest-price card (it has only its text). */
  title: z.string(),
  description: z.string(),
  image: z.string(),
  link: homeLinkSchema.nullable(),
  /** The hand-picked set, in order (empty for kinds without one). */
  products: z.array(adminHomeProductSchema),
  affordablePrice: z.number().nullable(),
  productType: z.string().nullable(),
  startingPrice: z.number().nullable(),
  productTypes: z.array(z.string()),
  articleId: z.string().nullable(),
  isVisible: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  position: z.number().int(),
  /** What shoppers see of it now. */
  state: z.enum(HOME_ITEM_STATES),
});
export type AdminHomeItem = z.infer<typeof adminHomeItemSchema>;

export const adminHomeSectionSchema = z.object({
  key: z.enum(HOME_SECTION_KEYS),
  title: z.string(),
  isVisible: z.boolean(),
});

/** What the console's pickers offer and its cards name (hidden brands and categories too). */
export const adminHomeChoicesSchema = z.object({
  brands: z.array(z.object({ _id: z.string(), name: z.string() })),
  categories: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      subcategories: z.array(z.object({ _id: z.string(), name: z.string() })),
    }),
  ),
  productTypes: z.array(z.string()),
  articles: z.array(z.object({ _id: z.string(), title: z.string() })),
});
export type AdminHomeChoices = z.infer<typeof adminHomeChoicesSchema>;

export const adminHomeResponse = z.object({
  success: z.literal(true),
  /** The server's time, which the states were worked out at. */
  now: z.string(),
  sections: z.array(adminHomeSectionSchema),
  items: z.object(
    Object.fromEntries(HOME_ITEM_KINDS.map((kind) => [kind, z.array(adminHomeItemSchema)])) as Record<
      HomeItemKind,
      z.ZodArray<typeof adminHomeItemSchema>
    >,
  ),
  featured: z.array(adminHomeProductSchema),
  choices: adminHomeChoicesSchema,
});
export type AdminHomeResponse = z.infer<typeof adminHomeResponse>;

export const adminHomeItemResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  item: adminHomeItemSchema,
});
export const adminHomeDoneResponse = z.object({ success: z.literal(true), message: z.string() });
export const adminHomeFeaturedResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  featured: z.array(adminHomeProductSchema),
});
export const adminHomeSettingsResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  sections: z.array(adminHomeSectionSchema),
});
/** The preview: the storefront's own answer (GET /api/user/home) at the asked time. */
export const adminHomePreviewResponse = homeResponse;
