// The catalog module's public surface: the storefront's catalogue (listings, search, product pages,
// home, with their caches), the catalogue as a sale reads it (stock now, listings refreshed after stock
// moved), the rows and helpers a sale uses to pick a colour and size, and products' types (invoices).

export {
  addSearchTerms,
  type CatalogueChanges,
  createCatalogueChanges,
} from './catalogue-changes.ts';
// The console's catalogue desks (server/modules/catalog/console/).
// exports: articles
export { articleDeskRoutes } from './console/article-desk-routes.ts';
export { type ArticleDesk, createArticleDesk } from './console/article-desk-service.ts';
// exports: home merchandising
export { homeDeskRoutes } from './console/home-desk-routes.ts';
export { createHomeDesk, type HomeDesk } from './console/home-desk-service.ts';
// exports: products desk
export { productDeskRoutes } from './console/product-desk-routes.ts';
export { createProductDesk, type ProductDesk } from './console/product-desk-service.ts';
// exports: search words (synonym groups)
export { searchWordsRoutes } from './console/search-words-routes.ts';
export { createSearchWordsDesk, type SearchWordsDesk } from './console/search-words-service.ts';
// exports: pictures and stock sheet
export { stockSheetRoutes } from './console/stock-sheet-routes.ts';
export { createStockSheet, type StockSheet } from './console/stock-sheet-service.ts';
// exports: brands and categories
export { taxonomyRoutes } from './console/taxonomy-routes.ts';
export { createTaxonomyDesk, type TaxonomyDesk } from './console/taxonomy-service.ts';
export { uploadRoutes } from './console/upload-routes.ts';
export { createUploadDesk, type UploadDesk } from './console/upload-service.ts';
// The offer windows' sweep (a scheduled job): listing columns and caches follow offers starting and ending.
export {
  OFFER_WINDOWS_QUEUE,
  type OfferWindowsDeps,
  scheduleOfferWindows,
  sweepOfferWindows,
} from './offer-windows.ts';
export type { CardRow, VariantRow } from './product-repo.ts';
export { productTypesOf } from './product-types-repo.ts';
// The header search's suggestions while typing.
export { searchRoutes } from './search-routes.ts';
export { type CatalogDeps, type CatalogService, createCatalogService } from './service.ts';
export { type CatalogStock, createCatalogStock, findSize, findVariant } from './stock.ts';
export { type LowStockRow, lowStock } from './stock-report-repo.ts';
export { createSearchSuggest, type SearchSuggest } from './suggest-service.ts';
export { refreshSearchTerms } from './summaries-repo.ts';
