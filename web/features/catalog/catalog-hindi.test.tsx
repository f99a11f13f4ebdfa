import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getI18n } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { Layout } from '../../app/layout/Layout.tsx';
import { ProductCard } from '../../components/ProductCard.tsx';
import hiCatalog from '../../i18n/locales/hi/catalog.json';
import hiCommon from '../../i18n/locales/hi/common.json';
import { makeCard, makeVariant } from '../../test/product-fixtures.ts';
import { renderAt, renderRoutes } from '../../test/render.tsx';
import { reviewDate } from './product/reviews/ReviewCard.tsx';
import { ReviewSummary } from './product/reviews/ReviewSummary.tsx';

// The shared layout and the catalogue's screens in Hindi: the texts come from the Hindi files, prices and
// dates are written the hi-IN way, and the header's switch turns the page Hindi (and back) at once.

async function inHindi() {
  const i18n = getI18n();
  i18n.addResourceBundle('hi', 'common', hiCommon, true, true);
  i18n.addResourceBundle('hi', 'catalog', hiCatalog, true, true);
  await act(() => i18n.changeLanguage('hi'));
}

afterEach(async () => {
  await act(() => getI18n().changeLanguage('en'));
  // biome-ignore lint/suspicious/noDocumentCookie: the switch's cookie, cleared between tests
  document.cookie = 'll_lang=; path=/; max-age=0';
});

describe('the catalogue in Hindi', () => {
  it('writes a product card in Hindi, with the price in hi-IN', async () => {
    await inHindi();
    renderAt(
      <ProductCard
        product={makeCard(7, {
          variants: [makeVariant({ price: 123456, offerPrice: 999, wholesalePrice: 176366 })],
        })}
      />,
    );
    expect(screen.getByText('30% छूट')).toBeInTheDocument();
    expect(screen.getByText('एमआरपी')).toBeInTheDocument();
    const hiRupees = new Intl.NumberFormat('hi-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    }).format(123456);
    expect(hiRupees).toBe('₹1,23,456');
    expect(screen.getByText(hiRupees)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /को विशलिस्ट में जोड़ें$/ })).toBeInTheDocument();
  });

  it('writes the ratings summary and a review date in Hindi', async () => {
    await inHindi();
    renderAt(
      <ReviewSummary
        summary={{
          average: 4.5,
          count: 2,
          breakdown: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: stars >= 4 ? 1 : 0 })),
          fit: { small: 0, true: 2, large: 0, verdict: 'Most buyers say true to size' },
        }}
      />,
    );
    expect(screen.getByTestId('review-count')).toHaveTextContent('2 रेटिंग');
    expect(screen.getByTestId('fit-summary')).toHaveTextContent('ज़्यादातर खरीदार कहते हैं साइज़ सही है');
    expect(screen.getByTestId('fit-summary')).toHaveTextContent('2 में से 2 खरीदारों ने कहा साइज़ सही है');
    const day = '2026-11-20T05:30:00.000Z';
    expect(reviewDate(day)).toBe(
      new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'short', year: 'numeric' }).format(
        new Date(day),
      ),
    );
    expect(reviewDate(day)).toMatch(/नव॰|नवं/);
  });

  it('turns the layout Hindi with the header switch, remembers it in the cookie, and back to English', async () => {
    renderRoutes([{ element: <Layout />, children: [{ path: '/', element: <p>Home content</p> }] }]);
    const header = screen.getByTestId('mobile-header');
    const tabs = screen.getByTestId('tab-bar');
    expect(within(tabs).getByText('Home')).toBeInTheDocument();

    fireEvent.click(within(header).getByRole('button', { name: 'हिन्दी' }));
    expect(await within(tabs).findByText('होम')).toBeInTheDocument();
    expect(within(tabs).getByText('कैटेगरी')).toBeInTheDocument();
    expect(within(header).getByRole('combobox', { name: 'प्रोडक्ट खोजें' })).toBeInTheDocument();
    expect(screen.getByText('मदद चाहिए')).toBeInTheDocument();
    expect(document.cookie).toContain('ll_lang=hi');
    expect(document.documentElement.lang).toBe('hi-IN');

    // The switch is busy until the choice is kept; then it offers English.
    const english = within(header).getByRole('button', { name: 'English' });
    await waitFor(() => expect(english).toBeEnabled());
    fireEvent.click(english);
    expect(await within(tabs).findByText('Home')).toBeInTheDocument();
    expect(screen.getByText('Need Help')).toBeInTheDocument();
    expect(document.cookie).toContain('ll_lang=en');
  }, 30_000);
});
