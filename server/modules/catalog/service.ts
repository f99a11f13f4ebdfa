import type {
  Brand,
  Category,
  HomeData,
  ListingQuery,
  ProductCard,
  ProductListResponse,
  ProductViewResponse,
  SearchSuggestionsResponse,
  Subcategory,
} from '../../../contract/catalog.ts';
import { NEW_ARRIVAL_DAYS, SEARCH_SUGGESTIONS_MAX } from '../../../contract/catalog.ts';
import { PRICE_RANGE } from '../../../contract/constants.ts';
import type { Db } from '../../db/client.ts';
import { type EncodedAnswer, encodeAnswer } from '../../lib/encoded-answer.ts';
import { notFound } from '../../lib/errors.ts';
import { toPaise, toRupees } from '../../lib/money.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { ClusterBus, ShopMetrics } from '../../platform/index.ts';
import { toCard, toDetail, toReview } from './cards.ts';
import { HomeCache } from './home-cache.ts';
import { articleById, type HomeMoment, homeLists, nextHomeChange } from './home-repo.ts';
import {
  ANCHOR_EVERY,
  anchorBefore,
  type KeyedOrder,
  keyedPage,
  type ListingAnchor,
  listingAnchors,
  pastRankedWindow,
  pastWindowAnchors,
  rankedWindow,
} from './listing-deep-repo.ts';
import { createListingFacets, facetSelection } from './listing-facets.ts';
import { collectionName, type ListingFilter, type ListingOrder, listingTotal } from './listing-repo.ts';
import { pageCards } from './page-cards.ts';
import { productMessages } from './product-messages.ts';
import { cardsByIds, productDetail, reviewsFor, similarAnchor, similarIds } from './product-repo.ts';
import * as repo from './repo.ts';
import { createSearchDictionaryCache } from './search-dictionary.ts';
import {
  findsNothing,
  type SearchUnderstanding,
  searchWords,
  understandSearch,
  understoodOf,
  wordFilters,
} from './search-query.ts';
import { searchSuggestions } from './suggestions-repo.ts';

export const SIMILAR_LIMIT = 12;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface CatalogDeps {
  db: Db;
  clock: () => Date;
  /** Rupees per coin (accounts spec: the server's coin value). */
  coinValue: number;
  homeCacheTtlMs: number;
  listingCacheTtlMs: number;
  cardCacheTtlMs: number;
  /** Tells the other instances that the catalogue changed, and hears theirs. Absent: one process. */
  bus?: ClusterBus;
  /** Counts each cache's hits and misses. */
  metrics?: Pick<ShopMetrics, 'cache'>;
}

/** 't-shirt' → 'T-shirts', 'night-suit' → 'Night suits', 'socks' → 'Socks' (plural, as a shelf is named). */
function typeLabel(type: string, index: number): string {
  const words = type
    .trim()
    .replace(/^([a-z])-/i, '$1\u2011')
    .replace(/[-_]+/g, ' ')
    .replace('\u2011', '-');
  const plural = /s$/i.test(words) ? words : `${words}s`;
  return index === 0 ? `${plural.charAt(0).toUpperCase()}${plural.slice(1)}` : plural.toLowerCase();
}

