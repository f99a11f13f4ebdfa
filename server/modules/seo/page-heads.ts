import { type ListingQuery, listingQuerySchema, type ProductCard } from '../../../contract/catalog.ts';
import type { Language } from '../../../contract/language.ts';
import { displayPrice } from '../../../contract/pricing.ts';
import { ROUTES } from '../../../contract/routes.ts';
import { rupeesText } from '../../../contract/rupees.ts';
import { AppError } from '../../lib/errors.ts';
import { summary } from '../../lib/html.ts';
import type { CatalogService } from '../catalog/index.ts';
import { type PageHeadTags, renderHead } from './head.ts';
import { CATEGORY_PAGE, LISTING_PAGE, type ShopLinks } from './links.ts';
import { HEAD_WORDS, type HeadWords } from './words.ts';

// The head of each page a shopper shares: product, listing (category, brand, search …), category,
// article and home. Data comes from the catalogue's service and its caches (a shared link is fetched
// by every crawler that sees it); null for every other page, which keeps index.html's defaults.

export type HeadCatalog = Pick<
  CatalogService,
  'product' | 'list' | 'categories' | 'subcategories' | 'article'
>;

export interface PageHeadsDeps {
  catalog: HeadCatalog;
  shopName: string;
  links: ShopLinks;
}

