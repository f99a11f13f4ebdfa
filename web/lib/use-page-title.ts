import { useEffect } from 'react';
import { getShopConfig } from './shop-config.ts';

/** Sets the tab title to "{page} · {shop}" (or just the shop name without a page). */
export function usePageTitle(page?: string): void {
  useEffect(() => {
    const shop = getShopConfig().name;
    document.title = page ? `${page} · ${shop}` : shop;
  }, [page]);
}
