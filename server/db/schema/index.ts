export * from './accounts.ts';
export * from './addresses.ts';
export * from './catalog.ts';
export * from './content.ts';
export * from './merchandising.ts';
export * from './meta.ts';
export * from './orders.ts';
export * from './shopping.ts';
