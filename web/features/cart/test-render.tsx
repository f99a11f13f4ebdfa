import { jsonResponse, renderRoutes, stubFetch } from '../../test/render.tsx';
import CartPage from './CartPage.tsx';
import type { EstimateDelivery } from './components/DeliveryDate.tsx';

// The cart page in a memory router with the API stood in by `answer` ('METHOD /api/path' → answer);
// anything unanswered is a 404. Calls are recorded with their parsed bodies.

type Answer = Response | Promise<Response>;
export type Body = Record<string, unknown>;
export type Answers = Record<string, (body: Body) => Answer>;

export const ADD_URL = '/api/user/cart/add';
export const QUANTITY_URL = '/api/user/cart/update/quantity';
export const REMOVE_URL = '/api/user/cart/remove/product';
export const WISHLIST_ADD_URL = '/api/user/wishlist/add';
export const ADDRESS_VIEW_URL = '/api/user/address/view';

export function renderCartPage(answers: Answers, options: { estimateDelivery?: EstimateDelivery } = {}) {
  const sent: { key: string; body: Body }[] = [];
  const spy = stubFetch((url, init) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    const body = init?.body ? (JSON.parse(String(init.body)) as Body) : {};
    sent.push({ key, body });
    const answer = answers[key];
    return answer ? answer(body) : jsonResponse({ success: false, message: 'Not found' }, 404);
  });
  const view = renderRoutes(
    [
      { path: '/cart', element: <CartPage estimateDelivery={options.estimateDelivery} /> },
      { path: '/signin', element: <p>Sign in page</p> },
    ],
    '/cart',
  );
  /** The bodies sent to `key` ('METHOD /api/path'), in order. */
  const bodies = (key: string) => sent.filter((call) => call.key === key).map((call) => call.body);
  return { ...view, spy, bodies };
}
