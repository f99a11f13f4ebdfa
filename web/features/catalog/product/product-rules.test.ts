import { describe, expect, it } from 'vitest';
import {
  addFailureMessage,
  availableSizes,
  checkPurchase,
  chosenStock,
  descriptionParagraphs,
  featureRows,
  galleryImages,
  initialSelection,
  isInCart,
  PURCHASE_MESSAGES,
  productTypeLabel,
  selectColour,
  toggleSize,
} from './product-rules.ts';
import { makeDetail } from './test-fixtures.ts';

const product = makeDetail();

describe('variant selection', () => {
  it('starts with the first colour and its first size in stock', () => {
    expect(initialSelection(product)).toEqual({
      variantIndex: 0,
      color: '#F5F2EA',
      colorName: 'Off White',
      size: '6-7Y',
    });
    expect(initialSelection({ variants: [] })).toEqual({
      variantIndex: -1,
      color: null,
      colorName: null,
      size: null,
    });
  });

  it('lists only sizes in stock', () => {
    expect(availableSizes(product.variants[0]).map((entry) => entry.size)).toEqual(['6-7Y', '7-8Y']);
  });

  it('keeps the size on a colour change when the new colour has it', () => {
    const chosen = { ...initialSelection(product), size: '7-8Y' };
    expect(selectColour(product, chosen, 1)).toMatchObject({ colorName: 'Blush Pink', size: '7-8Y' });
  });

  it('falls back to the first size in stock, else none', () => {
    expect(selectColour(product, initialSelection(product), 1)).toMatchObject({ size: '7-8Y' });
    const soldOut = makeDetail({
      variants: [product.variants[0]!, { ...product.variants[1]!, sizes: [{ size: '6-7Y', stock: 0 }] }],
    });
    expect(selectColour(soldOut, initialSelection(soldOut), 1)).toMatchObject({ size: null });
  });

  it('takes the tick away when the chosen size is clicked again', () => {
    const start = initialSelection(product);
    expect(toggleSize(start, '6-7Y').size).toBeNull();
    expect(toggleSize(start, '7-8Y').size).toBe('7-8Y');
  });

  it('reads the chosen size stock', () => {
    expect(chosenStock(product.variants[0], '7-8Y')).toBe(8);
    expect(chosenStock(product.variants[0], null)).toBeNull();
  });

  it("shows the variant's pictures, else the product's, at most 4", () => {
    expect(galleryImages(product, product.variants[0])).toEqual([
      'white-front.webp',
      'white-back.webp',
      'white-side.webp',
      'white-fabric.webp',
    ]);
    expect(galleryImages(product, product.variants[1])).toEqual(['product-main.webp', 'product-fabric.webp']);
  });
});

describe('details', () => {
  it("hides 'N/A' for net weight, fit, occasion, sleeves and length only", () => {
    expect(
      featureRows({
        netWeight: 'N/A',
        material: 'N/A',
        soleMaterial: 'N/A',
        fit: 'N/A',
        occasion: 'N/A',
        sleevesType: 'N/A',
        length: 'N/A',
      }).map((row) => row.key),
    ).toEqual(['material', 'soleMaterial']);
    expect(featureRows(product.features)).toEqual([
      { key: 'material', label: 'Material', value: 'Mulmul Cotton' },
      { key: 'soleMaterial', label: 'Sole material', value: 'N/A' },
      { key: 'fit', label: 'Fit', value: 'Fit & Flare' },
    ]);
  });

  it('splits the description on new lines', () => {
    expect(descriptionParagraphs('One.\r\nTwo.\n\n  Three.  ')).toEqual(['One.', 'Two.', 'Three.']);
    expect(descriptionParagraphs('')).toEqual([]);
  });

  it('names product types', () => {
    expect(productTypeLabel('night-suit')).toBe('Night suit');
  });
});

describe('add to cart and buy now', () => {
  it('needs a colour and a size first', () => {
    expect(checkPurchase('cart', { color: '#fff', size: null }, 'u1')).toEqual({
      ok: false,
      message: PURCHASE_MESSAGES.selectForCart,
      signIn: false,
    });
    expect(checkPurchase('buy', { color: null, size: '2-3Y' }, 'u1')).toMatchObject({
      message: 'Please select a color and size before buying.',
    });
  });

  it('then a signed-in shopper', () => {
    expect(checkPurchase('cart', { color: '#fff', size: '2-3Y' }, null)).toEqual({
      ok: false,
      message: 'Please log in to add items to your cart',
      signIn: true,
    });
    expect(checkPurchase('buy', { color: '#fff', size: '2-3Y' }, null)).toMatchObject({
      message: 'Please log in to proceed with purchase',
    });
    expect(checkPurchase('buy', { color: '#fff', size: '2-3Y' }, 'u1')).toEqual({
      ok: true,
      color: '#fff',
      size: '2-3Y',
    });
  });

  it("knows when the chosen product, colour and size are already in the cart ('Go to Cart')", () => {
    const items = [{ productId: { _id: 'p1' }, color: '#F5F2EA', size: '6-7Y' }];
    expect(isInCart(items, { productId: 'p1', color: '#f5f2ea', size: '6-7Y' })).toBe(true);
    expect(isInCart(items, { productId: 'p1', color: '#F5F2EA', size: '7-8Y' })).toBe(false);
    expect(isInCart(items, { productId: 'p1', color: '#F4A7B9', size: '6-7Y' })).toBe(false);
    expect(isInCart(items, { productId: 'p2', color: '#F5F2EA', size: '6-7Y' })).toBe(false);
    expect(isInCart(items, { productId: 'p1', color: '#F5F2EA', size: null })).toBe(false);
  });

  it("says the server's words on a failed add, else the fallbacks", () => {
    expect(addFailureMessage('This size is out of stock.')).toBe('This size is out of stock.');
    expect(addFailureMessage('')).toBe('Failed to add product to cart');
    expect(addFailureMessage(null)).toBe('Something went wrong. Please try again.');
  });
});
