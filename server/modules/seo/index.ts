// The seo module's public surface: shared links' head tags for the storefront's pages (the
// storefront's pageHead hook), sitemap.xml with its files, and robots.txt.

export { pageHeadHook, seoRoutes } from './routes.ts';
export { createSeo, type Seo, type SeoDeps } from './service.ts';
export { SITEMAP_CACHE_MS, SITEMAP_PAGE_SIZE } from './sitemap.ts';
