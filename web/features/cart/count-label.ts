import { tr } from '../../i18n/texts.ts';

// Kept apart from the cart's texts: the header uses these on every page.

export const itemsLabel = (count: number) => tr('shop:cart.items', { count });

/** The cart link's name: 'Cart', or 'Cart, 3 items' once there is something in it. */
export function cartLinkLabel(count: number): string {
  return count > 0 ? tr('shop:cart.linkWithItems', { items: itemsLabel(count) }) : tr('shop:cart.link');
}
