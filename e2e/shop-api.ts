import type { APIRequestContext } from '@playwright/test';
import { type ApiSession, expect } from './fixtures.ts';

// The shop through its API, for journeys that need an order before they start: a product with stock,
// and a cash-on-delivery order placed as a shopper.

export interface Choice {
  productId: string;
  name: string;
  color: string;
  colorName: string;
  size: string;
}

export interface Product {
  _id: string;
  name: string;
  variants: { color: string; colorName: string; sizes: { size: string; stock: number }[] }[];
}

export function newPhone(): string {
  return `6${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

/** The number a shopper is told everywhere: brand code, year in India, 6 digits (LL-2026-000123). */
const ORDER_NUMBER = /^[A-Z]{2,4}-\d{4}-\d{6,}$/;

export async function readProduct(request: APIRequestContext, id: string): Promise<Product> {
  const res = await request.get(`/api/user/Products/view/${id}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { product: Product }).product;
}

export async function stockOf(request: APIRequestContext, choice: Choice): Promise<number> {
  const product = await readProduct(request, choice.productId);
  const variant = product.variants.find((v) => v.colorName === choice.colorName);
  return variant?.sizes.find((s) => s.size === choice.size)?.stock ?? -1;
}

/** A colour and size of the listing with stock to spare. */
export async function choiceInStock(request: APIRequestContext): Promise<Choice> {
  const listing = (await (await request.get('/api/user/Products/view?limit=24')).json()) as {
    products: { _id: string }[];
  };
  for (const card of listing.products) {
    const product = await readProduct(request, card._id);
    for (const variant of product.variants) {
      const size = variant.sizes.find((s) => s.stock >= 5);
      if (size) {
        return {
          productId: product._id,
          name: product.name,
          color: variant.color,
          colorName: variant.colorName,
          size: size.size,
        };
      }
    }
  }
  throw new Error('The demo shop has no product with the stock this journey needs');
}

/** Cart → checkout → address → cash-on-delivery order, all through the API; the order's id and number. */
export async function placeOrder(
  request: APIRequestContext,
  shopper: ApiSession,
  choice: Choice,
): Promise<{ orderId: string; orderNumber: string }> {
  const headers = { Authorization: `Bearer ${shopper.accessToken}` };
  const post = async (path: string, data: unknown) => {
    const res = await request.post(`/api${path}`, { headers, data });
    expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
    return res.json();
  };
  await post('/user/cart/add', {
    userId: shopper.userId,
    productId: choice.productId,
    quantity: 1,
    color: choice.color,
    colorName: choice.colorName,
    size: choice.size,
  });
  const cartRes = await request.get(`/api/user/cart/view/${shopper.userId}`, { headers });
  const { cart } = (await cartRes.json()) as { cart: { _id: string } };
  const { checkout } = (await post('/user/checkout/create', { cartId: cart._id })) as {
    checkout: { _id: string };
  };
  const { data: address } = (await post('/user/address/add', {
    name: 'Asha Rao',
    number: '9876543210',
    alternatenumber: '',
    address: '2nd Floor, 14 Jyoti Nivas College Road, Koramangala',
    landmark: 'Opposite the park',
    pincode: '560095',
    city: 'Bangalore',
    state: 'Karnataka',
    addressType: 'home',
  })) as { data: { _id: string } };
  const { order } = (await post('/user/order/create', {
    checkoutId: checkout._id,
    addressId: address._id,
    paymentMethod: 'Cash on Delivery',
  })) as { order: { _id: string; orderNumber: string } };
  expect(order.orderNumber).toMatch(ORDER_NUMBER);
  return { orderId: order._id, orderNumber: order.orderNumber };
}

/** One piece of a colour and size into the shopper's cart, through the API. */
export async function addToCart(
  request: APIRequestContext,
  shopper: ApiSession,
  choice: Choice,
): Promise<void> {
  const res = await request.post('/api/user/cart/add', {
    headers: { Authorization: `Bearer ${shopper.accessToken}` },
    data: {
      userId: shopper.userId,
      productId: choice.productId,
      quantity: 1,
      color: choice.color,
      colorName: choice.colorName,
      size: choice.size,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

export interface PlacedOrder {
  orderId: string;
  orderNumber: string;
  couponCode: string | null;
  couponDiscount: number;
}

/**
 * A checkout the shopper opened (in the browser or not) placed as a cash-on-delivery order, with a new
 * address, through the API; what the order charged for its coupon comes back with it.
 */
export async function placeCheckout(
  request: APIRequestContext,
  shopper: ApiSession,
  checkoutId: string,
): Promise<PlacedOrder> {
  const headers = { Authorization: `Bearer ${shopper.accessToken}` };
  const added = await request.post('/api/user/address/add', {
    headers,
    data: {
      name: 'Asha Rao',
      number: '9876543210',
      alternatenumber: '',
      address: '2nd Floor, 14 Jyoti Nivas College Road, Koramangala',
      landmark: 'Opposite the park',
      pincode: '560095',
      city: 'Bangalore',
      state: 'Karnataka',
      addressType: 'home',
    },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const { data: address } = (await added.json()) as { data: { _id: string } };
  const placed = await request.post('/api/user/order/create', {
    headers,
    data: { checkoutId, addressId: address._id, paymentMethod: 'Cash on Delivery' },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const { order } = (await placed.json()) as { order: { _id: string; orderNumber: string } };
  expect(order.orderNumber).toMatch(ORDER_NUMBER);
  const view = await request.get(`/api/user/order/view/${order._id}`, { headers });
  expect(view.status()).toBe(200);
  const { order: stored } = (await view.json()) as {
    order: { couponCode: string | null; couponDiscount: number };
  };
  return {
    orderId: order._id,
    orderNumber: order.orderNumber,
    couponCode: stored.couponCode,
    couponDiscount: stored.couponDiscount,
  };
}
