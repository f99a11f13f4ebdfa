import type { ComponentType } from 'react';
import { type LazyRouteFunction, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { ROUTES, type RouteName } from '../../contract/routes.ts';
import type { ConsolePath } from '../features/admin/ConsoleApp.tsx';
import { getStoredToken } from '../lib/auth-storage.ts';
import { signInPath } from '../lib/session-expiry.ts';
import { RootRouteError, RouteError } from './errors/RouteError.tsx';
import { Layout } from './layout/Layout.tsx';
import type { ComingSoonHandle } from './pages/ComingSoonPage.tsx';
import { PageLoading } from './pages/PageLoading.tsx';

type PageModule = { default: ComponentType };
type Lazy = LazyRouteFunction<RouteObject>;

/** Every page is its own chunk, loaded when its route is first visited. */
function page(load: () => Promise<PageModule>): Lazy {
  return async () => ({ Component: (await load()).default });
}

interface Screen {
  lazy: Lazy;
  handle?: ComingSoonHandle;
  /** Account screens: a signed-out shopper is sent to /signin and brought back after signing in. */
  signedIn?: boolean;
}

/** Runs before an account screen loads: without a stored token, go to /signin?redirect=<here>. */
function requireSignIn({ request }: LoaderFunctionArgs) {
  if (getStoredToken()) return null;
  const url = new URL(request.url);
  return redirect(signInPath(url.pathname + url.search));
}

const signInPage = page(() => import('../features/auth/SignInPage.tsx'));
const privacyPolicy = page(() => import('../features/policies/PrivacyPolicyPage.tsx'));

// The whole route table of contract/routes.ts. `Record<RouteName, …>` makes a missing route a type error.
const SCREENS: Record<RouteName, Screen> = {
  home: { lazy: page(() => import('../features/catalog/home/HomePage.tsx')) },
  allProducts: { lazy: page(() => import('../features/catalog/listing/ListingPage.tsx')) },
  product: { lazy: page(() => import('../features/catalog/product/ProductPage.tsx')) },
  category: { lazy: page(() => import('../features/catalog/category/CategoryPage.tsx')) },
  wishlist: { lazy: page(() => import('../features/wishlist/WishlistPage.tsx')), signedIn: true },
  cart: { lazy: page(() => import('./pages/CartPage.tsx')), signedIn: true },
  address: { lazy: page(() => import('./pages/CheckoutAddressPage.tsx')), signedIn: true },
  cod: { lazy: page(() => import('../features/checkout/CodPage.tsx')), signedIn: true },
  orderSuccess: { lazy: page(() => import('../features/checkout/OrderSuccessPage.tsx')), signedIn: true },
  addressDetails: {
    lazy: page(() => import('./pages/AddressDetailsPage.tsx')),
    signedIn: true,
  },
  manageAddress: { lazy: page(() => import('../features/address/ManageAddressPage.tsx')), signedIn: true },
  orders: { lazy: page(() => import('../features/orders/OrdersPage.tsx')), signedIn: true },
  singleOrder: { lazy: page(() => import('../features/orders/OrderDetailPage.tsx')), signedIn: true },
  notifications: {
    lazy: page(() => import('../features/notifications/NotificationsPage.tsx')),
    signedIn: true,
  },
  // The profile menu serves signed-out shoppers too (rules/accounts §2), so it is not guarded.
  profile: { lazy: page(() => import('../features/profile/ProfilePage.tsx')) },
  children: { lazy: page(() => import('../features/profile/children/ChildrenPage.tsx')), signedIn: true },
  alerts: { lazy: page(() => import('../features/profile/alerts/AlertsPage.tsx')), signedIn: true },
  signin: { lazy: signInPage },
  signup: { lazy: signInPage },
  forget: { lazy: page(() => import('../features/auth/ForgetPage.tsx')) },
  login: { lazy: page(() => import('../features/auth/LoginPage.tsx')) },
  refer: { lazy: page(() => import('../features/referral/ReferPage.tsx')) },
  earn: { lazy: page(() => import('../features/referral/EarnPage.tsx')) },
  subscribe: { lazy: page(() => import('./pages/SubscribePage.tsx')) },
  referral: { lazy: page(() => import('../features/referral/ReferralArticlePage.tsx')) },
  becomeSeller: { lazy: page(() => import('../features/seller/BecomeSellerPage.tsx')), signedIn: true },
  contact: { lazy: page(() => import('./pages/ContactPage.tsx')) },
  returnPolicy: { lazy: page(() => import('../features/policies/ReturnPolicyPage.tsx')) },
  privacyPolicy: { lazy: privacyPolicy },
  privacyPolicyAlt: { lazy: privacyPolicy },
  accountDeletePolicy: { lazy: page(() => import('../features/policies/AccountDeletePolicyPage.tsx')) },
};

const pageRoutes: RouteObject[] = (Object.keys(SCREENS) as RouteName[]).map((name) => {
  const screen = SCREENS[name];
  return {
    // The route's name is its id, so the server's rendering and the browser's router agree on it.
    id: name,
    path: ROUTES[name],
    lazy: screen.lazy,
    handle: screen.handle,
    ...(screen.signedIn ? { loader: requireSignIn } : {}),
  };
});

const loadConsole = () => import('../features/admin/ConsoleApp.tsx');

// The console's addresses under /admin ('' is the dashboard, '*' the console's not-found page). Which
// page each shows and the area it needs are the console's own (ConsoleApp.tsx), so this table stays
// a few bytes of the storefront's first load.
const CONSOLE_PATHS: ConsolePath[] = [
  '',
  'orders',
  'orders/:orderId',
  'returns',
  'products',
  'products/new',
  'products/:id',
  'stock',
  'brands',
  'categories',
  'search-words',
  'home',
  'coupons',
  'content',
  'reviews',
  'sellers',
  'sellers/:id',
  'shoppers',
  'shoppers/:id',
  'staff',
  'audit',
  '*',
];

/**
 * The shop's console: its own shell, loaded only under /admin (the storefront's chunks carry none of it).
 * Staff sign in like shoppers; the console itself turns away accounts that are not staff.
 */
export const consoleRoute: RouteObject = {
  path: '/admin',
  loader: requireSignIn,
  lazy: page(loadConsole),
  errorElement: <RootRouteError />,
  hydrateFallbackElement: <PageLoading />,
  children: CONSOLE_PATHS.map((path) => ({
    ...(path ? { path } : { index: true as const }),
    lazy: async () => (await loadConsole()).consolePage(path),
  })),
};

/**
 * The home page's preview for staff (/admin/home/preview): the storefront's home, inside the shop's
 * layout, drawn from the console's preview call; who may see it and the call come with the console's
 * entry (its one lazy chunk), the page that composes them from here.
 */
const homePreviewRoute: RouteObject = {
  path: '/admin/home/preview',
  loader: requireSignIn,
  lazy: async () => {
    const [{ HomePreviewRoute }, { homePreviewKit }] = await Promise.all([
      import('./HomePreviewRoute.tsx'),
      loadConsole(),
    ]);
    return { Component: () => <HomePreviewRoute kit={homePreviewKit} /> };
  },
};

export const routes: RouteObject[] = [
  consoleRoute,
  {
    // The shared layout; if it fails itself, the failure screen stands alone.
    element: <Layout />,
    errorElement: <RootRouteError />,
    children: [
      {
        // Page failures (render errors, a chunk that will not load) show inside the layout.
        errorElement: <RouteError />,
        hydrateFallbackElement: <PageLoading />,
        children: [
          ...pageRoutes,
          homePreviewRoute,
          { id: 'notFound', path: '*', lazy: page(() => import('./pages/NotFoundPage.tsx')) },
        ],
      },
    ],
  },
];
