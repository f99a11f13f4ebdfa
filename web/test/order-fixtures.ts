import type { Order, OrderLine } from '../../contract/order.ts';

// The one builder of a wire order (contract/order.ts) for the web's tests: the shopper's order screens,
// the checkout and the console's desks each start from it and change what their screens need.

export const ORDER_PLACED_AT = '2026-11-20T05:30:00.000Z';

/** An order line: one Little Hearts Smocked Frock at ₹1,299. */
export function makeOrderLine(overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    _id: 'line-1',
    productId: { _id: 'prod-1', name: 'Little Hearts Smocked Frock', images: ['white-front.webp'] },
    color: '#F5F2EA',
    colorName: 'Off White',
    size: '6-7Y',
    quantity: 1,
    price: 1299,
    mrp: 1879,
    itemTotal: 1299,
    ...overrides,
  };
}

/** The second line: two Dino Rompers at ₹150. */
export const romperOrderLine = makeOrderLine({
  _id: 'line-2',
  productId: { _id: 'prod-2', name: 'Dino Romper', images: [] },
  color: '#9FD3C7',
  colorName: 'Mint',
  size: '2-3Y',
  quantity: 2,
  price: 150,
  mrp: 150,
  itemTotal: 300,
});

/**
 * A Cash on Delivery order in Processing: the two lines, coupon LOOM10 and 40 coins off, free delivery,
 * ₹1,459 payable, to a home address in Bengaluru.
 */
export function makeWireOrder(overrides: Partial<Order> = {}): Order {
  const placedAt = overrides.createdAt ?? ORDER_PLACED_AT;
  return {
    _id: '0b7f3c1e-5a2d-4c8e-9f10-a1b2c3d4e5f6',
    status: 'Processing',
    createdAt: placedAt,
    updatedAt: placedAt,
    deliveredAt: null,
    paymentMethod: 'Cash on Delivery',
    products: [makeOrderLine(), romperOrderLine],
    totalPrice: 1599,
    mrpTotal: 2179,
    discountedAmount: 140,
    couponCode: 'LOOM10',
    couponDiscount: 100,
    coinsUsed: 40,
    coinDiscount: 40,
    deliveryCharge: 0,
    finalPayableAmount: 1459,
    coinsEarned: 14,
    cancellationOrReturnReason: null,
    shippingAddress: {
      name: 'Asha Rao',
      number: '+919876543210',
      alternatenumber: null,
      address: '12 Lake View Road, Indiranagar',
      landmark: 'Opposite the park',
      pincode: '560001',
      city: 'Bengaluru Urban',
      state: 'Karnataka',
      addressType: 'home',
    },
    deliveryDetails: { deliveryDate: '2026-11-25' },
    orderNumber: 'LL-2026-000123',
    canCancel: true,
    canReturn: false,
    statusHistory: [{ status: 'Processing', reason: null, description: null, by: 'shopper', at: placedAt }],
    shipment: null,
    invoiceAvailable: false,
    ...overrides,
  };
}
