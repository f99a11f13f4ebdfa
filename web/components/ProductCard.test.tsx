import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCard, makeVariant } from '../test/product-fixtures.ts';
import { renderAt } from '../test/render.tsx';
import { ProductCard } from './ProductCard.tsx';

describe('ProductCard', () => {
  it('shows brand, a truncated name, price, M.R.P and percent off, linking to the product', () => {
    renderAt(
      <ProductCard
        product={makeCard(7, {
          name: 'Little Hearts Smocked Frock With Puff Sleeves',
          variants: [makeVariant({ price: 1299, offerPrice: 999, wholesalePrice: 1879 })],
        })}
      />,
    );
    expect(screen.getByRole('link')).toHaveAttribute('href', '/product/p7');
    expect(screen.getByText('Little Hearts Smocked Fro...')).toBeInTheDocument();
    expect(screen.getByText('₹1,299')).toBeInTheDocument();
    expect(screen.getByText('₹1,879')).toBeInTheDocument();
    expect(screen.getByText('30% OFF')).toBeInTheDocument();
  });

  it('marks a product sold out in every colour, and one that cannot be paid by cash on delivery', () => {
    const { unmount } = renderAt(
      <ProductCard
        product={makeCard(4, {
          variants: [
            makeVariant({ sizes: [{ size: '2-3Y', stock: 0 }] }),
            makeVariant({ _id: 'v2', sizes: [{ size: '3-4Y', stock: 0 }] }),
          ],
        })}
      />,
    );
    expect(screen.getByTestId('card-sold-out')).toHaveTextContent('Sold out');
    expect(screen.queryByText('30% OFF')).not.toBeInTheDocument();
    unmount();
    const { unmount: again } = renderAt(<ProductCard product={makeCard(5, { CODAvailable: false })} />);
    expect(screen.getByTestId('card-no-cod')).toHaveTextContent('Not available for cash on delivery');
    expect(screen.queryByTestId('card-sold-out')).not.toBeInTheDocument();
    again();
    // One size left somewhere is enough to be buyable.
    renderAt(
      <ProductCard
        product={makeCard(6, {
          variants: [
            makeVariant({ sizes: [{ size: '2-3Y', stock: 0 }] }),
            makeVariant({ _id: 'v2', sizes: [{ size: '3-4Y', stock: 1 }] }),
          ],
        })}
      />,
    );
    expect(screen.queryByTestId('card-sold-out')).not.toBeInTheDocument();
  });

  it("uses the offer price when the product has offers, and says 'Price not available' without one", () => {
    const offer = { _id: 'o1', title: 'Sale', description: '', discountPercent: 20, endsAt: null };
    const { unmount } = renderAt(
      <ProductCard
        product={makeCard(1, { offers: [offer], variants: [makeVariant({ offerPrice: 999 })] })}
      />,
    );
    expect(screen.getByText('₹999')).toBeInTheDocument();
    unmount();
    renderAt(
      <ProductCard product={makeCard(2, { variants: [], defaultPrice: null as unknown as number })} />,
    );
    expect(screen.getByText('Price not available')).toBeInTheDocument();
  });

  it('sizes its picture for the grid and falls back to a placeholder when it breaks', () => {
    renderAt(<ProductCard product={makeCard(3)} sizes="50vw" />);
    const img = screen.getByRole('img', { name: 'Product 3' });
    expect(img).toHaveAttribute('sizes', '50vw');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '600');
    expect(img).toHaveAttribute('height', '750');
    fireEvent.error(img);
    const placeholder = screen.getByRole('img', { name: 'Product 3' });
    expect(placeholder.tagName).toBe('DIV');
    expect(placeholder).toHaveAttribute('data-placeholder', 'true');
  });
});
