import { lazy } from 'react';
import { Console, type DeskPages } from './Console.tsx';

// The console's lazy entry (web/app/routes.tsx loads this file only under /admin). The order and
// returns desks are chunks of their own inside it.
const desks: DeskPages = {
  orders: lazy(() => import('./orders/OrdersPage.tsx')),
  order: lazy(() => import('./orders/OrderPage.tsx')),
  returns: lazy(() => import('./returns/ReturnsPage.tsx')),
};

export default function ConsoleApp() {
  return <Console desks={desks} />;
}