/** A page as the head reads it: its path, its query and the shopper's language. */
export interface PageRequest {
  path: string;
  query: URLSearchParams;
  language: Language;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SCHEMA = 'https://schema.org';

/**
 * The listing parameters that say what a listing holds; the canonical URL keeps these (in this order)
 * and drops the rest: filters the shopper narrowed it with (price, size, colour, rating …), the sort,
 * the cache-buster and tracking (utm_*). The listing loads further pages as the shopper scrolls, so its
 * URL never carries a page.
 */
export const CANONICAL_LISTING_PARAMS = [
  'search',
  'category',
  'subcategory',
  'brand',
  'productType',
  'newArrivals',
  'productSliderId',
  'topPicksId',
  'topSaleSectionId',
] as const;

const pattern = (route: string) => new RegExp(`^${route.replace(/:\w+/g, '([^/]+)')}/?$`);
const PRODUCT_PATH = pattern(ROUTES.product);
const ARTICLE_PATH = pattern(ROUTES.referral);

/** A path segment decoded, or null when its escapes are malformed. */
function decoded(segment: string | undefined): string | null {
  try {
    return decodeURIComponent(segment ?? '');
  } catch {
    return null;
  }
}

const isNotFound = (error: unknown) => error instanceof AppError && error.status === 404;

function breadcrumbs(items: readonly { name: string; url: string }[]) {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/** The first picture of a card: its first colour's, else the product's own. */
function firstPicture(card: Pick<ProductCard, 'images' | 'variants'>): string | undefined {
  return [...(card.variants[0]?.images ?? []), ...card.images].find(Boolean);
}

export function createPageHeads({ catalog, shopName, links }: PageHeadsDeps) {
  const home = (words: HeadWords) => ({ name: words.home, url: links.page('/') });
  const titled = (what: string) => `${what} | ${shopName}`;

  async function productHead(id: string, words: HeadWords): Promise<PageHeadTags | null> {
    if (!UUID.test(id)) return null;
    let view: Awaited<ReturnType<HeadCatalog['product']>>;
    try {
      view = await catalog.product(id);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
    const p = view.product;
    const url = links.product(p._id);
    // The price and pictures the product page opens with: its first colour (one with stock, if any).
    const variant = p.variants[0];
    const price = displayPrice(p, variant);
    const inStock = p.variants.some((v) => v.sizes.some((s) => s.stock > 0));
    const pictures = [...new Set([...(variant?.images ?? []), ...p.images].filter(Boolean))].map(
      links.picture,
    );
    const description = summary(p.description) || words.productFallback(p.name, p.brandName, shopName);
    const categoryUrl = links.withQuery(CATEGORY_PAGE, [['categoryId', p.categoryId]]);
    const subcategoryUrl = links.withQuery(LISTING_PAGE, [['subcategory', p.subcategoryId]]);
    const availability = inStock ? 'InStock' : 'OutOfStock';
    const product: Record<string, unknown> = {
      '@context': SCHEMA,
      '@type': 'Product',
      '@id': `${url}#product`,
      name: p.name,
      description: p.description.replace(/\s+/g, ' ').trim() || description,
      url,
      sku: p._id,
      ...(pictures.length > 0 ? { image: pictures } : {}),
      brand: { '@type': 'Brand', name: p.brandName },
      category: `${p.categoryName} > ${p.subcategoryName}`,
      ...(p.features.material ? { material: p.features.material } : {}),
      ...(price === null
        ? {}
        : {
            offers: {
              '@type': 'Offer',
              url,
              price,
              priceCurrency: 'INR',
              availability: `${SCHEMA}/${availability}`,
              itemCondition: `${SCHEMA}/NewCondition`,
              seller: { '@type': 'Organization', name: shopName },
            },
          }),
      // Ratings count approved reviews only (the review desk keeps them).
      ...(p.ratingCount > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: Math.round(p.averageRating * 10) / 10,
              reviewCount: p.ratingCount,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
    };
    const first = pictures[0];
    return {
      title: titled(words.buyOnline(p.name)),
      socialTitle: p.name,
      description,
      canonical: url,
      type: 'product',
      ...(first ? { image: { url: first, alt: p.name } } : {}),
      properties: [
        ...(price === null
          ? []
          : ([
              ['product:price:amount', String(price)],
              ['product:price:currency', 'INR'],
            ] as const)),
        ['product:availability', inStock ? 'in stock' : 'out of stock'],
        ['product:condition', 'new'],
        ['product:brand', p.brandName],
        ['product:retailer_item_id', p._id],
      ],
      twitterData: [
        ...(price === null ? [] : ([[words.price, rupeesText(price)]] as const)),
        [words.availability, inStock ? words.inStock : words.outOfStock],
      ],
      jsonLd: [
        product,
        breadcrumbs([
          home(words),
          { name: p.categoryName, url: categoryUrl },
          { name: p.subcategoryName, url: subcategoryUrl },
          { name: p.name, url },
        ]),
      ],
    };
  }

  async function listingHead(query: URLSearchParams, words: HeadWords): Promise<PageHeadTags | null> {
    const kept: [string, string][] = [];
    for (const key of CANONICAL_LISTING_PARAMS) {
      const value = query.get(key)?.trim();
      if (value && !(key === 'newArrivals' && value !== 'true')) kept.push([key, value]);
    }
    const parsed = listingQuerySchema.safeParse(Object.fromEntries(kept));
    // A listing the API would refuse shows its own message; it keeps the template's head.
    if (!parsed.success) return null;
    const q: ListingQuery = parsed.data;
    const { products, collection } = await catalog.list(q);
    const canonical = links.withQuery(LISTING_PAGE, kept);
    const what = q.search ? words.searchResults(q.search) : (collection ?? words.allProducts);
    const first = products[0] && firstPicture(products[0]);
    return {
      title: titled(what),
      description: words.listingDescription(q.search ?? collection ?? words.allProducts, shopName),
      canonical,
      type: 'website',
      // A search's results are for the shopper who typed it, not for an index (its products are listed).
      ...(q.search ? { robots: 'noindex, follow' } : {}),
      ...(first ? { image: { url: links.picture(first), alt: what } } : {}),
      jsonLd: [
        breadcrumbs(
          kept.length === 0
            ? [home(words), { name: words.allProducts, url: canonical }]
            : [
                home(words),
                { name: words.allProducts, url: links.page(LISTING_PAGE) },
                { name: what, url: canonical },
              ],
        ),
        {
          '@context': SCHEMA,
          '@type': 'ItemList',
          name: what,
          url: canonical,
          numberOfItems: products.length,
          itemListElement: products.map((card, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            url: links.product(card._id),
            name: card.name,
          })),
        },
      ],
    };
  }

  async function categoryHead(query: URLSearchParams, words: HeadWords): Promise<PageHeadTags> {
    const categories = await catalog.categories();
    const asked = query.get('categoryId');
    const chosen = categories.find((c) => c._id === asked);
    if (!chosen) {
      const canonical = links.page(CATEGORY_PAGE);
      return {
        title: titled(words.categories),
        description: words.listingDescription(
          categories.map((c) => c.name).join(', ') || words.allProducts,
          shopName,
        ),
        canonical,
        type: 'website',
        jsonLd: [breadcrumbs([home(words), { name: words.categories, url: canonical }])],
      };
    }
    const subcategories = await catalog.subcategories(chosen._id);
    const canonical = links.withQuery(CATEGORY_PAGE, [['categoryId', chosen._id]]);
    return {
      title: titled(chosen.name),
      description: summary(
        words.categoryDescription(
          chosen.name,
          subcategories.map((s) => s.name),
          shopName,
        ),
      ),
      canonical,
      type: 'website',
      ...(chosen.image ? { image: { url: links.picture(chosen.image), alt: chosen.name } } : {}),
      jsonLd: [breadcrumbs([home(words), { name: chosen.name, url: canonical }])],
    };
  }

  async function articleHead(id: string, words: HeadWords): Promise<PageHeadTags | null> {
    if (!UUID.test(id)) return null;
    let article: { title: string; description: string; image: string; createdAt: string } | undefined;
    try {
      article = (await catalog.article(id)).data[0];
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
    if (!article) return null;
    const url = links.page(`/referral/${encodeURIComponent(id)}`);
    const image = article.image ? links.picture(article.image) : undefined;
    const description = summary(article.description) || article.title;
    return {
      title: titled(article.title),
      socialTitle: article.title,
      description,
      canonical: url,
      type: 'article',
      ...(image ? { image: { url: image, alt: article.title } } : {}),
      properties: [['article:published_time', article.createdAt]],
      jsonLd: [
        {
          '@context': SCHEMA,
          '@type': 'Article',
          headline: article.title,
          description,
          url,
          ...(image ? { image: [image] } : {}),
          datePublished: article.createdAt,
          publisher: { '@type': 'Organization', name: shopName, url: links.page('/') },
        },
        breadcrumbs([home(words), { name: article.title, url }]),
      ],
    };
  }

  function homeHead(words: HeadWords): PageHeadTags {
    const url = links.page('/');
    return {
      title: shopName,
      description: words.homeDescription,
      canonical: url,
      type: 'website',
      jsonLd: [
        {
          '@context': SCHEMA,
          '@type': 'WebSite',
          name: shopName,
          url,
          potentialAction: {
            '@type': 'SearchAction',
            target: {
              '@type': 'EntryPoint',
              urlTemplate: `${links.page(LISTING_PAGE)}?search={search_term_string}`,
            },
            'query-input': 'required name=search_term_string',
          },
        },
        { '@context': SCHEMA, '@type': 'Organization', name: shopName, url },
      ],
    };
  }

  /** The head tags of the page at this path, or null when it has none of its own. */
  async function headTags({ path, query, language }: PageRequest): Promise<PageHeadTags | null> {
    const words = HEAD_WORDS[language];
    const product = PRODUCT_PATH.exec(path);
    if (product) return productHead(decoded(product[1]) ?? '', words);
    const article = ARTICLE_PATH.exec(path);
    if (article) return articleHead(decoded(article[1]) ?? '', words);
    const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
    if (clean === LISTING_PAGE) return listingHead(query, words);
    if (clean === CATEGORY_PAGE) return categoryHead(query, words);
    if (clean === ROUTES.home) return homeHead(words);
    return null;
  }

  return {
    headTags,
    /** The page's head as HTML (its <title> first), or null to keep the template's. */
    async pageHead(page: PageRequest): Promise<string | null> {
      const tags = await headTags(page);
      return tags ? renderHead(tags, shopName, HEAD_WORDS[page.language]) : null;
    },
  };
}

export type PageHeads = ReturnType<typeof createPageHeads>;
