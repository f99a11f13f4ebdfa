// The storefront's route table (rules/storefront §2). The web router mounts these paths and the
// server answers each of them with the storefront's index.html (SPA fallback); /api/* never falls back.
export const ROUTES = {
  home: '/',
  allProducts: '/allproducts',
  product: '/product/:id',
  category: '/category',
  wishlist: '/wishlist',
  cart: '/cart',
  address: '/address/:id',
  cod: '/cod/:id',
  orderSuccess: '/order-success',
  addressDetails: '/addressdetails',
  manageAddress: '/manage-address',
  orders: '/order',
  singleOrder: '/singleorder/:id',
  notifications: '/notifications',
  profile: '/profile',
  children: '/profile/children',
  alerts: '/profile/alerts',
  signin: '/signin',
  signup: '/signup',
  forget: '/forget',
  login: '/login',
  refer: '/refer',
  earn: '/earn',
  subscribe: '/subscribe',
  referral: '/referral/:id',
  becomeSeller: '/become-seller',
  contact: '/contact',
  returnPolicy: '/returnpolicy',
  privacyPolicy: '/privacypolicy',
  privacyPolicyAlt: '/privacy-policy',
  accountDeletePolicy: '/account-delete-policy',
} as const;

export type RouteName = keyof typeof ROUTES;

/** The shop's console: one lazy section of the same app, every path under it (docs/decisions/024). */
export const CONSOLE_BASE = '/admin';
/** The server answers these with index.html too; the console's own router takes it from there. */
export const CONSOLE_PATTERNS: readonly string[] = [CONSOLE_BASE, `${CONSOLE_BASE}/*`];

export const ROUTE_PATTERNS: readonly string[] = Object.values(ROUTES);

/** Builds a concrete path from a pattern, e.g. routePath('product', { id }) → /product/abc. */
export function routePath(name: RouteName, params: Record<string, string> = {}): string {
  return ROUTES[name].replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
}

/** True when a request path (no query) is one of the storefront's routes. */
export function isStorefrontRoute(pathname: string): boolean {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ROUTE_PATTERNS.some((pattern) => {
    if (!pattern.includes(':')) return pattern === clean;
    const re = new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`);
    return re.test(clean);
  });
}
