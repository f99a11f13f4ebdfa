import { describe, expect, it } from 'vitest';
import type { ProductCard } from '../../../contract/catalog.ts';
import { pageCards } from './page-cards.ts';

const card = (id: string) => ({ _id: id, name: `Product ${id}` }) as ProductCard;

describe('pageCards', () => {
  it('keeps a cached card that expires while the missing cards load (no page of 11 out of 12)', async () => {
    const entries = new Map<string, ProductCard>([['a', card('a')]]);
    const cache = {
      peek: (id: string) => entries.get(id),
      set: (id: string, value: ProductCard) => void entries.set(id, value),
    };
    const page = await pageCards(['a', 'b', 'c'], cache, async (missing) => {
      expect(missing).toEqual(['b', 'c']);
      entries.delete('a'); // 'a' expires meanwhile
      return missing.map(card);
    });
    expect(page.map((c) => c._id)).toEqual(['a', 'b', 'c']);
    expect([...entries.keys()].sort()).toEqual(['b', 'c']);
  });

  it('keeps the page order and leaves out ids the catalogue no longer has', async () => {
    const cache = { peek: () => undefined, set: () => {} };
    const page = await pageCards(['c', 'gone', 'a'], cache, async () => [card('a'), card('c')]);
    expect(page.map((c) => c._id)).toEqual(['c', 'a']);
  });
});
