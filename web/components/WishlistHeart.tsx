import { Heart } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { TOAST_MS } from '../../contract/constants.ts';
import { getStoredToken } from '../lib/auth-storage.ts';
import { signInPath } from '../lib/session-expiry.ts';

export const SIGN_IN_FOR_WISHLIST = 'Please sign in to add items to wishlist';

/**
 * The heart on every card. Signed-out shoppers are told to sign in and sent to /signin
 * (storefront.md §4). Signed-in toggling arrives with the wishlist; until then `onToggle` is absent
 * and the heart says the wishlist is not open yet rather than pretending to save.
 */
export function WishlistHeart({
  productName,
  active = false,
  onToggle,
  className = '',
}: {
  productName: string;
  active?: boolean;
  onToggle?: () => void;
  className?: string;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  function click(event: React.MouseEvent) {
    event.preventDefault();
    event.stopPropagation();
    if (!getStoredToken()) {
      toast.error(SIGN_IN_FOR_WISHLIST, { duration: TOAST_MS.error });
      navigate(signInPath(location.pathname + location.search));
      return;
    }
    if (onToggle) onToggle();
    else toast.info('Your wishlist opens soon.', { duration: TOAST_MS.success });
  }
  return (
    <button
      type="button"
      onClick={click}
      aria-pressed={active}
      aria-label={active ? `Remove ${productName} from wishlist` : `Add ${productName} to wishlist`}
      className={`grid size-9 place-items-center rounded-full bg-paper/90 text-ink shadow-soft backdrop-blur transition-colors hover:text-berry ${className}`}
    >
      <Heart className={`size-[18px] ${active ? 'fill-berry text-berry' : ''}`} aria-hidden="true" />
    </button>
  );
}
