import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useHydrating } from '../lib/use-hydrating.ts';
import { useWishlistToggle } from '../lib/wishlist.ts';

/**
 * The heart on every card and on the product page: filled when the shopper has saved the product.
 * Signed-out shoppers are sent to sign in; the toggle rules live in useWishlistToggle.
 */
export function WishlistHeart({
  productId,
  productName,
  optimisticRemoval = false,
  className = '',
}: {
  productId: string;
  productName: string;
  /** The wishlist page: the heart switches off at once and comes back if the removal fails. */
  optimisticRemoval?: boolean;
  className?: string;
}) {
  const toggleState = useWishlistToggle(productId, { optimisticRemoval });
  // While hydrating, the heart is as the server drew it (signed out); then the shopper's own.
  const hydrating = useHydrating();
  const saved = toggleState.saved && !hydrating;
  const busy = toggleState.busy && !hydrating;
  const { toggle } = toggleState;
  const { t } = useTranslation('common');
  function click(event: React.MouseEvent) {
    // The heart sits over the card's link: a click saves, it does not open the product.
    event.preventDefault();
    event.stopPropagation();
    toggle();
  }
  return (
    <button
      type="button"
      onClick={click}
      disabled={busy}
      aria-busy={busy}
      aria-pressed={saved}
      aria-label={
        saved ? t('wishlist.remove', { name: productName }) : t('wishlist.add', { name: productName })
      }
      className={`grid size-9 place-items-center rounded-full bg-paper/90 text-ink shadow-soft backdrop-blur transition-colors hover:text-berry focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-wait disabled:opacity-70 ${className}`}
    >
      <Heart
        className={`size-[18px] transition-transform ${saved ? 'fill-berry text-berry' : ''} ${busy ? 'animate-pulse motion-reduce:animate-none' : ''}`}
        aria-hidden="true"
      />
    </button>
  );
}
