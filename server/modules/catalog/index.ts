// The catalog module's public surface: the storefront's catalogue (listings, search, product pages,
// home, with their caches), the catalogue as a sale reads it (stock now, listings refreshed after stock
// moved), the rows and helpers a sale uses to pick a colour and size, and products' types (invoices).
export type { CardRow, VariantRow } from './product-repo.ts';
export { productTypesOf } from './product-types-repo.ts';
export { type CatalogDeps, type CatalogService, createCatalogService } from './service.ts';
export { type CatalogStock, createCatalogStock, findSize, findVariant } from './stock.ts';
export { type LowStockRow, lowStock } from './stock-report-repo.ts';
