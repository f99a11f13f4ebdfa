import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ProductDetail } from '../../../../../contract/catalog.ts';
import type { ChildProfile } from '../../../../../contract/child-profile.ts';
import type { SizeChartResponse, SizeChartRow } from '../../../../../contract/size-chart.ts';
import { cartAnswer, makeCart, signInShopper } from '../../../../test/cart-fixtures.ts';
import { type FakeHandlers, fakeApi, refusal } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import ProductPage from '../ProductPage.tsx';
import { reviewsPage } from '../reviews/review-fixtures.ts';
import { makeDetail, makeVariant } from '../test-fixtures.ts';

// The product page's size chart and "which size?" helper, and the size picked for a shopper's child.
// The test product (test-fixtures.ts): Off White has 5-6Y sold out, 6-7Y and 7-8Y in stock; Blush Pink
// has 7-8Y and 8-9Y in stock.

const row = (size: string, years: number, cm: [number, number], chest: number): SizeChartRow => ({
  size,
  ageFromMonths: years * 12,
  ageToMonths: (years + 1) * 12,
  heightFromCm: cm[0],
  heightToCm: cm[1],
  chestCm: chest,
  waistCm: null,
  lengthCm: 60 + years * 3,
});

const CHART: SizeChartResponse = {
  success: true,
  productType: 'frock',
  fitNote: 'Relaxed fit: if between sizes, take the smaller one.',
  sizes: ['5-6Y', '6-7Y', '7-8Y', '8-9Y'],
  kind: 'age',
  rows: [
    row('5-6Y', 5, [108, 114], 59),
    row('6-7Y', 6, [114, 120], 61),
    row('7-8Y', 7, [120, 125], 63),
    row('8-9Y', 8, [125, 130], 66),
  ],
};

/** The month a child this many months old today was born in (YYYY-MM). */
function bornMonthsAgo(months: number): string {
  const now = new Date();
  const born = new Date(now.getFullYear(), now.getMonth() - months, 1);
  return `${born.getFullYear()}-${String(born.getMonth() + 1).padStart(2, '0')}`;
}

const child = (name: string, months: number, heightCm: number | null = null): ChildProfile => ({
  _id: `child-${name}`,
  name,
  birthMonth: bornMonthsAgo(months),
  gender: 'boy',
  heightCm,
});

function renderProduct(handlers: FakeHandlers = {}, detail: ProductDetail = makeDetail()) {
  const api = fakeApi({
    productView: () => ({ product: detail, discountPercentage: 0, brandName: 'Mango Sprout', reviews: [] }),
    similarProducts: () => ({ products: [] }),
    productReviews: () => reviewsPage(),
    cart: () => cartAnswer(makeCart([])),
    wishlist: () => ({ wishlist: [] }),
    sizeChart: () => CHART,
    children: () => ({ children: [] }),
    ...handlers,
  });
  renderRoutes([{ path: '/product/:id', element: <ProductPage /> }], `/product/${detail._id}`);
  return api;
}

const sizeButton = (size: string) => screen.getByRole('button', { name: size });

async function openChart() {
  fireEvent.click(await screen.findByRole('button', { name: 'Size chart' }));
  const sheet = await screen.findByRole('dialog', { name: 'Size chart' });
  await within(sheet).findByRole('table');
  return sheet;
}

function findByAge(sheet: HTMLElement, years: number, months = 0) {
  fireEvent.change(within(sheet).getByLabelText('Years'), { target: { value: String(years) } });
  fireEvent.change(within(sheet).getByLabelText('Months'), { target: { value: String(months) } });
  fireEvent.click(within(sheet).getByRole('button', { name: 'Find size' }));
}

beforeEach(() => {
  sessionStorage.clear();
});

