import { renderRoutes } from '../../test/render.tsx';
import OrderDetailPage from './OrderDetailPage.tsx';
import OrdersPage from './OrdersPage.tsx';
import { signInShopper } from './test-fixtures.ts';

/** My Orders and the order page in a memory router, signed in, starting at `path`. */
export function renderOrderPages(path = '/order') {
  signInShopper();
  return renderRoutes(
    [
      { path: '/order', element: <OrdersPage /> },
      { path: '/singleorder/:id', element: <OrderDetailPage /> },
      { path: '/product/:id', element: <p>Product page</p> },
      { path: '/', element: <p>Home page</p> },
      { path: '/signin', element: <p>Sign in page</p> },
    ],
    path,
  );
}
