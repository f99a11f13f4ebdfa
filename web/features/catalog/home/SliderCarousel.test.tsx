import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import { CarouselSkeleton, SliderCarousel, splitSlideTitle } from './SliderCarousel.tsx';

const SLIDES = [
  { _id: 's1', image: 'banner-1.webp', title: 'Festive Edit – kurtas and lehengas', link: null },
  { _id: 's2', image: 'banner-2.webp', title: 'Winter Cosy – sweaters', link: null },
  { _id: 's3', image: 'banner-3.webp', title: 'Summer Cotton', link: null },
];

function renderCarousel() {
  return renderRoutes([
    { path: '/', element: <SliderCarousel slides={SLIDES} /> },
    { path: '*', element: <p>Elsewhere</p> },
  ]);
}

/** A system setting for reduced motion that the test can change while the page is open. */
function stubReducedMotion(initially: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches: initially,
    media: '(prefers-reduced-motion: reduce)',
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) =>
      query.includes('prefers-reduced-motion')
        ? list
        : { matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} },
    ),
  );
  return (matches: boolean) => {
    list.matches = matches;
    for (const listener of listeners) listener();
  };
}

const shownSlide = () =>
  screen
    .getAllByRole('button', { name: /^Go to slide/ })
    .findIndex((dot) => dot.getAttribute('aria-current') === 'true') + 1;

describe('slider carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows sized banners titled by their alt text, the first loaded at once', () => {
    renderCarousel();
    const first = screen.getByRole('img', { name: SLIDES[0]!.title });
    expect(first).toHaveAttribute('src', '/uploads/banner-1.webp');
    expect(first).toHaveAttribute('width', '1200');
    expect(first).toHaveAttribute('height', '480');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
  });

  it('asks for the first banner alone, the next once the page is idle, and keeps every banner shown', () => {
    const pictures = () =>
      [...document.querySelectorAll('section img')].map((img) => img.getAttribute('src'));
    renderCarousel();
    // Until the page has loaded and is idle: the first banner only; the others are named, pictureless.
    expect(pictures()).toEqual(['/uploads/banner-1.webp']);
    expect(screen.getByRole('img', { name: SLIDES[2]!.title, hidden: true }).tagName).toBe('SPAN');
    // jsdom's page has loaded; idle comes within the fallback's 200 ms (or requestIdleCallback's 2 s cap).
    act(() => vi.advanceTimersByTime(250));
    expect(pictures()).toEqual(['/uploads/banner-1.webp', '/uploads/banner-2.webp']);
    const second = screen.getByRole('img', { name: SLIDES[1]!.title, hidden: true });
    expect(second).toHaveAttribute('loading', 'lazy');
    // Moving on brings the third (next of the second); back at the first, all three stay.
    act(() => vi.advanceTimersByTime(3000));
    expect(shownSlide()).toBe(2);
    expect(pictures()).toHaveLength(3);
    act(() => vi.advanceTimersByTime(3000));
    act(() => vi.advanceTimersByTime(3000));
    expect(shownSlide()).toBe(1);
    expect(pictures()).toEqual([
      '/uploads/banner-1.webp',
      '/uploads/banner-2.webp',
      '/uploads/banner-3.webp',
    ]);
  });

  it('advances every 3000 ms and wraps to the first slide', () => {
    renderCarousel();
    expect(shownSlide()).toBe(1);
    act(() => vi.advanceTimersByTime(2999));
    expect(shownSlide()).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(shownSlide()).toBe(2);
    act(() => vi.advanceTimersByTime(3000));
    expect(shownSlide()).toBe(3);
    act(() => vi.advanceTimersByTime(3000));
    expect(shownSlide()).toBe(1);
  });

  it('wraps both ways with the previous and next buttons', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shownSlide()).toBe(3);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shownSlide()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shownSlide()).toBe(1);
  });

  it('hides the slides not shown from assistive technology and the tab order', () => {
    renderCarousel();
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides[0]).not.toHaveAttribute('aria-hidden');
    expect(slides[1]).toHaveAttribute('aria-hidden', 'true');
    expect(slides[1]).toHaveAttribute('inert');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('stops while paused by the shopper and goes on when played again', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => vi.advanceTimersByTime(9000));
    expect(shownSlide()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => vi.advanceTimersByTime(3000));
    expect(shownSlide()).toBe(2);
  });

  it('does not advance on its own when the system asks for reduced motion, but plays on request', () => {
    stubReducedMotion(true);
    renderCarousel();
    act(() => vi.advanceTimersByTime(9000));
    expect(shownSlide()).toBe(1);
    // The arrows and dots still work, and the shopper may start the show.
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shownSlide()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => vi.advanceTimersByTime(3000));
    expect(shownSlide()).toBe(3);
  });

  it('stops advancing when reduced motion is turned on while it plays', () => {
    const setReduced = stubReducedMotion(false);
    renderCarousel();
    act(() => vi.advanceTimersByTime(3000));
    expect(shownSlide()).toBe(2);
    act(() => setReduced(true));
    act(() => vi.advanceTimersByTime(9000));
    expect(shownSlide()).toBe(2);
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });

  it('clears its timer when it leaves the page', () => {
    const view = renderCarousel();
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('opens the listing for the clicked slide', () => {
    const { router } = renderCarousel();
    fireEvent.click(screen.getByRole('link', { name: SLIDES[0]!.title }));
    expect(router.state.location.pathname).toBe('/allproducts');
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('productSliderId')).toBe('s1');
    expect(params.get('_')).toMatch(/^\d+$/);
  });

  it('lays the title over the picture in text', () => {
    renderCarousel();
    expect(screen.getAllByText('Festive Edit')[0]).toBeInTheDocument();
    expect(splitSlideTitle('Winter Cosy – sweaters from ₹599')).toEqual({
      headline: 'Winter Cosy',
      detail: 'sweaters from ₹599',
    });
    expect(splitSlideTitle('Summer Cotton')).toEqual({ headline: 'Summer Cotton', detail: null });
  });

  it('has a skeleton with arrows and three dots', () => {
    renderRoutes([{ path: '/', element: <CarouselSkeleton /> }]);
    const skeleton = screen.getByTestId('carousel-skeleton');
    expect(skeleton.querySelectorAll('[data-skeleton-dot]')).toHaveLength(3);
    expect(skeleton.querySelectorAll('svg')).toHaveLength(2);
  });
});
