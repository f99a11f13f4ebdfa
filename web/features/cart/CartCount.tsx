import { useCart } from '../../lib/cart.ts';
import { useHydrating } from '../../lib/use-hydrating.ts';

/**
 * How many pieces the signed-in shopper's cart holds (0 when signed out or not loaded yet, and while
 * hydrating: the server drew no count, and a header hydrated late may find the cart loaded already).
 */
export function useCartCount(): number {
  const { cart } = useCart();
  const hydrating = useHydrating();
  return hydrating ? 0 : (cart?.itemCount ?? 0);
}

/** The count bubble on a cart icon; the link's name carries the number for screen readers. */
export function CartCountBadge({ count, className = '' }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="cart-count"
      className={`pointer-events-none grid h-[18px] min-w-[18px] place-items-center rounded-full bg-berry px-1 text-[11px] font-bold leading-none text-white ring-2 ring-cream ${className}`}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
