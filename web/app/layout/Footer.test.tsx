import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Category } from '../../../contract/catalog.ts';
import { answer, deferred, fakeApi, refusal } from '../../test/fake-api.ts';
import { renderAt } from '../../test/render.tsx';
import { Footer } from './Footer.tsx';

const CATEGORIES: Category[] = [
  { _id: 'c-girls', name: 'Girls', image: 'girls.webp' },
  { _id: 'c-boys', name: 'Boys', image: null },
];

describe('footer', () => {
  it('loads popular categories on the first open only', async () => {
    const categories = deferred();
    const api = fakeApi({ categories: () => categories.promise });
    renderAt(<Footer />);

    const toggle = screen.getByRole('button', { name: 'Popular Categories' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(api.spy).not.toHaveBeenCalled();

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Loading categories...')).toBeInTheDocument();
    expect(api.calls('categories').map((call) => call.url)).toEqual(['/api/user/categories/view']);

    categories.resolve(answer({ success: true, categories: CATEGORIES }));
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
    expect(api.spy).toHaveBeenCalledTimes(1);
  });

  it("says 'No categories available' for an empty list", async () => {
    fakeApi({ categories: () => ({ categories: [] }) });
    renderAt(<Footer />);
    fireEvent.click(screen.getByRole('button', { name: 'Popular Categories' }));
    expect(await screen.findByText('No categories available')).toBeInTheDocument();
  });

  it("says 'No categories available' when the call fails", async () => {
    fakeApi({ categories: () => refusal(500, 'Error fetching categories') });
    renderAt(<Footer />);
    fireEvent.click(screen.getByRole('button', { name: 'Popular Categories' }));
    expect(await screen.findByText('No categories available')).toBeInTheDocument();
  });

  it('has the help, company, policy and location links', () => {
    // The categories are asked for only when the list is opened.
    fakeApi({});
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
    // The categories are asked for only when the list is opened.
    fakeApi({});
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
