import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALERT_LABELS, ALERT_MESSAGES } from '../../../../contract/alerts.ts';
import type { ProductDetail } from '../../../../contract/catalog.ts';
import { COD_MESSAGES } from '../../../../contract/delivery.ts';
import { TOKEN_KEY, USER_ID_KEY } from '../../../lib/auth-storage.ts';
import { resetShopConfigCache } from '../../../lib/shop-config.ts';
import { alertHandlers } from '../../../test/alert-fixtures.ts';
import {
  cartAnswer,
  cartViewUrl,
  makeCart,
  makeCartItem,
  SHOPPER_ID,
  SHOPPER_TOKEN,
  signInShopper,
} from '../../../test/cart-fixtures.ts';
import { answer, type FakeHandlers, fakeApi, refusal } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import ProductPage from './ProductPage.tsx';
import { reviewsPage } from './reviews/review-fixtures.ts';
import { makeCards, makeDetail, makeEstimate, makeVariant, makeView } from './test-fixtures.ts';

class NoResize {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** The price the page shows for the first colour (no offer runs), sent along with Buy Now. */
const BUY_NOW_PRICE = 1299;

/** The product, three similar products, an empty cart and wishlist, unless `handlers` say otherwise. */
function renderProduct(handlers: FakeHandlers = {}, detail: ProductDetail = makeDetail()) {
  const api = fakeApi({
    productView: ({ params }) =>
      params.id === detail._id ? makeView(detail) : refusal(404, 'Product not found'),
    similarProducts: () => ({ products: makeCards(3, 50) }),
    productReviews: () => reviewsPage(),
    cart: () => cartAnswer(makeCart([])),
    wishlist: () => ({ wishlist: [] }),
    // Signed in, the page reads the shopper's children to pick a size: none.
    children: () => ({ children: [] }),
    ...handlers,
  });
  const view = renderRoutes(
    [
      { path: '/product/:id', element: <ProductPage /> },
      { path: '/signin', element: <p>Sign in page</p> },
      { path: '/cart', element: <p>Cart page</p> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    `/product/${detail._id}`,
  );
  return { ...view, api };
}

const sizeButton = (size: string) => screen.getByRole('button', { name: size });
const stock = () => screen.getByTestId('stock-label');

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoResize);
  // A signed-out press leaves a note for after the sign-in (pending-purchase.ts): one per test.
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('product page', () => {
  it('shows a skeleton, then the product with its brand, name, rating, reviews and title', async () => {
    renderProduct();
    expect(screen.getByTestId('product-skeleton')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Little Hearts Smocked Frock' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Mango Sprout')[0]).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Rated 4.2 out of 5' }).length).toBeGreaterThan(0);
    expect(screen.getByText('(5 ratings)')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('Little Hearts Smocked Frock'));
    const review = await screen.findByRole('article', { name: 'Review by Karthik V.' });
    expect(review).toHaveTextContent('Happy with it');
    expect(review).toHaveTextContent('Good quality for daily wear.');
    expect(review).toHaveTextContent('17 Nov 2026');
    expect(within(review).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
  });

  it('selects the first colour and its first size in stock at load, listing only sizes in stock', async () => {
    renderProduct();
    const white = await screen.findByRole('button', { name: 'Off White' });
    expect(white).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Blush Pink' })).toHaveAttribute('aria-pressed', 'false');
    expect(sizeButton('6-7Y')).toHaveAttribute('aria-pressed', 'true');
    expect(sizeButton('7-8Y')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('button', { name: '5-6Y' })).not.toBeInTheDocument();
    expect(stock()).toHaveTextContent('Limited stock');
    expect(screen.getByTestId('stock-left')).toHaveTextContent('Only 3 left');
    // Up to four thumbnails of the variant's pictures.
    const thumbs = within(screen.getByRole('list', { name: 'Product pictures' })).getAllByRole('button');
    expect(thumbs).toHaveLength(4);
  });

  it('keeps the chosen size on a colour change when it exists, else picks the first available', async () => {
    renderProduct();
    await screen.findByRole('button', { name: 'Off White' });
    // 6-7Y is sold out in pink: the first size in stock is chosen.
    fireEvent.click(screen.getByRole('button', { name: 'Blush Pink' }));
    expect(screen.getByRole('button', { name: 'Blush Pink' })).toHaveAttribute('aria-pressed', 'true');
    expect(sizeButton('7-8Y')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '8-9Y' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '6-7Y' })).not.toBeInTheDocument();
    expect(stock()).toHaveTextContent('In stock');
    expect(screen.queryByTestId('stock-left')).not.toBeInTheDocument();
    // Pink has no pictures of its own: the product's are shown.
    expect(screen.getByRole('img', { name: /picture 1 of 2/ })).toHaveAttribute(
      'src',
      '/uploads/product-main.webp',
    );

    fireEvent.click(sizeButton('8-9Y'));
    expect(stock()).toHaveTextContent('Limited stock');
    expect(screen.getByTestId('stock-left')).toHaveTextContent('Only 2 left');
    fireEvent.click(screen.getByRole('button', { name: 'Off White' }));
    // 8-9Y does not exist in white: the first available again.
    expect(sizeButton('6-7Y')).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(sizeButton('7-8Y'));
    fireEvent.click(screen.getByRole('button', { name: 'Blush Pink' }));
    expect(sizeButton('7-8Y')).toHaveAttribute('aria-pressed', 'true');
  });

  it("toggles the chosen size off when clicked again, showing 'Select size'", async () => {
    renderProduct();
    await screen.findByRole('button', { name: 'Off White' });
    fireEvent.click(sizeButton('6-7Y'));
    expect(sizeButton('6-7Y')).toHaveAttribute('aria-pressed', 'false');
    expect(stock()).toHaveTextContent('Select size');
    fireEvent.click(sizeButton('7-8Y'));
    expect(stock()).toHaveTextContent('In stock');
  });

  it("says 'Out of stock' for a colour with no size left", async () => {
    const base = makeDetail();
    renderProduct(
      {},
      makeDetail({ variants: [{ ...base.variants[0]!, sizes: [{ size: '2-3Y', stock: 0 }] }] }),
    );
    expect(await screen.findByText('This colour is sold out right now.')).toBeInTheDocument();
    expect(stock()).toHaveTextContent('Out of stock');
  });

  it('prices each colour: offer price with offers, else price, with M.R.P and percent off', async () => {
    renderProduct();
    await screen.findByRole('button', { name: 'Off White' });
    // No offers: the variant's price, not its offerPrice.
    expect(screen.getByTestId('price')).toHaveTextContent('₹1,299');
    expect(screen.getByTestId('mrp')).toHaveTextContent('₹1,879');
    expect(screen.getByTestId('price-block')).toHaveTextContent('30% off');
    fireEvent.click(screen.getByRole('button', { name: 'Blush Pink' }));
    expect(screen.getByTestId('price')).toHaveTextContent('₹1,399');
    expect(screen.getByTestId('price-block')).toHaveTextContent('17% off');
  });

  it('uses the offer price when the product has offers, and N/A when there is no price', async () => {
    const offer = { _id: 'o1', title: 'Diwali', description: '', discountPercent: 20, endsAt: null };
    const { unmount } = renderProduct({}, makeDetail({ offers: [offer] }));
    await screen.findByRole('button', { name: 'Off White' });
    expect(screen.getByTestId('price')).toHaveTextContent('₹999');
    unmount();

    renderProduct(
      {},
      makeDetail({ variants: [], defaultPrice: null as unknown as number, images: ['product-main.webp'] }),
    );
    expect(await screen.findByTestId('price')).toHaveTextContent('N/A');
  });

  it("lists the details, hides 'N/A' features, and splits the description into paragraphs", async () => {
    renderProduct();
    const details = await screen.findByRole('region', { name: 'Product details' });
    const rows = within(details)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      'Category: Girls',
      'Product type: Frock',
      'Colour: Off White',
      'Material: Mulmul Cotton',
      'Sole material: N/A',
      'Fit: Fit & Flare',
    ]);
    const about = screen.getByRole('region', { name: 'About Product' });
    expect(
      within(about)
        .getAllByText(/./, { selector: 'p' })
        .map((p) => p.textContent),
    ).toEqual(['A twirl-ready frock.', 'Lined with soft cotton.', 'Made from mulmul cotton.']);
    expect(screen.getByText('Cash on delivery available')).toBeInTheDocument();
  });

  it("shows 'Failed to load product details' with Try Again", async () => {
    let fail = true;
    renderProduct({
      productView: () => (fail ? refusal(503, 'Database unavailable') : makeView()),
    });
    expect(
      await screen.findByText('Failed to load product details', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Little Hearts Smocked Frock');
  });

  it('shows a friendly not-found with a link to all products', async () => {
    renderProduct({ productView: () => refusal(404, 'Product not found') });
    expect(await screen.findByRole('heading', { name: "We couldn't find this product" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/allproducts');
  });
});

describe('add to cart and buy now', () => {
  it('need a colour and a size', async () => {
    const error = vi.spyOn(toast, 'error');
    renderProduct();
    await screen.findByRole('button', { name: 'Off White' });
    fireEvent.click(sizeButton('6-7Y'));
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(error).toHaveBeenLastCalledWith('Please select a color and size before adding to cart.', {
      duration: 3000,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(error).toHaveBeenLastCalledWith('Please select a color and size before buying.', {
      duration: 3000,
    });
  });

  it('send a signed-out shopper to /signin after 1.5 s', async () => {
    const error = vi.spyOn(toast, 'error');
    const { router } = renderProduct();
    await screen.findByRole('button', { name: 'Off White' });
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(error).toHaveBeenLastCalledWith('Please log in to add items to your cart', {
      duration: 3000,
    });
    act(() => vi.advanceTimersByTime(1499));
    expect(router.state.location.pathname).toBe('/product/prod-1');
    act(() => vi.advanceTimersByTime(1));
    expect(router.state.location.pathname).toBe('/signin');
  });

  it('Buy Now tells a signed-out shopper to log in, then goes to /signin', async () => {
    const error = vi.spyOn(toast, 'error');
    const { router } = renderProduct();
    await screen.findByRole('button', { name: 'Off White' });
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(error).toHaveBeenLastCalledWith('Please log in to proceed with purchase', {
      duration: 3000,
    });
    act(() => vi.advanceTimersByTime(1500));
    expect(router.state.location.pathname).toBe('/signin');
  });
});

describe('Buy Now for a signed-in shopper', () => {
  afterEach(() => sessionStorage.clear());

  it("posts the choice, reads 'Processing...', then opens the address step 1 s later", async () => {
    signInShopper();
    let respond: (response: Response) => void = () => {};
    const { router, api } = renderProduct({
      buyNow: () => new Promise<Response>((resolve) => (respond = resolve)),
    });
    await screen.findByRole('button', { name: 'Off White' });
    fireEvent.click(screen.getByRole('button', { name: 'Buy Now' }));
    const busy = await screen.findByRole('button', { name: 'Processing...' });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    const [sent] = api.calls('buyNow');
    expect(sent?.url).toBe('/api/user/checkout/buy-now');
    expect(sent?.method).toBe('POST');
    expect(sent?.body).toEqual({
      productId: 'prod-1',
      quantity: 1,
      color: '#F5F2EA',
      colorName: 'Off White',
      size: '6-7Y',
      price: BUY_NOW_PRICE,
    });
    expect(sent?.headers.get('Authorization')).toBe(`Bearer ${SHOPPER_TOKEN}`);

    vi.useFakeTimers();
    // Only the checkout's id matters here: the address step reads the rest.
    respond(answer({ success: true, checkout: { _id: 'co-7', items: [] } }, 201));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(999);
    });
    expect(router.state.location.pathname).toBe('/product/prod-1');
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(router.state.location.pathname).toBe('/address/co-7');
    expect(sessionStorage.getItem('checkoutId')).toBe('co-7');
  });

  it.each([
    ["the server's message", () => refusal(409, 'This size is out of stock.'), 'This size is out of stock.'],
    ['the fallback without one', () => new Response('', { status: 502 }), 'Failed to proceed with purchase'],
    [
      'the fallback when no answer comes',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Failed to proceed with purchase',
    ],
  ])('says %s when Buy Now fails, and stays', async (_, buyNow, message) => {
    signInShopper();
    const error = vi.spyOn(toast, 'error');
    const { router } = renderProduct({ buyNow });
    await screen.findByRole('button', { name: 'Off White' });
    fireEvent.click(screen.getByRole('button', { name: 'Buy Now' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(message, { duration: 3000 }));
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/product/prod-1');
    expect(sessionStorage.getItem('checkoutId')).toBeNull();
  });
});

describe('add to cart for a signed-in shopper', () => {
  const addedLine = makeCartItem({ productId: { ...makeCartItem().productId, _id: 'prod-1' } });

  it("posts the product, colour and size (no price), reads 'Adding...', toasts, then offers 'Go to Cart'", async () => {
    signInShopper();
    const success = vi.spyOn(toast, 'success');
    let respond: (body: ReturnType<typeof cartAnswer> & { message: string }) => void = () => {};
    const { api, router } = renderProduct({
      cartAdd: () => new Promise((resolve) => (respond = resolve)),
    });
    await screen.findByRole('button', { name: 'Off White' });
    await waitFor(() => expect(api.calls('cart').map((sent) => sent.url)).toContain(cartViewUrl));
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(await screen.findByRole('button', { name: 'Adding...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
    const [sent] = api.calls('cartAdd');
    expect(sent?.body).toEqual({
      userId: SHOPPER_ID,
      productId: 'prod-1',
      quantity: 1,
      color: '#F5F2EA',
      colorName: 'Off White',
      size: '6-7Y',
    });
    expect(sent?.headers.get('Authorization')).toBe(`Bearer ${SHOPPER_TOKEN}`);

    respond({ ...cartAnswer(makeCart([addedLine])), message: 'Added' });
    const goToCart = await screen.findByRole('link', { name: 'Go to Cart' });
    expect(success).toHaveBeenCalledWith('Product added to cart successfully!', { duration: 2000 });
    expect(goToCart).toHaveAttribute('href', '/cart');
    // Another size is not in the cart yet.
    fireEvent.click(sizeButton('7-8Y'));
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    fireEvent.click(sizeButton('6-7Y'));
    fireEvent.click(screen.getByRole('link', { name: 'Go to Cart' }));
    expect(router.state.location.pathname).toBe('/cart');
  });

  it("reads 'Go to Cart' at once when the chosen colour and size are already in the cart", async () => {
    signInShopper();
    renderProduct({ cart: () => cartAnswer(makeCart([addedLine])) });
    expect(await screen.findByRole('link', { name: 'Go to Cart' })).toHaveAttribute('href', '/cart');
    fireEvent.click(screen.getByRole('button', { name: 'Blush Pink' }));
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
  });

  it.each([
    ["the server's message", () => refusal(409, 'This size is out of stock.'), 'This size is out of stock.'],
    ['the fallback', () => answer({ success: false }), 'Failed to add product to cart'],
    [
      'something went wrong without an answer',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Something went wrong. Please try again.',
    ],
  ])('shows %s when adding fails', async (_, cartAdd, message) => {
    signInShopper();
    const error = vi.spyOn(toast, 'error');
    const success = vi.spyOn(toast, 'success');
    renderProduct({ cartAdd });
    await screen.findByRole('button', { name: 'Off White' });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(message, { duration: 3000 }));
    expect(success).not.toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it('treats a refused session as expired: sign-in cleared, a 3 s toast, then /signin after 1.5 s', async () => {
    signInShopper();
    const error = vi.spyOn(toast, 'error');
    const { router } = renderProduct({
      cartAdd: () => refusal(401, 'Login Required.'),
    });
    await screen.findByRole('button', { name: 'Off White' });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Session expired. Please sign in again.', { duration: 3000 }),
    );
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_ID_KEY)).toBeNull();
    const asked = Date.now();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'), { timeout: 3000 });
    // The product page's delay (rules/storefront §9): 1.5 s, not the account screens' 1 s.
    expect(Date.now() - asked).toBeGreaterThanOrEqual(1300);
  });
});

describe('check delivery', () => {
  async function pincodeBox() {
    const input = await screen.findByLabelText('Pincode');
    return { input, check: screen.getByRole('button', { name: 'Check' }) };
  }

  it('keeps digits only, at most 6, and enables Check only at exactly 6', async () => {
    renderProduct();
    const { input, check } = await pincodeBox();
    expect(input).toHaveAttribute('maxLength', '6');
    fireEvent.change(input, { target: { value: '1a1-0 0' } });
    expect(input).toHaveValue('1100');
    expect(check).toBeDisabled();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByText('Please enter a valid 6-digit pincode')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '110 0019' } });
    expect(input).toHaveValue('110001');
    expect(check).toBeEnabled();
    expect(screen.queryByText('Please enter a valid 6-digit pincode')).not.toBeInTheDocument();
  });

  it('shows the delivery promise, the place, and cash on delivery when both allow it', async () => {
    const { api } = renderProduct({ expectedDate: () => makeEstimate() });
    const { input, check } = await pincodeBox();
    fireEvent.change(input, { target: { value: '110001' } });
    fireEvent.click(check);
    expect(await screen.findByText('Delivery by Mon, 30 Nov')).toBeInTheDocument();
    expect(screen.getByText(/Central Delhi, Delhi/)).toBeInTheDocument();
    const box = screen.getByRole('region', { name: 'Check Delivery' });
    expect(within(box).getByText('Cash on delivery available')).toBeInTheDocument();
    expect(api.calls('expectedDate').map((sent) => sent.url)).toContain(
      '/api/user/Products/expected_date?pincode=110001',
    );
  });

  it('states the return policy as it is (the window, no exchanges) beside the buttons', async () => {
    renderProduct();
    expect(await screen.findByTestId('return-promise')).toHaveTextContent(
      'Returns within 1 day of delivery. Unused, in its packaging: ask from My Orders within 1 day of delivery. No exchanges.',
    );
  });

  it("states the shop's own return window when it is set (RETURN_WINDOW_DAYS)", async () => {
    document.head.innerHTML = '<meta name="shop-config" content=\'{"returnWindowDays":3}\'>';
    resetShopConfigCache();
    try {
      renderProduct();
      expect(await screen.findByTestId('return-promise')).toHaveTextContent(
        'Returns within 3 days of delivery.',
      );
    } finally {
      document.head.innerHTML = '';
      resetShopConfigCache();
    }
  });

  it('says when a remote pincode takes cash on delivery only up to a limit', async () => {
    renderProduct({
      expectedDate: () =>
        makeEstimate({
          message: 'Delivery available to Kamrup, Assam',
          pincode: '781001',
          district: 'Kamrup',
          state: 'Assam',
          codLimit: 5000,
          zone: 'remote',
        }),
    });
    const { input, check } = await pincodeBox();
    fireEvent.change(input, { target: { value: '781001' } });
    fireEvent.click(check);
    const box = screen.getByRole('region', { name: 'Check Delivery' });
    expect(await within(box).findByTestId('cod-answer')).toHaveTextContent(
      'Cash on delivery up to ₹5,000 an order',
    );
  });

  it('cannot be ordered when the product is not sold cash on delivery: the buttons say why, before any press', async () => {
    const { api } = renderProduct(
      { expectedDate: () => makeEstimate({ message: 'ok' }) },
      makeDetail({ CODAvailable: false }),
    );
    const { input, check } = await pincodeBox();
    expect(screen.getByRole('button', { name: /Add to Cart/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Buy Now/ })).toBeDisabled();
    expect(screen.getByTestId('purchase-reason')).toHaveTextContent(COD_MESSAGES.itemUnavailable);
    expect(screen.getByRole('button', { name: /Add to Cart/ })).toHaveAccessibleDescription(
      COD_MESSAGES.itemUnavailable,
    );
    fireEvent.change(input, { target: { value: '110001' } });
    fireEvent.click(check);
    const box = screen.getByRole('region', { name: 'Check Delivery' });
    expect(await within(box).findByTestId('cod-answer')).toHaveTextContent(COD_MESSAGES.itemUnavailableShort);
    // Nothing was sent to the cart.
    expect(api.calls('cartAdd')).toHaveLength(0);
  });

  it('marks a product sold out in every colour and size, and offers to tell the shopper when it is back', async () => {
    localStorage.setItem(TOKEN_KEY, 'token');
    localStorage.setItem(USER_ID_KEY, 'user-1');
    const soldOut = makeDetail({
      variants: [
        makeVariant({ _id: 'v-a', sizes: [{ size: '2-3Y', stock: 0 }] }),
        makeVariant({
          _id: 'v-b',
          color: '#000000',
          colorName: 'Black',
          sizes: [{ size: '3-4Y', stock: 0 }],
        }),
      ],
    });
    const { api } = renderProduct(alertHandlers(), soldOut);
    await screen.findByTestId('purchase-unavailable');
    expect(screen.getByRole('button', { name: /Add to Cart/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Buy Now/ })).toBeDisabled();
    expect(screen.getByTestId('purchase-reason')).toHaveTextContent('Sold out in every colour and size.');
    await waitFor(() => expect(api.calls('alerts')).toHaveLength(1));
    fireEvent.click(await screen.findByRole('button', { name: ALERT_LABELS.notifyMe }));
    expect(await screen.findAllByText(ALERT_MESSAGES.backInStockAdded)).not.toHaveLength(0);
    // Any colour, any size: the whole product.
    expect(api.calls('alertAdd').map((c) => c.body)).toEqual([
      { productId: soldOut._id, kind: 'back-in-stock' },
    ]);
    // The bell-off stops it.
    fireEvent.click(screen.getByRole('button', { name: ALERT_LABELS.stop }));
    expect(await screen.findByRole('button', { name: ALERT_LABELS.notifyMe })).toBeEnabled();
    expect(api.calls('alertRemove')).toHaveLength(1);
  });

  it.each([
    [
      "the server's message",
      () =>
        answer({
          success: false,
          message: 'Sorry, we do not deliver to this pincode yet.',
          pincode: '999999',
        }),
      'Sorry, we do not deliver to this pincode yet.',
    ],
    ['the fallback', () => answer({ success: false }), 'Unable to check delivery for this pincode'],
    [
      'service unavailable',
      () => refusal(503, 'Database unavailable'),
      'Service unavailable. Please try again later.',
    ],
  ])('shows %s when there is no delivery promise', async (_, expectedDate, text) => {
    renderProduct({ expectedDate });
    const { input, check } = await pincodeBox();
    fireEvent.change(input, { target: { value: '999999' } });
    fireEvent.click(check);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});

describe('similar products', () => {
  it('shows 6 skeleton cards while loading', async () => {
    renderProduct({ similarProducts: () => new Promise<Response>(() => {}) });
    expect(await screen.findAllByTestId('similar-skeleton')).toHaveLength(6);
    expect(screen.getByRole('heading', { name: 'Similar products' })).toBeInTheDocument();
  });

  it('says so when there are none', async () => {
    renderProduct({ similarProducts: () => ({ products: [] }) });
    expect(await screen.findByText('No similar products found.')).toBeInTheDocument();
  });

  it('lists the similar products as cards', async () => {
    renderProduct();
    const row = await screen.findByRole('list', { name: 'Similar products' });
    expect(within(row).getAllByRole('article')).toHaveLength(3);
    expect(within(row).getByRole('link', { name: /Product 50/ })).toHaveAttribute('href', '/product/p50');
  });
});

describe('similar products arrows', () => {
  it('appear only when the row can scroll, and move it 300 px', async () => {
    renderProduct();
    const row = await screen.findByRole('list', { name: 'Similar products' });
    expect(screen.queryByRole('button', { name: 'Scroll similar products right' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Scroll similar products left' })).not.toBeInTheDocument();

    const scrollBy = vi.fn();
    Object.assign(row, { scrollBy });
    Object.defineProperty(row, 'scrollWidth', { configurable: true, value: 1200 });
    Object.defineProperty(row, 'clientWidth', { configurable: true, value: 400 });
    fireEvent.scroll(row);
    fireEvent.click(await screen.findByRole('button', { name: 'Scroll similar products right' }));
    expect(scrollBy).toHaveBeenCalledWith({ left: 300, behavior: 'smooth' });
    expect(screen.queryByRole('button', { name: 'Scroll similar products left' })).not.toBeInTheDocument();

    row.scrollLeft = 800;
    fireEvent.scroll(row);
    fireEvent.click(await screen.findByRole('button', { name: 'Scroll similar products left' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -300, behavior: 'smooth' });
    expect(screen.queryByRole('button', { name: 'Scroll similar products right' })).not.toBeInTheDocument();
  });
});
