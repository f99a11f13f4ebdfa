import { CONSOLE_BASE, ROUTES, type RouteName, routePath } from '../../../contract/routes.ts';
import type { Db } from '../../db/client.ts';
import { escapeXml } from '../../lib/html.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { CacheMeter } from '../../platform/index.ts';
import { CATEGORY_PAGE, LISTING_PAGE, type ShopLinks } from './links.ts';
import * as repo from './sitemap-repo.ts';

// sitemap.xml is an index of smaller files: /sitemaps/pages.xml (home, listings, policies, articles),
// /sitemaps/categories.xml (categories, subcategories and brands) and /sitemaps/products-N.xml, each
// of at most SITEMAP_PAGE_SIZE URLs (the protocol allows 50,000; 5,000 keeps a file about 0.5 MB, read
// from one index-only walk of a few milliseconds). Product files are keyset pages by id: the index
// reads the first id of every page once, and file N reads `id >= start LIMIT 5000`. Everything is kept
// for SITEMAP_CACHE_MS and dropped when the catalogue changes.

export const SITEMAP_PAGE_SIZE = 5000;
export const SITEMAP_CACHE_MS = 5 * 60_000;
/** Where the files of the index live (/sitemaps/{file}). */
export const SITEMAP_FILES_PATH = '/sitemaps';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const PRODUCT_FILE = /^products-([1-9][0-9]{0,5})\.xml$/;

/** Public pages listed in pages.xml besides the articles. */
const PUBLIC_PAGES: readonly RouteName[] = [
  'home',
  'allProducts',
  'category',
  'earn',
  'contact',
  'returnPolicy',
  'privacyPolicy',
  'accountDeletePolicy',
];

/** Screens of one shopper's account (or signing in): nothing for a search engine. */
const ACCOUNT_SCREENS: readonly RouteName[] = [
  'wishlist',
  'cart',
  'address',
  'cod',
  'orderSuccess',
  'addressDetails',
  'manageAddress',
  'orders',
  'singleOrder',
  'notifications',
  'profile',
  'children',
  'alerts',
  'signin',
  'signup',
  'forget',
  'login',
  'becomeSeller',
];

interface UrlEntry {
  loc: string;
  lastmod?: string | null;
}

function urlset(entries: readonly UrlEntry[]): string {
  const urls = entries.map(
    (e) =>
      `<url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${escapeXml(e.lastmod)}</lastmod>` : ''}</url>`,
  );
  return `${XML_HEAD}\n<urlset xmlns="${NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

function sitemapIndex(entries: readonly UrlEntry[]): string {
  const maps = entries.map(
    (e) =>
      `<sitemap><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${escapeXml(e.lastmod)}</lastmod>` : ''}</sitemap>`,
  );
  return `${XML_HEAD}\n<sitemapindex xmlns="${NS}">\n${maps.join('\n')}\n</sitemapindex>\n`;
}

const newest = (rows: readonly repo.SitemapRow[]): string | null =>
  rows.reduce<string | null>((max, r) => (r.lastmod && (!max || r.lastmod > max) ? r.lastmod : max), null);

export interface SitemapDeps {
  db: Db;
  links: ShopLinks;
  /** URLs per file (tests make it small). */
  pageSize?: number;
  ttlMs?: number;
  meter?: CacheMeter;
}

export function createSitemaps({
  db,
  links,
  pageSize = SITEMAP_PAGE_SIZE,
  ttlMs = SITEMAP_CACHE_MS,
  meter,
}: SitemapDeps) {
  const files = new TtlCache<string>(ttlMs, 500, Date.now, meter);
  const starts = new TtlCache<string[]>(ttlMs, 1, Date.now);
  const productStarts = () => starts.get('products', () => repo.productPageStarts(db, pageSize));
  const fileUrl = (name: string) => links.page(`${SITEMAP_FILES_PATH}/${name}`);

  const collectionRows = new TtlCache<repo.CollectionRows>(ttlMs, 1, Date.now);
  const collections = () => collectionRows.get('collections', () => repo.collections(db));

  async function buildIndex(): Promise<string> {
    const [pages, found] = await Promise.all([productStarts(), collections()]);
    return sitemapIndex([
      { loc: fileUrl('pages.xml') },
      {
        loc: fileUrl('categories.xml'),
        lastmod: newest([...found.categories, ...found.subcategories, ...found.brands]),
      },
      ...pages.map((_, i) => ({ loc: fileUrl(`products-${i + 1}.xml`) })),
    ]);
  }

  async function buildCategories(): Promise<string> {
    const found = await collections();
    return urlset([
      ...found.categories.flatMap((c) => [
        { loc: links.withQuery(CATEGORY_PAGE, [['categoryId', c.id]]), lastmod: c.lastmod },
        { loc: links.withQuery(LISTING_PAGE, [['category', c.id]]), lastmod: c.lastmod },
      ]),
      ...found.subcategories.map((s) => ({
        loc: links.withQuery(LISTING_PAGE, [['subcategory', s.id]]),
        lastmod: s.lastmod,
      })),
      ...found.brands.map((b) => ({
        loc: links.withQuery(LISTING_PAGE, [['brand', b.id]]),
        lastmod: b.lastmod,
      })),
    ]);
  }

  async function buildPages(): Promise<string> {
    const articles = await repo.articles(db);
    return urlset([
      ...PUBLIC_PAGES.map((name) => ({ loc: links.page(routePath(name)) })),
      ...articles.map((a) => ({ loc: links.page(routePath('referral', { id: a.id })), lastmod: a.lastmod })),
    ]);
  }

  async function buildProducts(page: number): Promise<string> {
    const start = (await productStarts())[page - 1];
    // Only when the pages were read again between the caller's check and now: an empty (valid) file.
    const rows = start ? await repo.productPage(db, start, pageSize) : [];
    return urlset(rows.map((r) => ({ loc: links.product(r.id), lastmod: r.lastmod })));
  }

  return {
    /** /sitemap.xml: the index of the files. */
    index: () => files.get('index', buildIndex),
    /** One file of the index by its name, or null when there is no such file. */
    async file(name: string): Promise<string | null> {
      if (name === 'pages.xml') return files.get(name, buildPages);
      if (name === 'categories.xml') return files.get(name, buildCategories);
      const product = PRODUCT_FILE.exec(name);
      if (!product) return null;
      const page = Number(product[1]);
      const known = await productStarts();
      if (page > known.length) return null;
      return files.get(name, () => buildProducts(page));
    },
    /** robots.txt: the storefront open, the console, the API and account screens closed, the sitemap named. */
    robots(): string {
      const closed = [
        CONSOLE_BASE,
        '/api/',
        ...ACCOUNT_SCREENS.map((name) => ROUTES[name].replace(/:\w+.*$/, '')),
        // /refer is the shopper's own code; /referral/{id} articles stay open.
        `${ROUTES.refer}$`,
      ];
      return [
        'User-agent: *',
        'Allow: /',
        ...closed.map((path) => `Disallow: ${path}`),
        '',
        `Sitemap: ${links.page('/sitemap.xml')}`,
        '',
      ].join('\n');
    },
    /** Drops every kept file (after a catalogue change). */
    drop(): void {
      files.clear();
      starts.clear();
      collectionRows.clear();
    },
  };
}

export type Sitemaps = ReturnType<typeof createSitemaps>;
