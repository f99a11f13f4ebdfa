import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProductCard as ProductCardData } from '../../contract/catalog.ts';
import { COD_MESSAGES } from '../../contract/delivery.ts';
import { displayMrp, displayPrice, percentOff, truncateName } from '../../contract/pricing.ts';
import { routePath } from '../../contract/routes.ts';
import { formatRupees } from '../lib/format.ts';
import { ProductImage } from './ProductImage.tsx';
import { Skeleton } from './Skeleton.tsx';
import { WishlistHeart } from './WishlistHeart.tsx';

export interface ProductCardProps {
  product: ProductCardData;
  /** Above the fold: load the picture at once. */
  eager?: boolean;
  /** The wishlist page: removing switches the heart off at once (restored if the call fails). */
  optimisticRemoval?: boolean;
  /** Controls under the card's details, outside its link (the wishlist page's Add to Cart). */
  actions?: ReactNode;
  /** How wide the card's picture is drawn at each screen width (the img `sizes` attribute). */
  sizes?: string;
}

/** A card in a two-column phone grid up to four columns on a desktop. */
export const PRODUCT_CARD_SIZES =
  '(min-width: 1280px) 300px, (min-width: 1024px) 24vw, (min-width: 640px) 32vw, 48vw';

/** No size of any colour in stock. */
export const isCardSoldOut = (product: Pick<ProductCardData, 'variants'>) =>
  !product.variants.some((v) => v.sizes.some((s) => s.stock > 0));

/** Why a card's product cannot be ordered at all, or null (decision 020). */
export function cardBlock(product: Pick<ProductCardData, 'variants' | 'CODAvailable'>): string | null {
  if (product.CODAvailable === false) return COD_MESSAGES.itemUnavailableShort;
  if (isCardSoldOut(product)) return 'Sold out';
  return null;
}

/**
 * The product card of every grid and row: picture, brand, name, price, M.R.P and 'N% OFF', heart; a
 * product that cannot be ordered (sold out, or not payable by cash on delivery) says so on the card.
 */
export function ProductCard({ product, eager, optimisticRemoval, actions, sizes }: ProductCardProps) {
  const price = displayPrice(product);
  const mrp = displayMrp(product);
  const off = percentOff(mrp, price);
  const soldOut = isCardSoldOut(product);
  const noCod = product.CODAvailable === false;
  const { t } = useTranslation('common');
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card bg-paper shadow-soft ring-1 ring-line/60 transition-shadow hover:shadow-lg">
      <Link
        to={routePath('product', { id: product._id })}
        className="flex flex-1 flex-col focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        <div className="relative overflow-hidden bg-cream">
          <ProductImage
            file={product.images[0]}
            alt={product.name}
            eager={eager ?? false}
            sizes={sizes ?? PRODUCT_CARD_SIZES}
            className={`transition-transform duration-300 group-hover:scale-[1.03] ${soldOut ? 'opacity-60 grayscale' : ''}`}
          />
          {soldOut ? (
            <span
              data-testid="card-sold-out"
              className="absolute inset-x-0 bottom-0 bg-ink/80 py-1.5 text-center text-xs font-bold uppercase tracking-wider text-white"
            >
              {t('card.soldOut')}
            </span>
          ) : null}
          {off > 0 && !soldOut ? (
            <span className="absolute left-2 top-2 rounded-full bg-berry px-2 py-0.5 text-xs font-bold text-white">
              {t('price.percentOff', { percent: off })}
            </span>
          ) : null}
        </div>
        <div className="flex flex-1 flex-col gap-1 p-3">
          <p className="truncate text-xs font-semibold uppercase tracking-wide text-ink-soft">
            {product.brandName || product.brand}
          </p>
          <h3 className="text-sm font-semibold leading-snug text-ink" title={product.name}>
            {truncateName(product.name)}
          </h3>
          {product.averageRating > 0 ? (
            <p className="flex items-center gap-1 text-xs text-ink-soft">
              <Star className="size-3.5 fill-butter text-amber-500" aria-hidden="true" />
              <span>
                {product.averageRating.toFixed(1)}
                <span className="sr-only"> {t('price.outOf5')}</span>
              </span>
              {product.ratingCount > 0 ? <span>({product.ratingCount})</span> : null}
            </p>
          ) : null}
          <p className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-1">
            {price === null ? (
              <span className="text-sm text-ink-soft">{t('price.notAvailable')}</span>
            ) : (
              <span className="text-base font-bold text-ink">{formatRupees(price)}</span>
            )}
            {mrp !== null ? (
              <span className="text-xs text-ink-soft">
                {t('price.mrp')} <s>{formatRupees(mrp)}</s>
              </span>
            ) : null}
          </p>
          {noCod ? (
            <p data-testid="card-no-cod" className="text-xs font-semibold text-danger">
              {t('catalog:messages.cod.itemUnavailableShort')}
            </p>
          ) : null}
        </div>
      </Link>
      {actions ? <div className="px-3 pb-3">{actions}</div> : null}
      <WishlistHeart
        productId={product._id}
        productName={product.name}
        optimisticRemoval={optimisticRemoval ?? false}
        className="absolute right-2 top-2"
      />
    </article>
  );
}

/** Reserves a card's exact space while products load. */
export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-card bg-paper shadow-soft ring-1 ring-line/60">
      <Skeleton className="aspect-[4/5] w-full" />
      <div className="space-y-2 p-3">
        <Skeleton className="h-3 w-1/3 rounded" />
        <Skeleton className="h-4 w-4/5 rounded" />
        <Skeleton className="h-5 w-1/2 rounded" />
      </div>
    </div>
  );
}
