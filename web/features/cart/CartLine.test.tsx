import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cartAnswer, makeCart, makeCartItem, signInShopper } from '../../test/cart-fixtures.ts';
import { renderCartPage } from './test-render.tsx';

// One cart line as a shopper reads it on a phone and on a laptop.

const tee = makeCartItem({
  _id: 'line-5',
  productId: { _id: 'prod-5', name: 'Striped Cotton Tee', images: [], price: 749 },
  quantity: 5,
  price: 749,
  mrp: 999,
  stock: 12,
});

function showCart(...items: ReturnType<typeof makeCartItem>[]) {
  signInShopper();
  return renderCartPage({ cart: () => cartAnswer(makeCart(items)) });
}

describe('cart line', () => {
  it('shows the line total at every width, and the unit price "each" when there is more than one', async () => {
    showCart(tee);
    const line = await screen.findByRole('article', { name: 'Striped Cotton Tee' });
    const total = within(line).getByTestId('line-total');
    expect(total).toHaveTextContent('₹3,745');
    // Nothing hides it on the phone layout (it used to be 'hidden sm:block').
    expect(total.className).not.toMatch(/(^|\s)hidden(\s|$)/);
    expect(within(line).getByTestId('unit-price')).toHaveTextContent('₹749');
    expect(line).toHaveTextContent('₹749 each');
    expect(line).toHaveTextContent('M.R.P ₹999');
  });

  it('says no "each" for a single piece', async () => {
    showCart(makeCartItem());
    const line = await screen.findByRole('article', { name: 'Little Hearts Smocked Frock' });
    expect(within(line).getByTestId('line-total')).toHaveTextContent('₹1,299');
    expect(line).not.toHaveTextContent('each');
  });

  it("says 'Only N left' beside the stepper once the quantity reaches the stock left, and + says why it is off", async () => {
    showCart(makeCartItem({ quantity: 3, stock: 3 }), { ...tee, quantity: 2, stock: 12 });
    const frock = await screen.findByRole('article', { name: 'Little Hearts Smocked Frock' });
    const plus = within(frock).getByRole('button', {
      name: 'Increase quantity of Little Hearts Smocked Frock',
    });
    expect(plus).toBeDisabled();
    const note = within(frock).getByTestId('stock-limit');
    expect(note).toHaveTextContent('Only 3 left');
    expect(plus).toHaveAccessibleDescription('Only 3 left');
    // Below the limit: + works and nothing is said.
    const teeLine = screen.getByRole('article', { name: 'Striped Cotton Tee' });
    expect(within(teeLine).getByRole('button', { name: /Increase quantity/ })).toBeEnabled();
    expect(within(teeLine).queryByTestId('stock-limit')).not.toBeInTheDocument();
  });

  it('marks a line that cannot be paid by cash on delivery, and offers Remove and Move to wishlist', async () => {
    showCart(makeCartItem({ codAvailable: false }), tee);
    const frock = await screen.findByRole('article', { name: 'Little Hearts Smocked Frock' });
    expect(frock).toHaveTextContent('Cash on delivery is not available for this item');
    expect(
      within(frock).getByRole('button', { name: 'Remove Little Hearts Smocked Frock from cart' }),
    ).toBeEnabled();
    expect(
      within(frock).getByRole('button', { name: 'Move Little Hearts Smocked Frock to wishlist' }),
    ).toBeEnabled();
    expect(screen.getByRole('article', { name: 'Striped Cotton Tee' })).not.toHaveTextContent(
      'Cash on delivery',
    );
  });
});
