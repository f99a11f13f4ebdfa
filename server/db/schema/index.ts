// Every table of the shop, for drizzle-kit (drizzle.config.ts), the migrator's client, the seed and
// tests. Each table is declared by the module that owns it (server/modules/<module>/schema.ts); a
// module's table that points at another module's table imports it from here. Users come first: most
// tables point at them.

export * from '../../modules/address/schema.ts';
export * from '../../modules/alerts/schema.ts';
export * from '../../modules/auth/schema.ts';
export * from '../../modules/cart/schema.ts';
export * from '../../modules/catalog/schema.ts';
export * from '../../modules/checkout/schema.ts';
export * from '../../modules/children/schema.ts';
export * from '../../modules/coins/schema.ts';
export * from '../../modules/invoices/schema.ts';
export * from '../../modules/messages/schema.ts';
export * from '../../modules/notifications/schema.ts';
export * from '../../modules/orders/schema.ts';
export * from '../../modules/reviews/schema.ts';
export * from '../../modules/seller/schema.ts';
export * from '../../modules/staff/schema.ts';
export * from '../../modules/users/schema.ts';
export * from '../../modules/wishlist/schema.ts';
export * from './meta.ts';
