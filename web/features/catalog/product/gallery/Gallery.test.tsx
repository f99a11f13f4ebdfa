import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Gallery } from '../Gallery.tsx';
import { retinaTwin } from './pictures.ts';

const images = ['catalogue/a.webp', 'catalogue/b.webp', 'p-frock-ffc0cb-plain-front.webp'];
const name = 'Little Hearts Smocked Frock';

const picture = (n: number) => screen.getByRole('img', { name: `${name}, picture ${n} of 3` });
const viewer = () => screen.getByRole('dialog', { name: `Pictures of ${name}` });
const viewerPicture = () => within(viewer()).getByRole('img', { name: /picture \d of 3/ });

/** Fires pointer events with coordinates (jsdom's PointerEvent drops clientX/clientY). */
function pointer(target: Element, type: string, id: number, x: number, y: number) {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: y });
  Object.assign(event, { pointerId: id, pointerType: 'touch', isPrimary: id === 1 });
  fireEvent(target, event);
}

function stage() {
  const element = screen.getByTestId('picture-stage');
  element.getBoundingClientRect = () => ({ left: 0, top: 0, width: 375, height: 600 }) as DOMRect;
  return element;
}

describe('product gallery', () => {
  it('offers each picture at 1x and 2x, and uses the 1x alone when the 2x will not load', () => {
    render(<Gallery images={images} name={name} />);
    const first = picture(1);
    expect(first).toHaveAttribute('src', '/uploads/catalogue/a.webp');
    expect(first).toHaveAttribute(
      'srcset',
      '/uploads/catalogue/a.webp 600w, /uploads/catalogue/a@2x.webp 1200w',
    );
    expect(first.getAttribute('sizes')).toContain('100vw');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(picture(2)).toHaveAttribute('loading', 'lazy');

    // The browser chose the twin and it is missing: the 1x alone.
    Object.defineProperty(first, 'currentSrc', { value: 'http://shop.test/uploads/catalogue/a@2x.webp' });
    fireEvent.error(first);
    expect(picture(1)).not.toHaveAttribute('srcset');
    expect(picture(1)).toHaveAttribute('src', '/uploads/catalogue/a.webp');
    // The 1x missing too: the placeholder.
    fireEvent.error(picture(1));
    expect(picture(1).tagName).toBe('DIV');
  });

  it('has a swipeable strip with dots for phones and up to four thumbnails for desktop', () => {
    render(<Gallery images={images} name={name} />);
    expect(screen.getByTestId('gallery-dots').children).toHaveLength(3);
    const thumbs = within(screen.getByRole('list', { name: 'Product pictures' })).getAllByRole('button');
    expect(thumbs).toHaveLength(3);
    fireEvent.click(thumbs[1]!);
    expect(thumbs[1]).toHaveAttribute('aria-pressed', 'true');
    expect(thumbs[0]).toHaveAttribute('aria-pressed', 'false');
  });

  it('opens a picture full screen at 2x; Escape and the close button leave', async () => {
    render(<Gallery images={images} name={name} />);
    fireEvent.click(screen.getByRole('button', { name: `${name}, picture 2 of 3` }));
    expect(viewer()).toBeInTheDocument();
    expect(within(viewer()).getByText('2 / 3')).toBeInTheDocument();
    expect(viewerPicture()).toHaveAttribute('src', '/uploads/catalogue/b@2x.webp');
    // No twin on the server: the 1x.
    fireEvent.error(viewerPicture());
    expect(viewerPicture()).toHaveAttribute('src', '/uploads/catalogue/b.webp');

    fireEvent.keyDown(viewer(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Back on the picture it was opened from.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: `${name}, picture 2 of 3` })).toHaveFocus(),
    );

    fireEvent.click(screen.getByRole('button', { name: `${name}, picture 1 of 3` }));
    fireEvent.click(within(viewer()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves between pictures by swipe and arrow keys, not past the ends', async () => {
    render(<Gallery images={images} name={name} />);
    fireEvent.click(screen.getByRole('button', { name: `${name}, picture 1 of 3` }));
    const area = stage();
    pointer(area, 'pointerdown', 1, 300, 300);
    pointer(area, 'pointermove', 1, 200, 305);
    pointer(area, 'pointerup', 1, 150, 305);
    expect(within(viewer()).getByText('2 / 3')).toBeInTheDocument();
    // A short drag springs back.
    pointer(area, 'pointerdown', 1, 300, 300);
    pointer(area, 'pointermove', 1, 260, 300);
    pointer(area, 'pointerup', 1, 260, 300);
    expect(within(viewer()).getByText('2 / 3')).toBeInTheDocument();

    fireEvent.keyDown(viewer(), { key: 'ArrowRight' });
    expect(within(viewer()).getByText('3 / 3')).toBeInTheDocument();
    fireEvent.keyDown(viewer(), { key: 'ArrowRight' });
    expect(within(viewer()).getByText('3 / 3')).toBeInTheDocument();
    fireEvent.keyDown(viewer(), { key: 'ArrowLeft' });
    expect(within(viewer()).getByText('2 / 3')).toBeInTheDocument();

    // Leaving, the strip shows the picture the viewer was on, with the focus on it.
    fireEvent.keyDown(viewer(), { key: 'Escape' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: `${name}, picture 2 of 3` })).toHaveFocus(),
    );
    expect(
      within(screen.getByRole('list', { name: 'Product pictures' })).getAllByRole('button')[1],
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('zooms by pinch, double tap and the buttons, and pans within the picture', () => {
    render(<Gallery images={images} name={name} />);
    fireEvent.click(screen.getByRole('button', { name: `${name}, picture 1 of 3` }));
    const area = stage();
    const transform = () => viewerPicture().style.transform;
    expect(transform()).toBe('');

    // Two fingers 100 px apart spread to 200 px around the centre (187.5, 300).
    pointer(area, 'pointerdown', 1, 137.5, 300);
    pointer(area, 'pointerdown', 2, 237.5, 300);
    pointer(area, 'pointermove', 1, 87.5, 300);
    pointer(area, 'pointermove', 2, 287.5, 300);
    expect(transform()).toBe('translate(0px, 0px) scale(2)');
    pointer(area, 'pointerup', 2, 287.5, 300);
    // The finger left down pans the zoomed picture; no further than its edge.
    pointer(area, 'pointermove', 1, 187.5, 300);
    pointer(area, 'pointermove', 1, 987.5, 300);
    expect(transform()).toBe('translate(187.5px, 0px) scale(2)');
    pointer(area, 'pointerup', 1, 987.5, 300);
    // Panning a zoomed picture does not change pictures.
    expect(within(viewer()).getByText('1 / 3')).toBeInTheDocument();

    // Double tap: back out; again: in, on the tapped point.
    for (let i = 0; i < 2; i++) {
      pointer(area, 'pointerdown', 3, 187.5, 300);
      pointer(area, 'pointerup', 3, 187.5, 300);
    }
    expect(transform()).toBe('');
    for (let i = 0; i < 2; i++) {
      pointer(area, 'pointerdown', 3, 187.5, 350);
      pointer(area, 'pointerup', 3, 187.5, 350);
    }
    expect(transform()).toBe('translate(0px, -75px) scale(2.5)');

    fireEvent.click(within(viewer()).getByRole('button', { name: 'Zoom out' }));
    fireEvent.click(within(viewer()).getByRole('button', { name: 'Zoom out' }));
    expect(transform()).toBe('');
    expect(within(viewer()).getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    fireEvent.click(within(viewer()).getByRole('button', { name: 'Zoom in' }));
    expect(transform()).toBe('translate(0px, 0px) scale(1.6)');
    // Another picture starts unzoomed.
    act(() => {
      fireEvent.keyDown(viewer(), { key: 'ArrowRight' });
    });
    expect(transform()).toBe('');
  });

  it('names the double-size twin of .webp pictures only', () => {
    expect(retinaTwin('catalogue/a.webp')).toBe('catalogue/a@2x.webp');
    expect(retinaTwin('https://cdn.example.in/pictures/catalogue/a.webp')).toBe(
      'https://cdn.example.in/pictures/catalogue/a@2x.webp',
    );
    expect(retinaTwin('catalogue/a@2x.webp')).toBeNull();
    expect(retinaTwin('old/photo.jpg')).toBeNull();
  });
});
