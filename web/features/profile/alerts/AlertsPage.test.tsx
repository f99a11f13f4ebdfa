import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ALERT_MESSAGES } from '../../../../contract/alerts.ts';
import { storeSignIn } from '../../../lib/auth-storage.ts';
import { alertHandlers, makeAlert } from '../../../test/alert-fixtures.ts';
import { type FakeHandlers, fakeApi, refusal } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import AlertsPage, { ALERTS_TEXTS, alertLine } from './AlertsPage.tsx';

// /profile/alerts: the shopper's alerts, each opening its product, each removable.

const size = makeAlert({
  _id: 'a1',
  productId: 'p1',
  productName: 'Garden Party Frock',
  image: 'frock.webp',
  color: '#F4A7B9',
  colorName: 'Rose',
  size: '2-3Y',
});
const drop = makeAlert({
  _id: 'a2',
  productId: 'p2',
  productName: 'Leafy Kurta Set',
  kind: 'price-drop',
  color: '#117A65',
  colorName: 'Green',
  priceAt: 450,
});

function renderAlerts(handlers: FakeHandlers) {
  storeSignIn({ _id: 'u1', name: 'Asha' }, 'token-1');
  const api = fakeApi(handlers);
  renderRoutes(
    [
      { path: '/profile/alerts', element: <AlertsPage /> },
      { path: '/product/:id', element: <p>Product page</p> },
    ],
    '/profile/alerts',
  );
  return api;
}

describe('my alerts', () => {
  it('says what each alert waits for', () => {
    expect(alertLine(size)).toBe('Back in stock · Rose, size 2-3Y');
    expect(alertLine({ ...size, size: null })).toBe('Back in stock · Rose, any size');
    expect(alertLine({ ...size, color: null, colorName: null, size: null })).toBe(
      'Back in stock · Any colour or size',
    );
    expect(alertLine(drop)).toBe('Price drop · Green · below ₹450');
  });

  it('lists the alerts, each opening its product, and removes one with its bell-off', async () => {
    const api = renderAlerts(alertHandlers([size, drop]));
    const list = await screen.findByRole('list', { name: 'Your alerts' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Garden Party FrockBack in stock · Rose, size 2-3Y',
      'Leafy Kurta SetPrice drop · Green · below ₹450',
    ]);
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '/product/p1');

    fireEvent.click(screen.getByRole('button', { name: 'Remove alert for Garden Party Frock' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(api.calls('alertRemove').map((c) => c.params.id)).toEqual(['a1']);
  });

  it('says when there are none', async () => {
    renderAlerts(alertHandlers());
    expect(await screen.findByText(ALERTS_TEXTS.empty)).toBeInTheDocument();
  });

  it('offers Try Again when the list fails', async () => {
    renderAlerts({ alerts: () => refusal(500, 'Something went wrong. Please try again.') });
    expect(await screen.findByText(ALERT_MESSAGES.loadFailed)).toBeInTheDocument();
  });
});
