import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVIEW_MESSAGES } from '../../../../../contract/reviews.ts';
import enCatalog from '../../../../i18n/locales/en/catalog.json';
import { signInShopper } from '../../../../test/cart-fixtures.ts';
import { type FakeHandlers, fakeApi } from '../../../../test/fake-api.ts';
import { showInHindi } from '../../../../test/in-hindi.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { Reviews } from '../Reviews.tsx';
import { makeReview, reviewsPage } from './review-fixtures.ts';

// The product page's reviews in Hindi: the Helpful vote's messages (the contract's English, or the
// server's) are said in Hindi too.

/** Rendering a page compiles its lazy parts on first use: slow on a busy machine. */
showInHindi();

const PAGE_TIMEOUT = { timeout: 30_000 };

const PRODUCT_ID = 'prod-1';

function renderReviews(handlers: FakeHandlers = {}) {
  const api = fakeApi({
    productReviews: () => reviewsPage([makeReview({ authorName: 'Asha R.', helpfulCount: 4 })]),
    ...handlers,
  });
  renderRoutes(
    [
      { path: '/product/:id', element: <Reviews productId={PRODUCT_ID} /> },
      { path: '/signin', element: <p>Sign in page</p> },
    ],
    `/product/${PRODUCT_ID}`,
  );
  return api;
}

async function helpfulButton() {
  const card = within(await screen.findByRole('article', { name: 'Asha R. का रिव्यू' }));
  return card.getByRole('button', { name: 'काम का (4): Asha R. का रिव्यू' });
}

afterEach(async () => {
  localStorage.clear();
});

describe('the reviews’ messages in Hindi', PAGE_TIMEOUT, () => {
  it('list the contract’s words with the same English', () => {
    const contract: Record<string, string> = REVIEW_MESSAGES;
    for (const [key, text] of Object.entries(enCatalog.messages.reviews))
      expect(contract[key], key).toBe(text);
  });

  it('asks a signed-out shopper to sign in, in Hindi', async () => {
    const error = vi.spyOn(toast, 'error');
    renderReviews();
    fireEvent.click(await helpfulButton());
    expect(error).toHaveBeenCalledWith('रिव्यू को काम का बताने के लिए कृपया लॉग इन करें', expect.anything());
  });

  it('thanks for a vote in Hindi', async () => {
    signInShopper();
    const success = vi.spyOn(toast, 'success');
    renderReviews({
      reviewHelpful: ({ params }) => ({
        message: REVIEW_MESSAGES.voted,
        reviewId: params.id,
        helpfulCount: 5,
        voted: true as const,
      }),
    });
    fireEvent.click(await helpfulButton());
    await waitFor(() => expect(success).toHaveBeenCalledWith('आपकी राय के लिए धन्यवाद!', expect.anything()));
  });
});
