import { renderRoutes } from '../../../test/render.tsx';
import ReturnsPage from '../returns/ReturnsPage.tsx';
import OrderPage from './OrderPage.tsx';
import OrdersPage from './OrdersPage.tsx';
import { signInStaff } from './test-fixtures.ts';

/** The order and returns desks in a memory router, signed in as staff, starting at `path`. */
export function renderDesk(path = '/admin/orders') {
  signInStaff();
  return renderRoutes(
    [
      { path: '/admin/orders', element: <OrdersPage /> },
      { path: '/admin/orders/:orderId', element: <OrderPage /> },
      { path: '/admin/returns', element: <ReturnsPage /> },
      { path: '/admin/shoppers/:id', element: <p>Shopper page</p> },
    ],
    path,
  );
}
