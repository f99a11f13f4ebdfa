import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ChildProfile } from '../../../../../contract/child-profile.ts';
import {
  type SizeChartResponse,
  type SizeChartRow,
  STANDARD_FIT_NOTES,
} from '../../../../../contract/size-chart.ts';
import english from '../../../../i18n/locales/en/catalog.json';
import { cartAnswer, makeCart, signInShopper } from '../../../../test/cart-fixtures.ts';
import { type FakeHandlers, fakeApi } from '../../../../test/fake-api.ts';
import { showInHindi } from '../../../../test/in-hindi.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import ProductPage from '../ProductPage.tsx';
import { reviewsPage } from '../reviews/review-fixtures.ts';
import { makeDetail } from '../test-fixtures.ts';

// The size chart and the "which size?" helper in Hindi: the table's headings and ages, the helper's
// labels, its answer and the size picked for a shopper's child all come from the Hindi texts. The test
// product (test-fixtures.ts): Off White has 5-6Y sold out, 6-7Y and 7-8Y in stock.

/** Rendering a page compiles its lazy parts on first use: slow on a busy machine. */
showInHindi();

const PAGE_TIMEOUT = { timeout: 30_000 };

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
  fitNote: '',
  sizes: ['5-6Y', '6-7Y', '7-8Y', '8-9Y'],
  kind: 'age',
  rows: [
    row('5-6Y', 5, [108, 114], 59),
    row('6-7Y', 6, [114, 120], 61),
    row('7-8Y', 7, [120, 125], 63),
    row('8-9Y', 8, [125, 130], 66),
  ],
};

function bornMonthsAgo(months: number): string {
  const now = new Date();
  const born = new Date(now.getFullYear(), now.getMonth() - months, 1);
  return `${born.getFullYear()}-${String(born.getMonth() + 1).padStart(2, '0')}`;
}

const child = (name: string, months: number): ChildProfile => ({
  _id: `child-${name}`,
  name,
  birthMonth: bornMonthsAgo(months),
  gender: 'girl',
  heightCm: null,
});

function renderProduct(handlers: FakeHandlers = {}) {
  const detail = makeDetail();
  fakeApi({
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
}

async function openChart() {
  fireEvent.click(await screen.findByRole('button', { name: 'साइज़ चार्ट' }));
  const sheet = await screen.findByRole('dialog', { name: 'साइज़ चार्ट' });
  await within(sheet).findByRole('table');
  return within(sheet);
}

beforeEach(async () => {
  sessionStorage.clear();
});

describe('the size chart in Hindi', PAGE_TIMEOUT, () => {
  it('heads the table and writes its ages in Hindi, and finds a size by age in Hindi', async () => {
    renderProduct();
    const sheet = await openChart();
    const table = within(sheet.getByRole('table'));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'साइज़',
      'उम्र',
      'लंबाई',
      'छाती',
      'लंबाई',
    ]);
    expect(table.getByRole('row', { name: /^6-7Y/ })).toHaveTextContent('6–7 साल');

    expect(sheet.getByRole('heading', { name: 'कौन-सा साइज़?' })).toBeInTheDocument();
    expect(sheet.getByRole('group', { name: 'साइज़ किससे ढूँढें' })).toBeInTheDocument();
    fireEvent.change(sheet.getByLabelText('साल'), { target: { value: '7' } });
    fireEvent.change(sheet.getByLabelText('महीने'), { target: { value: '4' } });
    fireEvent.click(sheet.getByRole('button', { name: 'साइज़ ढूँढें' }));
    expect(await sheet.findByText('साइज़ 7-8Y सबसे सही रहेगा')).toBeInTheDocument();
    expect(sheet.getByRole('button', { name: '7-8Y चुनें' })).toBeInTheDocument();
    expect(sheet.getByRole('row', { name: /^7-8Y/ })).toHaveAttribute('aria-current', 'true');
  });

  it("writes the shop's standard fit note in Hindi", async () => {
    renderProduct({ sizeChart: () => ({ ...CHART, fitNote: STANDARD_FIT_NOTES.clothes }) });
    const sheet = await openChart();
    expect(sheet.getByTestId('fit-note')).toHaveTextContent(
      'भारतीय बच्चों के मानक साइज़: अगर बच्चा दो साइज़ के बीच हो, तो बड़ा साइज़ लें।',
    );
    // The English texts the notes are looked up by are the contract's, word for word.
    expect(english.messages.sizeChart.fitClothes).toBe(STANDARD_FIT_NOTES.clothes);
    expect(english.messages.sizeChart.fitShoes).toBe(STANDARD_FIT_NOTES.shoes);
  });

  it('shows a fit note written in the console as the shop wrote it', async () => {
    renderProduct({ sizeChart: () => ({ ...CHART, fitNote: 'Runs small: take one size up.' }) });
    const sheet = await openChart();
    expect(sheet.getByTestId('fit-note')).toHaveTextContent('Runs small: take one size up.');
  });

  it('says by height when a size is sold out, or none fits, in Hindi', async () => {
    renderProduct();
    const sheet = await openChart();
    fireEvent.click(sheet.getByRole('button', { name: 'लंबाई से' }));
    fireEvent.change(sheet.getByLabelText('लंबाई (सेमी)'), { target: { value: '110' } });
    fireEvent.click(sheet.getByRole('button', { name: 'साइज़ ढूँढें' }));
    fireEvent.click(await sheet.findByRole('button', { name: '5-6Y चुनें' }));
    expect(await sheet.findByText('Off White में 5-6Y बिक चुका है।')).toBeInTheDocument();

    fireEvent.change(sheet.getByLabelText('लंबाई (सेमी)'), { target: { value: '140' } });
    fireEvent.click(sheet.getByRole('button', { name: 'साइज़ ढूँढें' }));
    expect(await sheet.findByText('हमारे सबसे बड़े साइज़ से भी बड़ा')).toBeInTheDocument();

    fireEvent.click(sheet.getByRole('button', { name: 'उम्र से' }));
    fireEvent.click(sheet.getByRole('button', { name: 'साइज़ ढूँढें' }));
    expect(await sheet.findByText('कृपया बच्चे की उम्र चुनें')).toBeInTheDocument();
    expect(screen.getByRole('dialog').textContent).not.toMatch(/size|Size|Find|years|Height|Select/);
  });

  it("picks a child's size and says so in Hindi, with the child's chip in the helper", async () => {
    signInShopper();
    renderProduct({ children: () => ({ children: [child('Aarav', 7 * 12 + 2)] }) });
    expect(await screen.findByTestId('child-size-note')).toHaveTextContent('Aarav (7Y) के लिए 7-8Y चुना गया');
    const sheet = await openChart();
    const chips = within(sheet.getByRole('list', { name: 'आपके बच्चे' }));
    fireEvent.click(chips.getByRole('button', { name: 'Aarav (7Y) के लिए' }));
    expect(await sheet.findByText('साइज़ 7-8Y सबसे सही रहेगा')).toBeInTheDocument();
  });

  it("says in Hindi when a child's size is sold out in the colour", async () => {
    signInShopper();
    renderProduct({ children: () => ({ children: [child('Kabir', 5 * 12 + 6)] }) });
    expect(await screen.findByTestId('child-size-note')).toHaveTextContent(
      'Kabir (5Y) का साइज़ 5-6Y Off White में बिक चुका है।',
    );
  });
});
