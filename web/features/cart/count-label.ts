// Kept apart from the cart's texts: the header uses these on every page and the texts bring the
// contract's schemas along.

export const itemsLabel = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** The cart link's name: 'Cart', or 'Cart, 3 items' once there is something in it. */
export function cartLinkLabel(count: number): string {
  return count > 0 ? `Cart, ${itemsLabel(count)}` : 'Cart';
}
