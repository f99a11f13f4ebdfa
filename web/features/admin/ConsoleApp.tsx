import './console.css';
import { type ComponentType, useLayoutEffect } from 'react';
import type { ConsoleArea } from '../../../contract/staff.ts';
import { Console, type ConsoleHandle, ConsoleNotFound } from './Console.tsx';

// The home page's preview is a page of the app, not of the shell (web/app/HomePreviewRoute.tsx): it takes
// who may see it and its call from this chunk.
export { homePreviewKit } from './merchandising/HomePreviewPage.tsx';

// The console's lazy entry: web/app/routes.tsx loads this file only under /admin. Its default export is
// the shell of the console's pages; the pages are child routes there, and each page is a chunk of its own
// loaded from here, so the storefront's first load carries none of their names or dependencies.

type Load = () => Promise<ComponentType>;

/**
 * Every console page by its path under /admin ('' is the dashboard): the area whose read permission it
 * needs (its route's handle, which the shell checks) and its own chunk.
 */
const PAGES = {
  '': ['dashboard', () => import('./DashboardPage.tsx').then((m) => m.DashboardPage)],
  orders: ['orders', () => import('./orders/OrdersPage.tsx').then((m) => m.default)],
  'orders/:orderId': ['orders', () => import('./orders/OrderPage.tsx').then((m) => m.default)],
  returns: ['returns', () => import('./returns/ReturnsPage.tsx').then((m) => m.default)],
  products: ['catalogue', () => import('./catalogue/ProductsPage.tsx').then((m) => m.default)],
  'products/new': ['catalogue', () => import('./catalogue/ProductEditPage.tsx').then((m) => m.default)],
  'products/:id': ['catalogue', () => import('./catalogue/ProductEditPage.tsx').then((m) => m.default)],
  stock: ['catalogue', () => import('./stock/StockSheetPage.tsx').then((m) => m.default)],
  brands: ['catalogue', () => import('./taxonomy/BrandsPage.tsx').then((m) => m.default)],
  categories: ['catalogue', () => import('./taxonomy/CategoriesPage.tsx').then((m) => m.default)],
  'search-words': ['catalogue', () => import('./search/SearchWordsPage.tsx').then((m) => m.default)],
  home: ['content', () => import('./merchandising/HomeSectionsPage.tsx').then((m) => m.default)],
  coupons: ['coupons', () => import('./coupons/CouponsPage.tsx').then((m) => m.default)],
  content: ['content', () => import('./content/ContentPage.tsx').then((m) => m.default)],
  reviews: ['reviews', () => import('./reviews/ReviewsPage.tsx').then((m) => m.default)],
  sellers: ['sellers', () => import('./SellersPage.tsx').then((m) => m.SellersPage)],
  'sellers/:id': ['sellers', () => import('./SellerPage.tsx').then((m) => m.SellerPage)],
  shoppers: ['shoppers', () => import('./ShoppersPage.tsx').then((m) => m.ShoppersPage)],
  'shoppers/:id': ['shoppers', () => import('./ShopperPage.tsx').then((m) => m.ShopperPage)],
  staff: ['staff', () => import('./StaffPage.tsx').then((m) => m.StaffPage)],
  audit: ['audit', () => import('./AuditPage.tsx').then((m) => m.AuditPage)],
} satisfies Record<string, [ConsoleArea, Load]>;

/** A path of the console's route table: a page's, or '*' for the console's not-found page. */
export type ConsolePath = keyof typeof PAGES | '*';

/** The pages' paths, in order (the route table lists them, then '*'). */
export const CONSOLE_PAGE_PATHS = Object.keys(PAGES) as (keyof typeof PAGES)[];

/** What the route table's `lazy` gives the console's route at `path`: its page, and the area it needs. */
export async function consolePage(
  path: ConsolePath,
): Promise<{ Component: ComponentType; handle?: ConsoleHandle }> {
  if (path === '*') return { Component: ConsoleNotFound };
  const [area, load] = PAGES[path];
  return { Component: await load(), handle: { area } };
}

/** The class that switches on the console's stylesheet (console.css), set on <html> while it is open. */
export const CONSOLE_CLASS = 'll-console';

export default function ConsoleApp() {
  // Before paint, so the console never shows unstyled; removed on leaving, so the shop is untouched.
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.add(CONSOLE_CLASS);
    return () => root.classList.remove(CONSOLE_CLASS);
  }, []);
  return <Console />;
}
