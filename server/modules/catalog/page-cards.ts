import type { ProductCard } from '../../../contract/catalog.ts';

interface CardCache {
  peek(id: string): ProductCard | undefined;
  set(id: string, card: ProductCard): void;
}

/**
 * The cards of a page, in the page's order: cached ones as they are, the others loaded in one query
 * and cached. The cards found at the start are kept here, not read from the cache again: a cached
 * card may expire while the missing ones load, and it would then drop off the page.
 */
export async function pageCards(
  ids: readonly string[],
  cache: CardCache,
  load: (missing: string[]) => Promise<ProductCard[]>,
): Promise<ProductCard[]> {
  const found = new Map<string, ProductCard>();
  const missing: string[] = [];
  for (const id of ids) {
    const card = cache.peek(id);
    if (card) found.set(id, card);
    else missing.push(id);
  }
  if (missing.length > 0) {
    for (const card of await load(missing)) {
      cache.set(card._id, card);
      found.set(card._id, card);
    }
  }
  return ids.flatMap((id) => found.get(id) ?? []);
}
