// Business constants shared by the web and the server (rules/storefront §9, rules/accounts §9).
export const SHOP_NAME_DEFAULT = 'Little Loom';
export const BRAND_CODE_DEFAULT = 'LL';
export const SUPPORT_EMAIL_DEFAULT = 'care@littleloom.in';

export const CURRENCY_SYMBOL = '₹';
export const LISTING_PAGE_SIZE = 12;
export const LISTING_MAX_LIMIT = 48;
export const PRICE_RANGE = { min: 0, max: 5000 } as const;
export const MOBILE_BREAKPOINT_PX = 768;
export const CAROUSEL_INTERVAL_MS = 3000;
export const SCROLL_STEP_PX = 300;
export const MARQUEE_PX_PER_SECOND = 30;
export const INTERSECTION_THRESHOLD = 0.2;
export const CARD_NAME_MAX = 25;
export const THUMBNAILS_MAX = 4;
export const ZOOM_PERCENT = 250;
export const SKELETONS = {
  listing: 8,
  featured: 4,
  newArrivals: 4,
  brands: 6,
  similar: 6,
  wishlist: 6,
} as const;
export const STOCK_LIMITED_MAX = 5;
export const PINCODE_LENGTH = 6;
export const TOAST_MS = { success: 2000, error: 3000 } as const;
export const TOAST_MS_ACCOUNT = { success: 3000, error: 4000 } as const;
/** Delivery charge rule defaults (configurable on the server: FREE_DELIVERY_FROM, DELIVERY_CHARGE). */
export const DELIVERY_RULE_DEFAULT = { freeFromRupees: 499, chargeRupees: 49 } as const;

/** Age sizes in display order, then shoe sizes (UK children's). */
export const AGE_SIZES = [
  '0-3M',
  '3-6M',
  '6-9M',
  '9-12M',
  '12-18M',
  '18-24M',
  '2-3Y',
  '3-4Y',
  '4-5Y',
  '5-6Y',
  '6-7Y',
  '7-8Y',
  '8-9Y',
  '9-10Y',
  '10-11Y',
  '11-12Y',
  '12-13Y',
] as const;
export const SHOE_SIZES = [
  'UK 2C',
  'UK 3C',
  'UK 4C',
  'UK 5C',
  'UK 6C',
  'UK 7C',
  'UK 8C',
  'UK 9C',
  'UK 10C',
  'UK 11C',
  'UK 12C',
  'UK 13C',
  'UK 1',
  'UK 2',
  'UK 3',
] as const;

/** Footer content (rules/storefront §2 "Footer"). */
export const FOOTER_TEXTS = {
  popularCategories: 'Popular Categories',
  loadingCategories: 'Loading categories...',
  noCategories: 'No categories available',
} as const;

// Plain values the storefront's first load reads, kept here (no zod) and re-exported by their own
// contract modules (auth.ts, order.ts, seller.ts).

/** Pauses before moving on after sign-in, logout, a reset or a failed sign-in (rules/accounts). */
export const REDIRECT_MS = {
  afterSignIn: 1000,
  afterLogout: 1000,
  afterReset: 2000,
  afterAuthFailure: 1000,
} as const;

/** The spec's return window; the shop's own is RETURN_WINDOW_DAYS in its configuration. */
export const RETURN_WINDOW_DAYS_DEFAULT = 1;

/** Result toasts of a seller application's submission stay 5 s (rules/accounts §9). */
export const SELLER_TOAST_MS = 5000;
