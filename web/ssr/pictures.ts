import type { QueryClient } from '@tanstack/react-query';
import type { HomeData, ProductViewResponse } from '../../contract/catalog.ts';
import { homeQueryKey } from '../features/catalog/api/home.ts';
import { productQueryKey } from '../features/catalog/api/product.ts';
import type { ListingData } from '../features/catalog/api/products.ts';
import { GALLERY_SIZES } from '../features/catalog/product/Gallery.tsx';
import { pictureSrcSet } from '../features/catalog/product/gallery/pictures.ts';
import { uploadUrl } from '../lib/api.ts';

/** A <link rel="preload" as="image"> for the first screen's largest picture. */
export interface PicturePreload {
  href: string;
  srcset?: string;
  sizes?: string;
}

// The largest picture of each page's first screen, so the browser asks for it with the HTML's head
// instead of after the page's code has run: the product's first picture, home's first slide, the
// listing's first card.
export function pagePictures(
  name: string,
  client: QueryClient,
  params: Record<string, string | undefined>,
): PicturePreload[] {
  if (name === 'product') {
    const view = client.getQueryData<ProductViewResponse>(productQueryKey(params.id ?? ''));
    const file = view?.product.images[0];
    if (!file) return [];
    const srcset = pictureSrcSet(file);
    return [{ href: uploadUrl(file), ...(srcset ? { srcset, sizes: GALLERY_SIZES } : {}) }];
  }
  if (name === 'home') {
    const slide = client.getQueryData<HomeData>(homeQueryKey)?.ProductSliders?.[0] as
      | { image?: string }
      | undefined;
    if (slide?.image) return [{ href: uploadUrl(slide.image) }];
    const listing = firstListing(client);
    return listing ? [listing] : [];
  }
  if (name === 'allProducts') {
    const listing = firstListing(client);
    return listing ? [listing] : [];
  }
  return [];
}

function firstListing(client: QueryClient): PicturePreload | null {
  for (const [key, data] of client.getQueriesData<ListingData>({
    queryKey: ['catalog', 'products', 'listing'],
  })) {
    const file = data?.pages[0]?.products[0]?.images[0];
    if (key && file) return { href: uploadUrl(file) };
  }
  return null;
}
