import { Heart, LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SKELETONS } from '../../../contract/constants.ts';
import { ROUTES } from '../../../contract/routes.ts';
import { buttonStyles } from '../../components/button-styles.ts';
import { ProductCard, ProductCardSkeleton } from '../../components/ProductCard.tsx';
import { SectionError } from '../../components/SectionError.tsx';
import { skeletonKeys } from '../../components/Skeleton.tsx';
import { signInPath } from '../../lib/session-expiry.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useWishlist } from '../../lib/wishlist.ts';
import { AddToCartDialog } from './AddToCartDialog.tsx';
import { PriceDropToggle } from './PriceDropToggle.tsx';

// Two cards across a phone, up to four on a laptop (the card's picture sizes assume the same).
const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-4';

function Notice({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-card bg-paper px-6 py-12 text-center shadow-soft ring-1 ring-line/60">
      <span className="grid size-16 place-items-center rounded-full bg-blush" aria-hidden="true">
        {icon}
      </span>
      <h2 className="font-display text-xl font-extrabold text-ink">{title}</h2>
      {children}
    </div>
  );
}

/**
 * /wishlist: the saved products, each with its heart, an Add to Cart that asks colour and size, and a
 * price-drop alert.
 */
export default function WishlistPage() {
  const { t } = useTranslation('catalog');
  usePageTitle(t('wishlistPage.title'));
  const wishlist = useWishlist();
  const { entries } = wishlist;

  let body: ReactNode;
  if (!wishlist.signedIn) {
    // The route asks for sign-in first; this shows only when the session ends on this page.
    body = (
      <Notice icon={<LogIn className="size-8 text-berry" />} title={t('messages.wishlist.signInToView')}>
        <Link to={signInPath(ROUTES.wishlist)} className={`${buttonStyles.primary} mt-2`}>
          {t('wishlistPage.signIn')}
        </Link>
      </Notice>
    );
  } else if (wishlist.failed) {
    body = <SectionError message={t('messages.wishlist.loadFailed')} onRetry={wishlist.retry} />;
  } else if (!entries) {
    body = (
      <ul className={GRID} aria-hidden="true" data-testid="wishlist-skeletons">
        {skeletonKeys(SKELETONS.wishlist).map((key) => (
          <li key={key}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    );
  } else if (entries.length === 0) {
    body = (
      <Notice icon={<Heart className="size-8 text-berry" />} title={t('messages.wishlist.empty')}>
        <p className="max-w-sm text-sm text-ink-soft">{t('wishlistPage.emptyText')}</p>
        <Link to={ROUTES.home} className={`${buttonStyles.primary} mt-2`}>
          {t('listing.none.continueShopping')}
        </Link>
      </Notice>
    );
  } else {
    body = (
      <ul className={GRID}>
        {entries.map((entry, index) => (
          <li key={entry._id}>
            <ProductCard
              product={entry.productId}
              eager={index < 4}
              optimisticRemoval
              actions={
                <>
                  <AddToCartDialog product={entry.productId} />
                  <PriceDropToggle product={entry.productId} />
                </>
              }
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 pb-10 pt-4 md:px-6 md:pt-6">
      <h1 className="mb-4 font-display text-2xl font-extrabold text-ink md:mb-6 md:text-3xl">
        {t('wishlistPage.heading')}
        {entries ? ` (${entries.length})` : ''}
      </h1>
      {body}
    </div>
  );
}