/** ['Socks', 'bibs', 'hairbands'] → 'Socks, bibs and hairbands'. */
function sentenceList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export function createCatalogService({
  db,
  clock,
  coinValue,
  homeCacheTtlMs,
  listingCacheTtlMs,
  cardCacheTtlMs,
  bus,
  metrics,
}: CatalogDeps) {
  const meter = (name: string) => metrics?.cache(name);
  /**
   * The home at a moment: the items visible and inside their window then, sections switched off left
   * empty (the console's preview may ask for hidden items and sections too).
   */
  async function buildHome(moment: HomeMoment): Promise<{ success: true; status: 200; data: HomeData }> {
    const lists = await homeLists(db, moment);
    const [featured, newest] = await Promise.all([
      cardsByIds(
        db,
        lists.featured.map((r) => r.id),
      ),
      cardsByIds(
        db,
        lists.newest.map((r) => r.id),
      ),
    ]);
    const brandList: Brand[] = lists.brandRows.map(({ isFeatured: _, ...b }) => b);
    const marquee: Brand[] = lists.marqueeRows.map(({ isFeatured: _, ...b }) => b);
    const featuring = lists.marqueeRows.filter((b) => b.isFeatured).map(({ isFeatured: _, ...b }) => b);
    return {
      success: true,
      status: 200,
      data: {
        ProductSliders: lists.sliders,
        BrandSliders: marquee.filter((b) => b.logo),
        CategorySliders: lists.categoryRows,
        topSales: lists.sales,
        newArrivals: newest.map(toCard),
        featuredProducts: featured.map(toCard),
        OfferSection: lists.offers,
        brands: brandList,
        featuringBrandsNow: featuring,
        affordableProducts: lists.trending.map((t) => ({
          ...t,
          affordablePrice: toRupees(t.affordablePrice),
        })),
        topPicksBestPrice: lists.picks,
        lowToHighProducts: lists.lowest.map((l) => ({ ...l, startingPrice: toRupees(l.startingPrice) })),
      },
    };
  }

  // The shoppers' home, as it is now; kept until a change drops it, its TTL passes or an item starts or ends.
  const homeCache = new HomeCache(
    async () => {
      const at = clock();
      const [payload, next] = await Promise.all([
        buildHome({ at, showHidden: false }),
        nextHomeChange(db, at),
      ]);
      return { payload, changesAt: next?.getTime() ?? null };
    },
    homeCacheTtlMs,
    () => clock().getTime(),
    meter('home'),
  );
  // Totals scan every matching row and a ranked search sorts every match; both are kept briefly
  // (LISTING_CACHE_TTL_MS) so paging and popular queries cost only their cards. Ids and totals a few
  // seconds old are fine for a listing; prices and stock on the cards are read on every request.
  const totals = new TtlCache<number>(listingCacheTtlMs, 1000, Date.now, meter('listing-totals'));
  const pages = new TtlCache<{ ids: string[]; total: number; collection: string | null }>(
    listingCacheTtlMs,
    2000,
    Date.now,
    meter('listing-pages'),
  );
  const similar = new TtlCache<string[]>(listingCacheTtlMs, 2000, Date.now, meter('similar'));
  // The name of the collection a filter opens (a category's, a brand's…), kept like its total: every
  // page of a category shares it.
  const collections = new TtlCache<string | null>(listingCacheTtlMs, 1000, Date.now, meter('collections'));
  // Per filter and order: every ANCHOR_EVERY-th product's sort key, so a deep page starts near itself
  // (listing-deep-repo.ts); per search: its ranked window, and the anchors of its matches after the
  // window. Each costs one pass, like a total, and is kept as long.
  const anchors = new TtlCache<ListingAnchor[]>(listingCacheTtlMs, 200, Date.now, meter('listing-anchors'));
  const rankedWindows = new TtlCache<string[]>(listingCacheTtlMs, 500, Date.now, meter('search-windows'));
  const pastWindowMarks = new TtlCache<ListingAnchor[]>(
    listingCacheTtlMs,
    200,
    Date.now,
    meter('search-anchors'),
  );
  const facets = createListingFacets({ db, ttlMs: listingCacheTtlMs, meter });
  const suggestions = new TtlCache<SearchSuggestionsResponse>(
    listingCacheTtlMs,
    1000,
    Date.now,
    meter('suggestions'),
  );

  // Cards and product pages are kept for a few seconds (CARD_CACHE_TTL_MS): a hot product is read from
  // the database once per window instead of once per shopper. Stock shown may be that many seconds old;
  // the cart and the order re-check stock in the database.
  const cardCache = new TtlCache<ProductCard>(cardCacheTtlMs, 20_000, Date.now, meter('cards'));
  const productCache = new TtlCache<ProductViewResponse>(cardCacheTtlMs, 5_000, Date.now, meter('product'));
  // Whole answers as sent (serialised once, compressed at most once per coding: lib/encoded-answer.ts),
  // kept no longer than the cards they hold, so a popular page costs neither a query, nor JSON, nor
  // compression per request. A listing's also no longer than its ids and total.
  const answerTtlMs = Math.min(cardCacheTtlMs, listingCacheTtlMs);
  const listingAnswers = new TtlCache<EncodedAnswer>(answerTtlMs, 1000, Date.now, meter('listing-answers'));
  const productAnswers = new TtlCache<EncodedAnswer>(
    cardCacheTtlMs,
    5_000,
    Date.now,
    meter('product-answers'),
  );
  const similarAnswers = new TtlCache<EncodedAnswer>(answerTtlMs, 2_000, Date.now, meter('similar-answers'));
  const shelfAnswers = new TtlCache<EncodedAnswer>(cardCacheTtlMs, 1_100, Date.now, meter('shelf-answers'));
  const invalidationListeners: Array<() => void> = [];
  const productListeners: Array<(productIds: readonly string[]) => void> = [];
  // The console's search words, and what recent searches meant (ages, gender, corrected words).
  const dictionary = createSearchDictionaryCache(db);
  const meanings = new TtlCache<SearchUnderstanding>(
    listingCacheTtlMs,
    2000,
    Date.now,
    meter('search-meanings'),
  );

  function cards(ids: readonly string[]): Promise<ProductCard[]> {
    return pageCards(ids, cardCache, async (missing) => (await cardsByIds(db, missing)).map(toCard));
  }

  /** Drops every answer this process keeps that holds catalogue figures, its listeners' too. */
  function dropCaches() {
    homeCache.invalidate();
    totals.clear();
    collections.clear();
    pages.clear();
    similar.clear();
    anchors.clear();
    rankedWindows.clear();
    pastWindowMarks.clear();
    facets.clear();
    suggestions.clear();
    dictionary.clear();
    meanings.clear();
    cardCache.clear();
    productCache.clear();
    listingAnswers.clear();
    productAnswers.clear();
    similarAnswers.clear();
    shelfAnswers.clear();
    for (const listener of invalidationListeners) listener();
  }
  /**
   * Drops these products' own cards and pages, nothing else: for a change that moves no product into
   * or out of any listing, filter or order of the shop — stock taken by an order that sold no size
   * out. Listings and the home that show these cards keep their answers for their own short times.
   */
  function dropProducts(productIds: readonly string[]) {
    for (const id of productIds) {
      cardCache.delete(id);
      productCache.delete(id);
      productAnswers.delete(id);
    }
    for (const listener of productListeners) listener(productIds);
  }
  // The products whose stock orders took, told to the other instances in one message per moment
  // instead of one per order (each message is a round trip to the broker).
  const stockMessages = productMessages((productIds) => bus?.publish({ topic: 'catalogue', productIds }));
  // Another instance's change: drop what this one keeps (and tell nobody: it told everyone).
  bus?.subscribe((message) => {
    if (message.topic !== 'catalogue') return;
    if (message.productIds) dropProducts(message.productIds);
    else dropCaches();
  });

  /** What a search means: its age sizes, gender and words, read with the console's search words. */
  async function understand(search: string | undefined): Promise<SearchUnderstanding | null> {
    if (!search) return null;
    return meanings.get(search, async () => understandSearch(db, search, await dictionary.get()));
  }

  async function toFilter(q: ListingQuery, meaning?: SearchUnderstanding | null): Promise<ListingFilter> {
    const search = meaning === undefined ? await understand(q.search) : meaning;
    const brandIds = q.brand?.filter((b) => UUID.test(b));
    const brandNames = q.brand?.filter((b) => !UUID.test(b)).map((b) => b.toLowerCase());
    const newSince = new Date(clock().getTime() - NEW_ARRIVAL_DAYS * 86_400_000);
    return {
      tsquery: search?.tsquery ?? null,
      ...(q.productType?.length ? { productTypes: q.productType.map((t) => t.toLowerCase()) } : {}),
      ...(q.subcategory ? { subcategoryId: q.subcategory } : {}),
      ...(q.minPrice !== undefined && q.minPrice > 0 ? { minPrice: toPaise(q.minPrice) } : {}),
      ...(q.maxPrice !== undefined ? { maxPrice: toPaise(q.maxPrice) } : {}),
      ...(brandIds?.length ? { brandIds } : {}),
      ...(brandNames?.length ? { brandNames } : {}),
      // Size, gender, colour and category: the facets' own filters.
      ...facetSelection(q),
      ...(q.discountMin ? { discountMin: q.discountMin } : {}),
      ...(q.minRating !== undefined ? { minRating: q.minRating } : {}),
      ...(q.maxRating !== undefined ? { maxRating: q.maxRating } : {}),
      ...(q.newArrivals === 'true' ? { createdAfter: newSince } : {}),
      ...(q.productSliderId ? { productSliderId: q.productSliderId } : {}),
      ...(q.topPicksId ? { topPicksId: q.topPicksId } : {}),
      ...(q.topSaleSectionId ? { topSaleSectionId: q.topSaleSectionId } : {}),
      // The search's age and gender words, unless the shopper chose sizes or a gender themselves.
      ...wordFilters(search, q),
    };
  }

  /**
   * A name for a listing by product types and price alone (the trending and lowest-price cards):
   * 'Socks, bibs and hairbands', 'T-shirts under ₹999'.
   */
  function describeFilter(q: ListingQuery): string | null {
    const types = (q.productType ?? []).map(typeLabel);
    const what = types.length > 0 ? sentenceList(types) : null;
    const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;
    if (q.maxPrice !== undefined && q.maxPrice < PRICE_RANGE.max) {
      return `${what ?? 'Everything'} under ${rupees(q.maxPrice)}`;
    }
    if (q.minPrice !== undefined && q.minPrice > PRICE_RANGE.min) {
      return `${what ?? 'Everything'} from ${rupees(q.minPrice)}`;
    }
    return what;
  }

  function toOrder(q: ListingQuery, filter?: ListingFilter): ListingOrder {
    // A search without an explicit sort is ordered by relevance (by popularity when it held only age and
    // gender words); otherwise the spec's default, newest first.
    if (q.search && !q.sortField && !q.sort) {
      return filter && filter.tsquery === null
        ? { field: 'popularity', direction: 'desc' }
        : { field: 'relevance', direction: 'desc' };
    }
    return { field: q.sortField ?? 'createdAt', direction: q.sort ?? 'desc' };
  }

  /**
   * One page of ids in a listing's order. A search's first matches come from its ranked window, the
   * rest by popularity; any other order walks from the nearest anchor before the page (while listings
   * are kept at all: without a cache an anchor pass per request would cost more than the walk it saves).
   */
  async function pageIds(
    filter: ListingFilter,
    order: ListingOrder,
    page: { limit: number; offset: number; words: string },
  ) {
    const { limit, offset, words } = page;
    if (order.field === 'relevance' && filter.tsquery) {
      const window = await rankedWindows.get(JSON.stringify([filter, words]), () =>
        rankedWindow(db, filter, words),
      );
      const fromWindow = window.slice(offset, offset + limit);
      if (fromWindow.length === limit) return fromWindow;
      const pastWindow = Math.max(0, offset - window.length);
      const after =
        pastWindow < ANCHOR_EVERY || listingCacheTtlMs === 0
          ? null
          : anchorBefore(
              await pastWindowMarks.get(JSON.stringify([filter, words]), () =>
                pastWindowAnchors(db, filter, window),
              ),
              pastWindow,
            );
      const rest = await pastRankedWindow(db, filter, window, {
        limit: limit - fromWindow.length,
        offset: pastWindow - (after?.n ?? 0),
        after,
      });
      return [...fromWindow, ...rest];
    }
    const keyed: KeyedOrder =
      order.field === 'relevance'
        ? { field: 'createdAt', direction: order.direction }
        : { ...order, field: order.field };
    if (offset < ANCHOR_EVERY || listingCacheTtlMs === 0) {
      return keyedPage(db, filter, keyed, { limit, offset, after: null });
    }
    const marks = await anchors.get(JSON.stringify([filter, keyed]), () => listingAnchors(db, filter, keyed));
    const after = anchorBefore(marks, offset);
    return keyedPage(db, filter, keyed, { limit, offset: offset - (after?.n ?? 0), after });
  }

  const service = {
    /** Product cards for ids, in their order, from the short-lived card cache (other modules' lists). */
    cards,
    categories(): Promise<Category[]> {
      return repo.listCategories(db);
    },
    async subcategories(categoryId: string): Promise<Subcategory[]> {
      if (!(await repo.categoryExists(db, categoryId))) throw notFound('Category not found');
      return repo.listSubcategories(db, categoryId);
    },
    brands(): Promise<Brand[]> {
      return repo.listBrands(db);
    },

    async list(q: ListingQuery): Promise<ProductListResponse> {
      const meaning = await understand(q.search);
      const { facets: asked, ...pageQuery } = q;
      // The page's ids and total are kept briefly per query; the cards (prices, stock) are always read fresh.
      // The facets, when asked, are counted beside them (listing-facets.ts keeps their own cache).
      const [{ ids, total, collection }, counted] = await Promise.all([
        pages.get(JSON.stringify(pageQuery), async () => {
          const filter = await toFilter(q, meaning);
          const key = JSON.stringify(filter);
          const name = collections.get(key, () => collectionName(db, filter));
          // Words that match nothing in the catalogue: nothing to look for.
          if (meaning && findsNothing(meaning))
            return { ids: [], total: 0, collection: (await name) ?? describeFilter(q) };
          const offset = (q.page - 1) * q.limit;
          const [ids, count, named] = await Promise.all([
            pageIds(filter, toOrder(q, filter), { limit: q.limit, offset, words: meaning?.words ?? '' }),
            totals.get(key, () => listingTotal(db, filter)),
            name,
          ]);
          return { ids, total: count, collection: named ?? describeFilter(q) };
        }),
        asked === 'true' ? facets.of(q, toFilter) : undefined,
      ]);
      return {
        success: true,
        message: total === 0 ? 'No Products Found' : 'Products fetched successfully',
        products: await cards(ids),
        total,
        collection,
        ...(meaning ? { understood: understoodOf(meaning, q) } : {}),
        ...(counted ? { facets: counted } : {}),
      };
    },

    /**
     * What the listing's empty state offers for a search: how many products the words alone find
     * (so the page knows whether dropping the filters helps) and, when they find none, the closest
     * catalogue names that do ('Did you mean …?').
     */
    searchSuggestions(search: string): Promise<SearchSuggestionsResponse> {
      const words = searchWords(search).join(' ');
      return suggestions.get(words || search.trim().toLowerCase(), async () => {
        const meaning = await understand(search);
        // The same filter, and so the same cached total, as a listing of this search with nothing else set.
        const filter: ListingFilter = { tsquery: meaning?.tsquery ?? null, ...wordFilters(meaning, {}) };
        const total =
          meaning && !findsNothing(meaning)
            ? await totals.get(JSON.stringify(filter), () => listingTotal(db, filter))
            : 0;
        if (total > 0) return { success: true, total, suggestions: [] };
        // One spare, as a name that is the search itself (up to case and punctuation) is dropped.
        const close = await searchSuggestions(db, search, SEARCH_SUGGESTIONS_MAX + 1);
        return {
          success: true,
          total,
          suggestions: close
            .filter((s) => searchWords(s.text).join(' ') !== words)
            .slice(0, SEARCH_SUGGESTIONS_MAX),
        };
      });
    },

    product(id: string): Promise<ProductViewResponse> {
      return productCache.get(id, async () => {
        const row = await productDetail(db, id);
        if (!row) throw notFound('Product not found');
        const product = toDetail(row);
        const reviews = (await reviewsFor(db, id)).map(toReview);
        return {
          success: true,
          product,
          discountPercentage: product.discountPercentage,
          brandName: product.brandName,
          reviews,
        };
      });
    },

    async similar(id: string) {
      const ids = await similar.get(id, async () => {
        const anchor = await similarAnchor(db, id);
        if (!anchor) throw notFound('Product not found');
        return similarIds(db, anchor, SIMILAR_LIMIT);
      });
      return { success: true as const, products: await cards(ids) };
    },

    home: () => homeCache.get(),
    /** The home as it would be at a moment, built afresh (the console's preview; never cached). */
    homeAt: (moment: HomeMoment) => buildHome(moment),
    /**
     * Call after any change to products, prices, stock or merchandising has committed: drops this
     * process's cached answers at once and tells the other instances to drop theirs.
     */
    invalidateCaches: () => {
      dropCaches();
      // Never throws (a failure is logged and the cache times bound it); nothing waits for it.
      void bus?.publish({ topic: 'catalogue' });
    },
    /**
     * Call after stock of these products changed without a size selling out or coming back (an
     * order took some): drops their cards and pages here and on the other instances, and keeps every
     * listing, total, anchor and search word the shop has worked out.
     */
    stockTaken: (productIds: readonly string[]) => {
      if (productIds.length === 0) return;
      dropProducts(productIds);
      stockMessages.add(productIds);
    },
    /** Other modules' caches of catalogue figures (cart views) are dropped with the catalogue's own. */
    onCachesInvalidated: (listener: () => void) => {
      invalidationListeners.push(listener);
    },
    /** Told the products whose own pages were dropped (stockTaken, here or on another instance). */
    onProductsChanged: (listener: (productIds: readonly string[]) => void) => {
      productListeners.push(listener);
    },

    async article(id: string) {
      const [row] = await articleById(db, id);
      if (!row) throw notFound("This content isn't available right now");
      return { success: true as const, data: [{ ...row, createdAt: row.createdAt.toISOString() }] };
    },

    coinValue: () => ({ success: true as const, coinValue }),
    /** The console's search words as search reads them (the suggestions while typing share it). */
    searchDictionary: () => dictionary.get(),
  };

  return {
    ...service,
    // The storefront's public reads as kept answers, ready to send (routes.ts: sendAnswer).
    listAnswer: (q: ListingQuery): Promise<EncodedAnswer> =>
      listingAnswers.get(JSON.stringify(q), async () => encodeAnswer(await service.list(q))),
    productAnswer: (id: string): Promise<EncodedAnswer> =>
      productAnswers.get(id, async () => encodeAnswer(await service.product(id))),
    similarAnswer: (id: string): Promise<EncodedAnswer> =>
      similarAnswers.get(id, async () => encodeAnswer(await service.similar(id))),
    categoriesAnswer: (): Promise<EncodedAnswer> =>
      shelfAnswers.get('categories', async () =>
        encodeAnswer({ success: true, categories: await service.categories() }),
      ),
    brandsAnswer: (): Promise<EncodedAnswer> =>
      shelfAnswers.get('brands', async () => encodeAnswer({ success: true, brands: await service.brands() })),
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
