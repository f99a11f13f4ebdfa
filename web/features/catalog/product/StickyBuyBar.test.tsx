import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  cartAnswer,
  makeCart,
  makeCartItem,
  SHOPPER_ID,
  signInShopper,
} from '../../../test/cart-fixtures.ts';
import { deferred, fakeApi } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { PurchaseButtons, type PurchaseSelection } from './PurchaseButtons.tsx';

// IntersectionObserver is the browser's: a stand-in that lets the test say where the buttons are.
type Report = (entries: Partial<IntersectionObserverEntry>[]) => void;
let report: Report = () => {};
let observed: Element | null = null;
let margin: string | undefined;

class FakeObserver {
  constructor(callback: Report, options?: IntersectionObserverInit) {
    report = callback;
    margin = options?.rootMargin;
  }
  observe(element: Element) {
    observed = element;
  }
  unobserve() {}
  disconnect() {
    observed = null;
  }
}

const rootBounds = { top: 120 } as DOMRectReadOnly;
/** The buttons scrolled up above the header (true), on screen, or further down the page. */
function buttonsAre(where: 'above' | 'visible' | 'below') {
  act(() =>
    report([
      {
        // The watched area reaches far below the window: only scrolled-past buttons are outside it.
        isIntersecting: where !== 'above',
        rootBounds,
        boundingClientRect: { bottom: where === 'above' ? 40 : 900 } as DOMRectReadOnly,
      },
    ]),
  );
}

const selection: PurchaseSelection = {
  productId: 'prod-1',
  color: '#F5F2EA',
  colorName: 'Off White',
  size: '6-7Y',
  price: 1299,
};

function renderButtons(chosen = selection) {
  signInShopper();
  const api = fakeApi({
    cart: () => cartAnswer(makeCart([])),
    cartAdd: () => ({ ...cartAnswer(makeCart([])), message: 'Added' }),
  });
  renderRoutes(
    [{ path: '/product/:id', element: <PurchaseButtons selection={chosen} /> }],
    '/product/prod-1',
  );
  return api;
}

const bar = () => screen.queryByRole('region', { name: 'Buy this product' });

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});

describe('the sticky buy bar', () => {
  it('appears once the buttons scroll up out of view, and goes when they are back', async () => {
    // The layout's sticky header (buttons under it count as gone), and one header that is not sticky.
    const header = document.body.appendChild(document.createElement('header'));
    header.style.position = 'sticky';
    header.getBoundingClientRect = () => ({ height: 120 }) as DOMRect;
    const other = document.body.appendChild(document.createElement('header'));
    other.getBoundingClientRect = () => ({ height: 300 }) as DOMRect;
    onTestFinished(() => {
      header.remove();
      other.remove();
    });
    renderButtons();
    await screen.findByRole('button', { name: 'Add to Cart' });
    // The buttons themselves are watched, with the sticky header's height taken off the top.
    expect(observed).toContainElement(screen.getByRole('button', { name: 'Buy Now' }));
    expect(margin).toBe('-120px 0px 1000000px 0px');
    expect(bar()).not.toBeInTheDocument();

    buttonsAre('below');
    expect(bar()).not.toBeInTheDocument();
    buttonsAre('above');
    expect(bar()).toHaveTextContent('₹1,299');
    expect(bar()).toHaveTextContent('Off White · Size 6-7Y');
    expect(within(bar()!).getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(within(bar()!).getByRole('button', { name: 'Buy Now' })).toBeEnabled();
    buttonsAre('visible');
    expect(bar()).not.toBeInTheDocument();
  });

  it("acts as the page's own buttons: one add, the same state on both", async () => {
    const api = renderButtons();
    const pending = deferred<ReturnType<typeof cartAnswer> & { message: string }>();
    api.on('cartAdd', () => pending.promise);
    await waitFor(() => expect(api.calls('cart')).toHaveLength(1));
    buttonsAre('above');
    fireEvent.click(within(bar()!).getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(api.calls('cartAdd')).toHaveLength(1));
    expect(api.calls('cartAdd')[0]!.body).toMatchObject({
      userId: SHOPPER_ID,
      productId: 'prod-1',
      color: '#F5F2EA',
      colorName: 'Off White',
      size: '6-7Y',
    });
    // One action in flight: both sets say so and neither can start another.
    expect(screen.getAllByRole('button', { name: 'Adding...' })).toHaveLength(2);
    for (const buy of screen.getAllByRole('button', { name: 'Buy Now' })) expect(buy).toBeDisabled();

    const line = makeCartItem({ productId: { ...makeCartItem().productId, _id: 'prod-1' } });
    pending.resolve({ ...cartAnswer(makeCart([line])), message: 'Added' });
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Go to Cart' })).toHaveLength(2));
    expect(api.calls('cartAdd')).toHaveLength(1);
  });

  it('asks for a size when none is chosen, as the page does', async () => {
    renderButtons({ ...selection, size: null });
    await screen.findByRole('button', { name: 'Add to Cart' });
    buttonsAre('above');
    expect(bar()).toHaveTextContent('Choose a size');
  });
});
