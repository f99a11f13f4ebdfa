import { describe, expect, it } from 'vitest';
import { cartItemFor, chooseColour, chooseSize, NO_CHOICE, sizesInStock } from './cart-options.ts';
import { makeFrock } from './test-fixtures.ts';

// Off White: 5-6Y (0), 6-7Y (3), 7-8Y (8). Blush Pink: 6-7Y (0), 7-8Y (12), 8-9Y (2).
const product = makeFrock();

describe('wishlist option popup rules', () => {
  it('offers only the sizes in stock', () => {
    expect(sizesInStock(product.variants[0]).map((s) => s.size)).toEqual(['6-7Y', '7-8Y']);
    expect(sizesInStock(product.variants[1]).map((s) => s.size)).toEqual(['7-8Y', '8-9Y']);
    expect(sizesInStock(undefined)).toEqual([]);
  });

  it('asks for a colour before a size', () => {
    expect(chooseSize(product, NO_CHOICE, '7-8Y')).toEqual(NO_CHOICE);
    expect(cartItemFor(product, NO_CHOICE)).toBeNull();
  });

  it('clears the size when another colour is picked, and keeps it for the same colour', () => {
    const white = chooseSize(product, chooseColour(NO_CHOICE, 0), '7-8Y');
    expect(white).toEqual({ variantIndex: 0, size: '7-8Y' });
    expect(chooseColour(white, 0)).toEqual(white);
    // 7-8Y exists in pink too; the size is still cleared.
    expect(chooseColour(white, 1)).toEqual({ variantIndex: 1, size: null });
  });

  it('refuses a size the colour does not have in stock', () => {
    const white = chooseColour(NO_CHOICE, 0);
    expect(chooseSize(product, white, '5-6Y')).toEqual(white);
    expect(chooseSize(product, white, '8-9Y')).toEqual(white);
  });

  it('gives the cart item (colour value, colour name, size; no price) once both are chosen', () => {
    const colourOnly = chooseColour(NO_CHOICE, 1);
    expect(cartItemFor(product, colourOnly)).toBeNull();
    expect(cartItemFor(product, chooseSize(product, colourOnly, '8-9Y'))).toEqual({
      productId: 'prod-1',
      color: '#F4A7B9',
      colorName: 'Blush Pink',
      size: '8-9Y',
    });
  });
});
