import { type FakeHandlers, fakeApi } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import CartPage from './CartPage.tsx';
import type { EstimateDelivery } from './components/DeliveryDate.tsx';

// The cart page in a memory router, with the API faked by `handlers` (web/test/fake-api.ts).

export function renderCartPage(
  handlers: FakeHandlers = {},
  options: { estimateDelivery?: EstimateDelivery } = {},
) {
  const api = fakeApi(handlers);
  const view = renderRoutes(
    [
      { path: '/cart', element: <CartPage estimateDelivery={options.estimateDelivery} /> },
      { path: '/', element: <p>Home page</p> },
      { path: '/product/:id', element: <p>Product page</p> },
      { path: '/signin', element: <p>Sign in page</p> },
      { path: '/address/:id', element: <p>Address step</p> },
    ],
    '/cart',
  );
  return { ...view, api };
}
