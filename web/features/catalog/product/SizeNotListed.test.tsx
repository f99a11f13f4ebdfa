import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { ALERT_MESSAGES } from '../../../../contract/alerts.ts';
import type { Variant } from '../../../../contract/catalog.ts';
import { storeSignIn } from '../../../lib/auth-storage.ts';
import { alertHandlers, makeAlert } from '../../../test/alert-fixtures.ts';
import { type FakeHandlers, fakeApi } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { SizeNotListed } from './SizeNotListed.tsx';
import { makeVariant } from './test-fixtures.ts';

// "Size not listed?" under the product page's sizes: the chosen colour's sold-out sizes, each with
// "Notify me", which becomes "We'll tell you" (pressed again, the alert goes).

const rose = makeVariant({
  _id: 'v-rose',
  color: '#F4A7B9',
  colorName: 'Rose',
  sizes: [
    { size: '2-3Y', stock: 0 },
    { size: '3-4Y', stock: 4 },
    { size: '4-5Y', stock: 0 },
  ],
});

function renderSizes(variant: Variant = rose, handlers: FakeHandlers = alertHandlers()) {
  const api = fakeApi(handlers);
  const view = renderRoutes(
    [
      { path: '/product/:id', element: <SizeNotListed productId="p1" variant={variant} /> },
      { path: '/signin', element: <p>Sign in page</p> },
    ],
    '/product/p1',
  );
  return { ...view, api };
}

const opener = () => screen.getByRole('button', { name: 'Size not listed?' });
const sizeButton = (size: string) =>
  within(screen.getByRole('list', { name: 'Sold-out sizes' })).getByRole('button', {
    name: new RegExp(`about size ${size}$`),
  });

describe('size not listed', () => {
  it('reveals only the sold-out sizes, asking for the alerts only once opened', async () => {
    storeSignIn({ _id: 'u1', name: 'Asha' }, 'token-1');
    const { api } = renderSizes();
    expect(opener()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Sold-out sizes' })).not.toBeInTheDocument();
    expect(api.calls('alerts')).toHaveLength(0);

    fireEvent.click(opener());
    expect(opener()).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: 'Sold-out sizes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2-3YNotify me', '4-5YNotify me']);
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Notify me about size 2-3Y', 'Notify me about size 4-5Y']);
    await waitFor(() => expect(api.calls('alerts')).toHaveLength(1));
  });

  it('asks to be told about a size, shows "We\'ll tell you", and stops on a second press', async () => {
    storeSignIn({ _id: 'u1', name: 'Asha' }, 'token-1');
    const success = vi.spyOn(toast, 'success');
    const { api } = renderSizes();
    fireEvent.click(opener());
    await waitFor(() => expect(sizeButton('2-3Y')).toBeEnabled());

    fireEvent.click(sizeButton('2-3Y'));
    await waitFor(() => expect(sizeButton('2-3Y')).toHaveAttribute('aria-pressed', 'true'));
    expect(sizeButton('2-3Y')).toHaveAccessibleName("We'll tell you about size 2-3Y");
    expect(sizeButton('4-5Y')).toHaveAttribute('aria-pressed', 'false');
    expect(api.calls('alertAdd').map((c) => c.body)).toEqual([
      { productId: 'p1', kind: 'back-in-stock', color: '#F4A7B9', size: '2-3Y' },
    ]);
    expect(api.calls('alertAdd')[0]?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(success).toHaveBeenCalledWith(ALERT_MESSAGES.backInStockAdded, expect.anything());

    fireEvent.click(sizeButton('2-3Y'));
    await waitFor(() => expect(sizeButton('2-3Y')).toHaveAttribute('aria-pressed', 'false'));
    expect(sizeButton('2-3Y')).toHaveAccessibleName('Notify me about size 2-3Y');
    expect(api.calls('alertRemove').map((c) => c.params.id)).toEqual(['new-1']);
  });

  it('shows the sizes the shopper already waits for', async () => {
    storeSignIn({ _id: 'u1', name: 'Asha' }, 'token-1');
    const waiting = makeAlert({ _id: 'a9', productId: 'p1', color: '#f4a7b9', size: '4-5Y' });
    renderSizes(rose, alertHandlers([waiting]));
    fireEvent.click(opener());
    await waitFor(() => expect(sizeButton('4-5Y')).toHaveAttribute('aria-pressed', 'true'));
    expect(sizeButton('2-3Y')).toHaveAttribute('aria-pressed', 'false');
  });

  it('sends a signed-out shopper to sign in, coming back to the product, without calling the server', async () => {
    const error = vi.spyOn(toast, 'error');
    const { api, router } = renderSizes();
    fireEvent.click(opener());
    fireEvent.click(sizeButton('2-3Y'));
    expect(error).toHaveBeenCalledWith(ALERT_MESSAGES.signInBackInStock, expect.anything());
    await screen.findByText('Sign in page');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/product/p1')}`);
    expect(api.spy).not.toHaveBeenCalled();
  });

  it('says the server’s reason when it refuses (a size back in stock meanwhile)', async () => {
    storeSignIn({ _id: 'u1', name: 'Asha' }, 'token-1');
    const error = vi.spyOn(toast, 'error');
    const handlers = alertHandlers();
    renderSizes(rose, {
      ...handlers,
      alertAdd: () =>
        new Response(JSON.stringify({ success: false, message: ALERT_MESSAGES.sizeInStock }), {
          status: 409,
          headers: { 'Content-Type': 'application/json' },
        }),
    });
    fireEvent.click(opener());
    await waitFor(() => expect(sizeButton('2-3Y')).toBeEnabled());
    fireEvent.click(sizeButton('2-3Y'));
    await waitFor(() => expect(error).toHaveBeenCalledWith(ALERT_MESSAGES.sizeInStock, expect.anything()));
    expect(sizeButton('2-3Y')).toHaveAttribute('aria-pressed', 'false');
  });

  it('is not offered when every size of the colour is in stock', () => {
    renderSizes(makeVariant({ sizes: [{ size: '2-3Y', stock: 2 }] }));
    expect(screen.queryByRole('button', { name: 'Size not listed?' })).not.toBeInTheDocument();
  });
});
