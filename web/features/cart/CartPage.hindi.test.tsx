import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cartAnswer, makeCart, makeCartItem, signInShopper } from '../../test/cart-fixtures.ts';
import { showInHindi } from '../../test/in-hindi.ts';
import { renderCartPage } from './test-render.tsx';

// The cart in Hindi: the page's words come from the Hindi texts and prices are written the hi-IN way.

showInHindi();

const frock = makeCartItem({
  _id: 'line-1',
  productId: { _id: 'prod-1', name: 'Bloom Frock', images: [], price: 1299 },
  price: 1299,
  mrp: 1999,
  quantity: 2,
  stock: 2,
});

describe('the cart in Hindi', () => {
  it('shows its words in Hindi and the prices the hi-IN way', async () => {
    signInShopper();
    renderCartPage({ cart: () => cartAnswer(makeCart([frock])) });
    expect(await screen.findByRole('heading', { level: 1, name: 'मेरा कार्ट' })).toBeInTheDocument();
    const line = await screen.findByRole('article', { name: 'Bloom Frock' });
    expect(within(line).getByText('सिर्फ़ 2 बचे')).toBeInTheDocument();
    expect(within(line).getByRole('button', { name: 'Bloom Frock को कार्ट से हटाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'चेकआउट' })).toBeEnabled();
    const price = new Intl.NumberFormat('hi-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    }).format(2598);
    expect(screen.getByTestId('line-total')).toHaveTextContent(price);
    expect(document.body.textContent).not.toMatch(/My Cart|Checkout|Remove/);
  });
});
