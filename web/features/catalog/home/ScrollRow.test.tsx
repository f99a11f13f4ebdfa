import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import { ScrollRow, scrollState } from './ScrollRow.tsx';
import { TopSales } from './TopSales.tsx';

function setMetrics(
  el: HTMLElement,
  metrics: { scrollLeft: number; scrollWidth: number; clientWidth: number },
) {
  Object.defineProperty(el, 'scrollWidth', { configurable: true, value: metrics.scrollWidth });
  Object.defineProperty(el, 'clientWidth', { configurable: true, value: metrics.clientWidth });
  el.scrollLeft = metrics.scrollLeft;
}

describe('scroll row', () => {
  it('knows which ways it can scroll', () => {
    expect(scrollState({ scrollLeft: 0, scrollWidth: 300, clientWidth: 300 })).toEqual({
      canLeft: false,
      canRight: false,
    });
    expect(scrollState({ scrollLeft: 0, scrollWidth: 1000, clientWidth: 300 })).toEqual({
      canLeft: false,
      canRight: true,
    });
    expect(scrollState({ scrollLeft: 300, scrollWidth: 1000, clientWidth: 300 })).toEqual({
      canLeft: true,
      canRight: true,
    });
    expect(scrollState({ scrollLeft: 699.5, scrollWidth: 1000, clientWidth: 300 })).toEqual({
      canLeft: true,
      canRight: false,
    });
  });

  it('shows each button only when it can scroll that way, and moves 300 px', () => {
    render(
      <ScrollRow label="top sales">
        <li>One</li>
        <li>Two</li>
      </ScrollRow>,
    );
    const row = screen.getByRole('list');
    // Nothing overflows yet: no buttons.
    expect(screen.queryByRole('button', { name: 'Scroll top sales left' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Scroll top sales right' })).not.toBeInTheDocument();

    const scrollBy = vi.fn();
    row.scrollBy = scrollBy as unknown as typeof row.scrollBy;
    setMetrics(row, { scrollLeft: 0, scrollWidth: 1000, clientWidth: 300 });
    fireEvent(window, new Event('resize'));
    expect(screen.queryByRole('button', { name: 'Scroll top sales left' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Scroll top sales right' }));
    expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ left: 300 }));

    setMetrics(row, { scrollLeft: 300, scrollWidth: 1000, clientWidth: 300 });
    fireEvent.scroll(row);
    expect(screen.getByRole('button', { name: 'Scroll top sales right' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Scroll top sales left' }));
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: -300 }));

    setMetrics(row, { scrollLeft: 700, scrollWidth: 1000, clientWidth: 300 });
    fireEvent.scroll(row);
    expect(screen.getByRole('button', { name: 'Scroll top sales left' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Scroll top sales right' })).not.toBeInTheDocument();
  });

  it('does not snap, so the browser keeps each arrow step at exactly 300 px', () => {
    renderRoutes([
      {
        path: '/',
        element: (
          <TopSales
            search={null}
            items={[
              { _id: 't1', image: 't1.webp', title: 'Frocks', description: 'Twirly', link: null },
              { _id: 't2', image: 't2.webp', title: 'Tees', description: 'Soft', link: null },
            ]}
          />
        ),
      },
    ]);
    const row = screen.getByRole('list');
    // Scroll snapping turned a 300 px scrollBy into the distance to the nearest card (232–250 px).
    const snapping = /(^|\s)(md:|sm:|lg:)?(snap-|scroll-p)/;
    expect(row.className).not.toMatch(snapping);
    for (const item of screen.getAllByRole('listitem')) expect(item.className).not.toMatch(snapping);
  });
});
