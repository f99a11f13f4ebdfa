import type { ProductCard } from '../../../contract/catalog.ts';
import { jsonResponse, stubFetch } from '../../test/render.tsx';

// A stand-in for the wishlist and cart-add endpoints in component tests: it keeps the saved ids
// like the server does, and any answer can be replaced (e.g. by one that never arrives).

type Answer = Response | Promise<Response>;

export interface WishlistApiOptions {
  /** Saved products, newest first. */
  saved?: ProductCard[];
  onGet?: () => Answer;
  onAdd?: (productId: string) => Answer;
  onDelete?: (productId: string) => Answer;
  onCartAdd?: (body: Record<string, unknown>) => Answer;
}

export interface Deferred {
  promise: Promise<Response>;
  resolve: (response: Response) => void;
}

/** A response that arrives only when the test says so. */
export function deferred(): Deferred {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

export function stubWishlistApi(options: WishlistApiOptions = {}) {
  const saved = [...(options.saved ?? [])];
  const ids = () => saved.map((card) => card._id);
  const answer = (message: string) => jsonResponse({ success: true, message, productIds: ids() });
  const spy = stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    if (url === '/api/user/wishlist/get' && method === 'GET') {
      if (options.onGet) return options.onGet();
      return jsonResponse({
        success: true,
        wishlist: saved.map((card, i) => ({
          _id: `w-${card._id}`,
          productId: card,
          createdAt: `2026-01-0${i + 1}`,
        })),
      });
    }
    if (url === '/api/user/wishlist/add' && method === 'POST') {
      const productId = String(body.productId);
      if (options.onAdd) return options.onAdd(productId);
      if (!ids().includes(productId)) saved.unshift({ _id: productId } as ProductCard);
      return answer('Added to wishlist');
    }
    if (url === '/api/user/wishlist/delete' && method === 'DELETE') {
      const productId = String(body.productId);
      if (options.onDelete) return options.onDelete(productId);
      const at = ids().indexOf(productId);
      if (at >= 0) saved.splice(at, 1);
      return answer('Item removed from wishlist');
    }
    if (url === '/api/user/cart/add' && method === 'POST' && options.onCartAdd)
      return options.onCartAdd(body);
    return jsonResponse({ success: false, message: 'Not found' }, 404);
  });
  /** The calls made to one method and path, with their parsed JSON bodies and headers. */
  function calls(method: string, path: string) {
    return spy.mock.calls
      .filter(([url, init]) => url === `/api${path}` && (init?.method ?? 'GET') === method)
      .map(([, init]) => ({
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
        headers: (init?.headers ?? {}) as Record<string, string>,
      }));
  }
  return { spy, calls };
}
