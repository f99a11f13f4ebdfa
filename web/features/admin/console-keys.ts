// The console's query keys, in one place. Every key starts with 'admin', so a sign-out can drop them
// all at once; the shell and the desks share the signed-in staff member and the new-orders count.

/** A console query key: 'admin' and the parts that name the data. */
export const adminKey = (...parts: unknown[]) => ['admin', ...parts] as const;

export const consoleKeys = {
  /** Who is signed in (GET /api/admin/me). */
  me: ['admin', 'me'] as const,
  /** The new-orders count beside the nav's Orders link. */
  newOrders: ['admin', 'new-orders'] as const,
  orders: ['admin', 'orders'] as const,
  order: (orderId: string) => ['admin', 'order', orderId] as const,
  returns: ['admin', 'returns'] as const,
  /** The product list (every filter and page under it) and one product in the editor. */
  products: ['admin', 'products'] as const,
  product: (id: string) => ['admin', 'product', id] as const,
  /** Every product type in use (the editor's and the filters' choices). */
  productTypes: ['admin', 'product-types'] as const,
  /** All brands and all categories with their subcategories (hidden ones too). */
  brands: ['admin', 'brands'] as const,
  categories: ['admin', 'categories'] as const,
};

/** How often the new-orders count is asked again while the page is visible. */
export const NEW_ORDERS_POLL_MS = 60_000;
