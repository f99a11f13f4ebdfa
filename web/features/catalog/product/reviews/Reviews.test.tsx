import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { productReviewsResponse, REVIEW_MESSAGES } from '../../../../../contract/reviews.ts';
import { signInShopper } from '../../../../test/cart-fixtures.ts';
import { type FakeHandlers, fakeApi, refusal } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { Reviews } from '../Reviews.tsx';
import { makeReview, makeSummary, reviewsPage } from './review-fixtures.ts';

// The product page's reviews: the summary (average, bars, fit), the reviews in the order chosen, a page
// at a time, their photos opened larger, and the Helpful vote (signed-out shoppers asked to sign in).

const PRODUCT_ID = 'prod-1';

const verified = makeReview({
  _id: 'r-verified',
  authorName: 'Asha R.',
  verifiedBuyer: true,
  rating: 5,
  title: '',
  text: 'Soft cotton, true to the chart.',
  fit: 'small',
  sizeBought: '3-4Y',
  childAgeMonths: 40,
  childAge: '3 years',
  photos: [{ file: 'reviews/a.webp', thumb: 'reviews/a-thumb.webp' }],
  helpfulCount: 4,
});

function renderReviews(handlers: FakeHandlers = {}) {
  const api = fakeApi({ productReviews: () => reviewsPage([verified, makeReview()]), ...handlers });
  const view = renderRoutes(
    [
      { path: '/product/:id', element: <Reviews productId={PRODUCT_ID} /> },
      { path: '/signin', element: <p>Sign in page</p> },
    ],
    `/product/${PRODUCT_ID}`,
  );
  return { ...view, api };
}

const card = async (author: string) =>
  within(await screen.findByRole('article', { name: `Review by ${author}` }));

describe('product reviews', () => {
  it('uses fixtures the API could answer', () => {
    expect(() => productReviewsResponse.parse({ success: true, ...reviewsPage([verified]) })).not.toThrow();
  });

  it('shows the average, a bar per star, the fit summary, then each review with its details', async () => {
    const { api } = renderReviews();
    expect(screen.getByTestId('reviews-skeleton')).toBeInTheDocument();
    const asha = await card('Asha R.');
    expect(screen.getByTestId('review-average')).toHaveTextContent('4.2');
    expect(screen.getByTestId('review-count')).toHaveTextContent('5 ratings');
    const bars = within(screen.getByRole('list', { name: 'Ratings by stars' })).getAllByRole('listitem');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      '5 stars: 2',
      '4 stars: 2',
      '3 stars: 1',
      '2 stars: 0',
      '1 stars: 0',
    ]);
    expect(screen.getByTestId('fit-summary')).toHaveTextContent(
      'Most buyers say true to size (3 of 4 buyers said true to size)',
    );

    expect(asha.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(asha.getByText('Verified buyer')).toBeInTheDocument();
    expect(asha.getByText('Runs small')).toBeInTheDocument();
    expect(asha.getByText('Bought 3-4Y for a 3 year old')).toBeInTheDocument();
    expect(asha.getByText('Soft cotton, true to the chart.')).toBeInTheDocument();
    expect(asha.getByRole('button', { name: /^Helpful \(4\)/ })).toHaveAttribute('aria-pressed', 'false');

    const karthik = await card('Karthik V.');
    expect(karthik.queryByText('Verified buyer')).not.toBeInTheDocument();
    expect(karthik.getByText('Happy with it')).toBeInTheDocument();
    expect(karthik.getByText('17 Nov 2026')).toBeInTheDocument();
    expect(api.calls('productReviews')[0]?.query.get('sort')).toBe('newest');
  });

  it('opens a photo larger on a tap', async () => {
    renderReviews();
    fireEvent.click((await card('Asha R.')).getByRole('button', { name: 'Open photo 1 of 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photo by Asha R.' });
    expect(within(dialog).getByRole('img', { name: 'Shared by Asha R., larger' })).toHaveAttribute(
      'src',
      '/uploads/reviews/a.webp',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sorts by most helpful, and shows ten more with Show more until all are shown', async () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      makeReview({ _id: `r${i}`, authorName: `Buyer ${i}.` }),
    );
    const { api } = renderReviews({
      productReviews: ({ query }) => {
        const page = Number(query.get('page'));
        return reviewsPage(many.slice((page - 1) * 10, page * 10), {
          page,
          total: 12,
          summary: makeSummary({ count: 12 }),
        });
      },
    });
    await card('Buyer 0.');
    expect(screen.getAllByRole('article')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await card('Buyer 11.');
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Most helpful' }));
    await waitFor(() => expect(api.calls('productReviews').at(-1)?.query.get('sort')).toBe('helpful'));
    expect(screen.getByRole('button', { name: 'Most helpful' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls('productReviews').map((c) => [c.query.get('sort'), c.query.get('page')])).toEqual([
      ['newest', '1'],
      ['newest', '2'],
      ['helpful', '1'],
    ]);
  });

  it('asks a signed-out shopper to sign in before a Helpful vote', async () => {
    localStorage.clear();
    const error = vi.spyOn(toast, 'error');
    const { api, router } = renderReviews();
    fireEvent.click((await card('Asha R.')).getByRole('button', { name: /^Helpful \(4\)/ }));
    expect(error).toHaveBeenCalledWith(REVIEW_MESSAGES.signIn, expect.anything());
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(router.state.location.search).toContain(encodeURIComponent(`/product/${PRODUCT_ID}`));
    expect(api.calls('reviewHelpful')).toHaveLength(0);
  });

  it('counts a signed-in vote once: the new count, pressed, and no second call', async () => {
    signInShopper();
    const { api } = renderReviews({
      reviewHelpful: ({ params }) => ({
        message: REVIEW_MESSAGES.voted,
        reviewId: params.id,
        helpfulCount: 5,
        voted: true as const,
      }),
    });
    const asha = await card('Asha R.');
    fireEvent.click(asha.getByRole('button', { name: /^Helpful \(4\)/ }));
    const pressed = await asha.findByRole('button', { name: /^Helpful \(5\)/ });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(pressed);
    expect(api.calls('reviewHelpful').map((c) => c.params.id)).toEqual(['r-verified']);
    localStorage.clear();
  });

  it('says when there are no reviews yet, and offers Try Again when they fail to load', async () => {
    let fail = true;
    renderReviews({
      productReviews: () =>
        fail
          ? refusal(503, 'The shop is temporarily unavailable. Please try again shortly.')
          : reviewsPage([], { summary: makeSummary({ count: 0, average: 0 }) }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The shop is temporarily unavailable');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: /Try Again/ }));
    expect(await screen.findByText(/No reviews yet/)).toBeInTheDocument();
  });
});
