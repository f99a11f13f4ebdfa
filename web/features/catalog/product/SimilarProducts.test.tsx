import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, refusal } from '../../../test/fake-api.ts';
import { renderAt } from '../../../test/render.tsx';
import { SimilarProducts } from './SimilarProducts.tsx';
import { makeCards } from './test-fixtures.ts';

function setMetrics(
  el: HTMLElement,
  metrics: { scrollLeft: number; scrollWidth: number; clientWidth: number },
) {
  Object.defineProperty(el, 'scrollWidth', { configurable: true, value: metrics.scrollWidth });
  Object.defineProperty(el, 'clientWidth', { configurable: true, value: metrics.clientWidth });
  el.scrollLeft = metrics.scrollLeft;
}

describe('similar products', () => {
  it('moves exactly 300 px per arrow: the row does not snap to the cards', async () => {
    fakeApi({
      similarProducts: ({ params }) =>
        params.id === 'p0' ? { products: makeCards(6) } : refusal(404, 'Not found'),
    });
    renderAt(<SimilarProducts productId="p0" />);
    const row = await screen.findByRole('list', { name: 'Similar products' });
    // Snap points turned a 300 px scrollBy into the distance to the nearest card (232–250 px).
    const snapping = /(^|\s)(md:|sm:|lg:)?(snap-|scroll-p)/;
    expect(row.className).not.toMatch(snapping);
    for (const item of row.querySelectorAll('li')) expect(item.className).not.toMatch(snapping);

    const scrollBy = vi.fn();
    row.scrollBy = scrollBy as unknown as typeof row.scrollBy;
    setMetrics(row, { scrollLeft: 0, scrollWidth: 1400, clientWidth: 400 });
    fireEvent(window, new Event('resize'));
    fireEvent.click(await screen.findByRole('button', { name: 'Scroll similar products right' }));
    expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ left: 300 }));
  });
});
