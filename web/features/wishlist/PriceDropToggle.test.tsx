import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { ALERT_LABELS, ALERT_MESSAGES } from '../../../contract/alerts.ts';
import type { ProductCard } from '../../../contract/catalog.ts';
import { storeSignIn } from '../../lib/auth-storage.ts';
import { alertHandlers, makeAlert } from '../../test/alert-fixtures.ts';
import { type FakeHandlers, fakeApi, refusal } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { wishlistHandlers } from '../../test/wishlist-fixtures.ts';
import { makeFrock, makeProduct, makeVariant } from './test-fixtures.ts';
import WishlistPage from './WishlistPage.tsx';

// The wishlist's "Tell me if the price drops": a price-drop alert for the colour each saved card shows,
// pressed again to stop.

const frock = makeFrock();
const shirt = makeProduct(2, {
  name: 'Striped Shirt',
  variants: [makeVariant({ _id: 'v-blue', color: '#1F3A93', colorName: 'Navy', price: 499 })],
});

function renderWishlist(saved: ProductCard[], handlers: FakeHandlers = {}) {
  storeSignIn({ _id: 'u1', name: 'Asha' }, 'token-1');
  const api = fakeApi({ ...wishlistHandlers(saved), ...handlers });
  renderRoutes([{ path: '/wishlist', element: <WishlistPage /> }], '/wishlist');
  return api;
}

const toggle = async (name: RegExp) => {
  const link = await screen.findByRole('link', { name });
  const card = link.closest('article') as HTMLElement;
  return within(card).getByRole('button', { name: ALERT_LABELS.priceDrop });
};

describe('wishlist price-drop toggle', () => {
  it('asks for a price drop on the card’s colour, and stops it on a second press', async () => {
    const success = vi.spyOn(toast, 'success');
    const api = renderWishlist([frock, shirt], alertHandlers());
    const button = await toggle(/Striped Shirt/);
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAttribute('aria-pressed', 'false');

    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(api.calls('alertAdd').map((c) => c.body)).toEqual([
      { productId: 'p2', kind: 'price-drop', color: '#1F3A93' },
    ]);
    expect(success).toHaveBeenCalledWith(ALERT_MESSAGES.priceDropAdded, expect.anything());
    // The other card is untouched.
    expect(await toggle(/Little Hearts/)).toHaveAttribute('aria-pressed', 'false');

    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(api.calls('alertRemove').map((c) => c.params.id)).toEqual(['new-1']);
  });

  it('shows the price drops the shopper already asked for, from one list for every card', async () => {
    const waiting = makeAlert({
      _id: 'a7',
      productId: 'prod-1',
      kind: 'price-drop',
      color: '#f5f2ea',
      priceAt: 999,
    });
    const api = renderWishlist([frock, shirt], alertHandlers([waiting]));
    await waitFor(async () => expect(await toggle(/Little Hearts/)).toHaveAttribute('aria-pressed', 'true'));
    expect(await toggle(/Striped Shirt/)).toHaveAttribute('aria-pressed', 'false');
    expect(api.calls('alerts')).toHaveLength(1);
  });

  it('says the server’s reason when it refuses, leaving the toggle off', async () => {
    const error = vi.spyOn(toast, 'error');
    renderWishlist([shirt], { ...alertHandlers(), alertAdd: () => refusal(409, ALERT_MESSAGES.tooMany) });
    const button = await toggle(/Striped Shirt/);
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    await waitFor(() => expect(error).toHaveBeenCalledWith(ALERT_MESSAGES.tooMany, expect.anything()));
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });
});
