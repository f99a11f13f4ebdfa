import { useQuery } from '@tanstack/react-query';
import type { ProductViewResponse } from '../../../../contract/catalog.ts';
import { ApiRequestError, unwrap } from '../../../lib/api.ts';
import { call } from '../../../lib/call.ts';

// The answer is read field by field: an odd one fails as 'Failed to load product details', never half-shown.

export const PRODUCT_LOAD_FAILED = 'Failed to load product details';

export const productQueryKey = (id: string) => ['catalog', 'product', id] as const;

export async function fetchProduct(id: string, signal?: AbortSignal): Promise<ProductViewResponse> {
  const body: Partial<ProductViewResponse> | null = await unwrap(
    call('productView', { params: { id }, signal }),
  );
  const product = body?.product;
  if (!body || !product || typeof product._id !== 'string' || !Array.isArray(product.variants)) {
    throw new Error(PRODUCT_LOAD_FAILED);
  }
  return {
    success: true,
    product: { ...product, images: product.images ?? [] },
    discountPercentage: body.discountPercentage ?? product.discountPercentage ?? 0,
    brandName: body.brandName ?? product.brandName ?? product.brand ?? '',
    reviews: Array.isArray(body.reviews) ? body.reviews : [],
  };
}

/** A product that does not exist (404) or an id that cannot be one (400). */
export function isProductNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
}

export function useProduct(id: string) {
  return useQuery({
    queryKey: productQueryKey(id),
    queryFn: ({ signal }) => fetchProduct(id, signal),
    enabled: id !== '',
    // A missing product stays missing; only a failed answer is worth one more try.
    retry: (failures, error) => !isProductNotFound(error) && failures < 1,
  });
}