describe('size chart', () => {
  it('opens from the Size legend with the fit note and a row per size, and closes with Escape', async () => {
    const api = renderProduct();
    await screen.findByRole('heading', { level: 1 });
    // Read only when opened.
    expect(api.calls('sizeChart')).toHaveLength(0);
    const sheet = await openChart();
    expect(api.calls('sizeChart')[0]?.params).toEqual({ productId: 'prod-1' });
    expect(within(sheet).getByTestId('fit-note')).toHaveTextContent(CHART.fitNote);
    const table = within(sheet).getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    // No row has a waist: the column is left out.
    expect(headers).toEqual(['Size', 'Age', 'Height', 'Chest', 'Length']);
    const sixSeven = within(table).getByRole('row', { name: /^6-7Y/ });
    expect(sixSeven).toHaveTextContent('6–7 years');
    expect(sixSeven).toHaveTextContent('114–120');
    // Signed out: no children to offer, and nobody asked for them.
    expect(within(sheet).queryByRole('list', { name: 'Your children' })).not.toBeInTheDocument();
    expect(api.calls('children')).toHaveLength(0);

    fireEvent.keyDown(sheet, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The spec's first-size default is untouched.
    expect(sizeButton('6-7Y')).toHaveAttribute('aria-pressed', 'true');
  });

  it('finds the size by age, marks its row and selects it on the page', async () => {
    renderProduct();
    const sheet = await openChart();
    findByAge(sheet, 7, 4);
    expect(await within(sheet).findByText('Size 7-8Y fits best')).toBeInTheDocument();
    const marked = within(sheet).getByRole('row', { name: /^7-8Y/ });
    expect(marked).toHaveAttribute('aria-current', 'true');
    expect(within(sheet).getByRole('row', { name: /^6-7Y/ })).not.toHaveAttribute('aria-current');

    fireEvent.click(within(sheet).getByRole('button', { name: 'Select 7-8Y' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sizeButton('7-8Y')).toHaveAttribute('aria-pressed', 'true');
    expect(sizeButton('6-7Y')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('stock-label')).toHaveTextContent('In stock');
  });

  it('finds the size by height, and says when a size is sold out in the colour or beyond the chart', async () => {
    renderProduct();
    const sheet = await openChart();
    fireEvent.click(within(sheet).getByRole('button', { name: 'By height' }));
    fireEvent.change(within(sheet).getByLabelText('Height (cm)'), { target: { value: '110' } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Find size' }));
    expect(await within(sheet).findByText('Size 5-6Y fits best')).toBeInTheDocument();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Select 5-6Y' }));
    expect(await within(sheet).findByText('5-6Y is sold out in Off White.')).toBeInTheDocument();
    // Still open, and the page keeps its size.
    expect(screen.getByRole('dialog', { name: 'Size chart' })).toBeInTheDocument();

    fireEvent.change(within(sheet).getByLabelText('Height (cm)'), { target: { value: '140' } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Find size' }));
    expect(await within(sheet).findByText('Larger than our biggest size')).toBeInTheDocument();
    expect(within(sheet).queryByRole('row', { current: true })).not.toBeInTheDocument();
  });

  it('offers no chart for a free-size product, and says so if the server has none', async () => {
    const cap = makeDetail({
      variants: [makeVariant({ _id: 'v-cap', sizes: [{ size: 'Free Size', stock: 4 }] })],
    });
    renderProduct({}, cap);
    await screen.findByRole('button', { name: 'Free Size' });
    expect(screen.queryByRole('button', { name: 'Size chart' })).not.toBeInTheDocument();
  });

  it('shows the reason when the chart cannot be had', async () => {
    renderProduct({ sizeChart: () => refusal(404, 'This product has no size chart') });
    fireEvent.click(await screen.findByRole('button', { name: 'Size chart' }));
    const sheet = await screen.findByRole('dialog', { name: 'Size chart' });
    expect(await within(sheet).findByText('This product has no size chart')).toBeInTheDocument();
  });
});

describe("a shopper's children", () => {
  beforeEach(() => {
    signInShopper();
  });

  it("picks the only child's size when it is in stock, until a size is chosen by hand", async () => {
    const api = renderProduct({ children: () => ({ children: [child('Aarav', 7 * 12 + 2)] }) });
    expect(await screen.findByTestId('child-size-note')).toHaveTextContent('Picked 7-8Y for Aarav (7Y)');
    expect(sizeButton('7-8Y')).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls('children').length).toBeGreaterThan(0);

    fireEvent.click(sizeButton('6-7Y'));
    expect(sizeButton('6-7Y')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByTestId('child-size-note')).not.toBeInTheDocument();
    // A colour change no longer brings the child's size back: the shopper chose.
    fireEvent.click(screen.getByRole('button', { name: 'Blush Pink' }));
    fireEvent.click(screen.getByRole('button', { name: 'Off White' }));
    expect(sizeButton('6-7Y')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByTestId('child-size-note')).not.toBeInTheDocument();
  });

  it("keeps the first size and says so when the child's size is sold out in the colour", async () => {
    renderProduct({ children: () => ({ children: [child('Kabir', 5 * 12 + 6)] }) });
    expect(await screen.findByTestId('child-size-note')).toHaveTextContent(
      '5-6Y for Kabir (5Y) is sold out in Off White.',
    );
    expect(sizeButton('6-7Y')).toHaveAttribute('aria-pressed', 'true');
  });

  it('lets the shopper pick one of several children on the page', async () => {
    renderProduct({
      children: () => ({ children: [child('Aarav', 6 * 12 + 1), child('Diya', 8 * 12 + 3)] }),
    });
    const diya = await screen.findByRole('button', { name: 'Diya (8Y)' });
    // Nobody picked yet: the spec's default.
    expect(sizeButton('6-7Y')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByTestId('child-size-note')).not.toBeInTheDocument();
    // 8-9Y is only in Blush Pink.
    fireEvent.click(diya);
    expect(await screen.findByTestId('child-size-note')).toHaveTextContent(
      '8-9Y for Diya (8Y) is sold out in Off White.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Blush Pink' }));
    expect(await screen.findByTestId('child-size-note')).toHaveTextContent('Picked 8-9Y for Diya (8Y)');
    expect(sizeButton('8-9Y')).toHaveAttribute('aria-pressed', 'true');
    expect(diya).toHaveAttribute('aria-pressed', 'true');
  });

  it("fills the helper from a child's chip, by height when the account has it", async () => {
    renderProduct({
      children: () => ({ children: [child('Aarav', 6 * 12 + 1, 121), child('Diya', 8 * 12 + 3)] }),
    });
    await screen.findByRole('button', { name: 'Diya (8Y)' });
    const sheet = await openChart();
    const chips = within(sheet).getByRole('list', { name: 'Your children' });
    fireEvent.click(within(chips).getByRole('button', { name: 'For Aarav (6Y)' }));
    expect(await within(sheet).findByText('Size 7-8Y fits best')).toBeInTheDocument();
    expect(within(sheet).getByLabelText('Height (cm)')).toHaveValue(121);
    expect(within(sheet).getByRole('button', { name: 'By height' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(within(chips).getByRole('button', { name: 'For Diya (8Y)' }));
    expect(await within(sheet).findByText('Size 8-9Y fits best')).toBeInTheDocument();
    expect(within(sheet).getByLabelText('Years')).toHaveValue('8');
    expect(within(sheet).getByLabelText('Months')).toHaveValue('3');
    expect(within(sheet).getByRole('row', { name: /^8-9Y/ })).toHaveAttribute('aria-current', 'true');
  });
});
