import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeSignIn } from '../../../lib/auth-storage.ts';
import { alertHandlers, makeAlert } from '../../../test/alert-fixtures.ts';
import { type FakeHandlers, fakeApi, refusal } from '../../../test/fake-api.ts';
import { showInHindi } from '../../../test/in-hindi.ts';
import { renderRoutes } from '../../../test/render.tsx';
import AlertsPage from './AlertsPage.tsx';

// My alerts in Hindi: the heading, what each alert waits for, the remove buttons, the empty and the
// failure notes take their words from the Hindi texts; prices are written the hi-IN way.

const size = makeAlert({
  _id: 'a1',
  productId: 'p1',
  productName: 'Garden Party Frock',
  color: '#F4A7B9',
  colorName: 'Rose',
  size: '2-3Y',
});
const anyColour = makeAlert({ _id: 'a3', productId: 'p3', productName: 'Cloud Romper' });
const drop = makeAlert({
  _id: 'a2',
  productId: 'p2',
  productName: 'Leafy Kurta Set',
  kind: 'price-drop',
  color: '#117A65',
  colorName: 'Green',
  priceAt: 1450,
});

function renderAlerts(handlers: FakeHandlers) {
  storeSignIn({ _id: 'u1', name: 'Asha' }, 'token-1');
  fakeApi(handlers);
  renderRoutes([{ path: '/profile/alerts', element: <AlertsPage /> }], '/profile/alerts');
}

showInHindi();

describe('my alerts in Hindi', () => {
  it('says what each alert waits for in Hindi', async () => {
    renderAlerts(alertHandlers([size, anyColour, drop]));
    expect(await screen.findByRole('heading', { level: 1, name: 'मेरे अलर्ट' })).toBeInTheDocument();
    expect(document.title).toBe('मेरे अलर्ट · Little Loom');
    expect(
      screen.getByText('हम आपको एक बार बताते हैं, ऐप में और एसएमएस या ईमेल से, फिर अलर्ट खत्म हो जाता है।'),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'आपके अलर्ट' });
    const price = new Intl.NumberFormat('hi-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    }).format(1450);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      'Garden Party Frockस्टॉक में वापस आने पर · Rose, साइज़ 2-3Y',
      'Cloud Romperस्टॉक में वापस आने पर · कोई भी रंग या साइज़',
      `Leafy Kurta Setकीमत घटने पर · Green · ${price} से कम`,
    ]);
    expect(screen.getByRole('button', { name: 'Garden Party Frock का अलर्ट हटाएँ' })).toBeInTheDocument();
  });

  it('says in Hindi when there are none', async () => {
    renderAlerts(alertHandlers());
    expect(
      await screen.findByText(
        'अभी कोई अलर्ट नहीं है। बिक चुके साइज़ पर "मुझे बताएँ" दबाएँ, या अपनी विशलिस्ट में "कीमत घटने पर बताएँ"।',
      ),
    ).toBeInTheDocument();
  });

  it('says in Hindi when the list cannot be read', async () => {
    renderAlerts({ alerts: () => refusal(500, 'कुछ गलत हो गया।') });
    expect(await screen.findByText('आपके अलर्ट लोड नहीं हो सके')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /फिर कोशिश करें/ })).toBeInTheDocument();
  });
});
