// The shoppers desk's public surface: the console's view of shoppers and what staff may do to them.

export { shoppersDeskRoutes } from './routes.ts';
export { createShoppersDesk, type ShoppersDesk, type ShoppersDeskDeps } from './service.ts';
