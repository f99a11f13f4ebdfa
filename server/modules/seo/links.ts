import { ROUTES, routePath } from '../../../contract/routes.ts';

// Absolute addresses for shared links: pages on the shop's public address (PUBLIC_URL) and pictures on
// the public pictures address (S3_PUBLIC_URL, else the shop's /uploads).

export interface ShopLinks {
  /** The shop's public origin and base, no trailing slash (https://shop.example). */
  base: string;
  page(path: string): string;
  product(id: string): string;
  /** A listing or category page with its query (values encoded, in the order given). */
  withQuery(path: string, query: readonly (readonly [string, string])[]): string;
  picture(file: string): string;
}

export function shopLinks(publicUrl: string, picturesUrl: string): ShopLinks {
  const base = publicUrl.replace(/\/+$/, '');
  const pictures = /^https?:\/\//i.test(picturesUrl)
    ? picturesUrl.replace(/\/+$/, '')
    : `${base}/${picturesUrl.replace(/^\/+|\/+$/g, '')}`;
  return {
    base,
    page: (path) => `${base}${path}`,
    product: (id) => `${base}${routePath('product', { id })}`,
    withQuery(path, query) {
      if (query.length === 0) return `${base}${path}`;
      const parts = query.map(([key, value]) => `${key}=${encodeURIComponent(value)}`);
      return `${base}${path}?${parts.join('&')}`;
    },
    picture(file) {
      // Already absolute (a CDN address kept in the catalogue): as it is.
      if (/^https?:\/\//i.test(file)) return file;
      const key = file.startsWith('/uploads/') ? file.slice('/uploads/'.length) : file.replace(/^\/+/, '');
      return `${pictures}/${key.split('/').map(encodeURIComponent).join('/')}`;
    },
  };
}

export const CATEGORY_PAGE = ROUTES.category;
export const LISTING_PAGE = ROUTES.allProducts;
