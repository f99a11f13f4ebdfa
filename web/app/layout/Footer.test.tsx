import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderAt, stubFetch } from '../../test/render.tsx';
import { Footer } from './Footer.tsx';

const CATEGORIES = [
  { _id: 'c-girls', name: 'Girls', image: 'girls.webp' },
  { _id: 'c-boys', name: 'Boys', image: null },
];

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('footer', () => {
  it('loads popular categories on the first open only', async () => {
    const answer = deferred<Response>();
    const fetchSpy = stubFetch(() => answer.promise);
    renderAt(<Footer />);

    const toggle = screen.getByRole('button', { name: 'Popular Categories' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(fetchSpy).not.toHaveBeenCalled();

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Loading categories...')).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy.mock.calls[0]![0]).toBe('/api/user/categories/view');

    answer.resolve(jsonResponse({ success: true, categories: CATEGORIES }));
    expect(await screen.findByRole('link', { name: 'Girls' })).toHaveAttribute(
      'href',
      '/category?categoryId=c-girls',
    );
    expect(screen.getByRole('link', { name: 'Boys' })).toHaveAttribute('href', '/category?categoryId=c-boys');
    expect(screen.queryByText('Loading categories...')).not.toBeInTheDocument();

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Girls' })).not.toBeInTheDocument();
    fireEvent.click(toggle);
    expect(screen.getByRole('link', { name: 'Girls' })).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it("says 'No categories available' for an empty list", async () => {
    stubFetch(() => jsonResponse({ success: true, categories: [] }));
    renderAt(<Footer />);
    fireEvent.click(screen.getByRole('button', { name: 'Popular Categories' }));
    expect(await screen.findByText('No categories available')).toBeInTheDocument();
  });

  it("says 'No categories available' when the call fails", async () => {
    stubFetch(() => jsonResponse({ success: false, message: 'Error fetching categories' }, 500));
    renderAt(<Footer />);
    fireEvent.click(screen.getByRole('button', { name: 'Popular Categories' }));
    expect(await screen.findByText('No categories available')).toBeInTheDocument();
  });

  it('has the help, company, policy and location links', () => {
    stubFetch(() => jsonResponse({}));
    renderAt(<Footer />);
    expect(screen.getByRole('link', { name: 'Track Order' })).toHaveAttribute('href', '/order');
    expect(screen.getByRole('link', { name: 'Returns & Refunds' })).toHaveAttribute('href', '/order');
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Return Policy' })).toHaveAttribute('href', '/returnpolicy');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacypolicy');
    expect(screen.getByRole('link', { name: 'care@littleloom.in' })).toHaveAttribute(
      'href',
      'mailto:care@littleloom.in',
    );
    expect(screen.getByText(/Bengaluru, Karnataka 560095/)).toBeInTheDocument();
    expect(screen.getByText(/© \d{4} Little Loom/)).toBeInTheDocument();
  });

  it('opens external pages in a new tab without an opener', () => {
    stubFetch(() => jsonResponse({}));
    renderAt(<Footer />);
    const footer = screen.getByRole('contentinfo');
    const external = within(footer)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('https://'));
    expect(external.map((link) => new URL(link.getAttribute('href')!).hostname)).toEqual([
      'wa.me',
      'www.instagram.com',
      'www.facebook.com',
      'play.google.com',
      'apps.apple.com',
    ]);
    for (const link of external) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
