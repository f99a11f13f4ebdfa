import { Banknote, ChevronRight, PackageSearch, RotateCcw, RotateCw, TriangleAlert } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { ProductViewResponse } from '../../../../contract/catalog.ts';
import { displayMrp, displayPrice, percentOff, stockLabel } from '../../../../contract/pricing.ts';
import { ROUTES } from '../../../../contract/routes.ts';
import { buttonStyles } from '../../../components/button-styles.ts';
import { ListingLink } from '../../../components/ListingLink.tsx';
import { SizeChoices } from '../../../components/SizeChoices.tsx';
import { Skeleton } from '../../../components/Skeleton.tsx';
import { WishlistHeart } from '../../../components/WishlistHeart.tsx';
import { formatRupees } from '../../../lib/format.ts';
import { getShopConfig } from '../../../lib/shop-config.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { isProductNotFound, useProduct } from '../api/product.ts';
import { DeliveryCheck } from './DeliveryCheck.tsx';
import { Gallery } from './Gallery.tsx';
import { PurchaseButtons } from './PurchaseButtons.tsx';
import { PurchaseUnavailable } from './PurchaseUnavailable.tsx';
import {
  availableSizes,
  chosenStock,
  descriptionParagraphs,
  featureRows,
  galleryImages,
  initialSelection,
  productTypeLabel,
  purchaseBlock,
  type Selection,
  selectColour,
  toggleSize,
} from './product-rules.ts';
import { Reviews } from './Reviews.tsx';
import { SimilarProducts } from './SimilarProducts.tsx';
import { SizeNotListed } from './SizeNotListed.tsx';
import { Stars } from './Stars.tsx';
import { ChildSizeNote, SizeChartButton, useSizeHelp } from './size-chart/SizeHelp.tsx';
import { useResumePurchase } from './use-resume-purchase.ts';

const STOCK_TONE: Record<string, string> = {
  'In stock': 'bg-mint text-leaf',
  'Limited stock': 'bg-butter text-amber-800',
  'Out of stock': 'bg-blush text-danger',
  'Select size': 'bg-sky/70 text-ink-soft',
};

function ProductSkeleton() {
  const { t } = useTranslation('catalog');
  return (
    <div className="grid gap-6 md:grid-cols-2 md:gap-10" data-testid="product-skeleton">
      <span className="sr-only" role="status">
        {t('product.loading')}
      </span>
      <div className="flex flex-col gap-3">
        <Skeleton className="aspect-[4/5] w-full rounded-card" />
        <div className="grid grid-cols-4 gap-3">
          {['a', 'b', 'c', 'd'].map((key) => (
            <Skeleton key={key} className="aspect-[4/5] rounded-xl" />
          ))}
        </div>
      </div>
      <div className="flex flex-col gap-4 md:pt-2">
        <Skeleton className="h-3.5 w-28 rounded-full" />
        <Skeleton className="h-8 w-4/5 rounded-lg" />
        <Skeleton className="h-4 w-40 rounded-full" />
        <Skeleton className="h-9 w-48 rounded-lg" />
        <Skeleton className="h-10 w-56 rounded-full" />
        <Skeleton className="h-11 w-full rounded-full" />
        <Skeleton className="h-12 w-full rounded-full" />
        <Skeleton className="h-28 w-full rounded-card" />
      </div>
    </div>
  );
}

function NotFound() {
  const { t } = useTranslation('catalog');
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center py-12 text-center">
      <span className="grid size-20 place-items-center rounded-full bg-butter" aria-hidden="true">
        <PackageSearch className="size-9 text-accent" />
      </span>
      <h1 className="mt-5 font-display text-2xl font-extrabold text-ink">{t('product.notFound.title')}</h1>
      <p className="mt-2 text-ink-soft">{t('product.notFound.text')}</p>
      <Link to={ROUTES.allProducts} className={`${buttonStyles.primary} mt-6`}>
        {t('listing.none.browseAll')}
      </Link>
    </div>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('catalog');
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-lg flex-col items-center gap-3 rounded-card bg-paper px-6 py-10 text-center shadow-soft"
    >
      <span className="grid size-12 place-items-center rounded-full bg-blush" aria-hidden="true">
        <TriangleAlert className="size-6 text-danger" />
      </span>
      <p className="font-semibold text-ink">{t('product.loadFailed')}</p>
      <button type="button" onClick={onRetry} className={buttonStyles.primary}>
        <RotateCw className="size-4" aria-hidden="true" />
        {t('common:actions.tryAgain')}
      </button>
    </div>
  );
}

function Breadcrumbs({ product }: { product: ProductViewResponse['product'] }) {
  const { t } = useTranslation('catalog');
  return (
    <nav aria-label={t('product.breadcrumb')} className="mb-4 text-sm text-ink-soft">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link to={ROUTES.home} className="hover:text-accent">
            {t('common:nav.home')}
          </Link>
        </li>
        {product.categoryName ? (
          <li className="flex items-center gap-1">
            <ChevronRight className="size-3.5" aria-hidden="true" />
            <Link
              to={`${ROUTES.category}?categoryId=${encodeURIComponent(product.categoryId)}`}
              className="hover:text-accent"
            >
              {product.categoryName}
            </Link>
          </li>
        ) : null}
        {product.subcategoryName ? (
          <li className="flex items-center gap-1">
            <ChevronRight className="size-3.5" aria-hidden="true" />
            <ListingLink query={{ subcategory: product.subcategoryId }} className="hover:text-accent">
              {product.subcategoryName}
            </ListingLink>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}

function ProductView({ view }: { view: ProductViewResponse }) {
  const { product } = view;
  const { t } = useTranslation('catalog');
  // Back from signing in for a press: that colour and size, and the press finished (PurchaseButtons).
  const resumed = useResumePurchase(product);
  const [selection, setSelection] = useState<Selection>(() => resumed.selection ?? initialSelection(product));
  const variant = product.variants[selection.variantIndex];
  // The size chart, and the size of the shopper's child picked until a size is chosen by hand.
  const sizeHelp = useSizeHelp({
    product,
    variant,
    size: selection.size,
    resumed: resumed.selection !== null,
    choose: (size) => setSelection((current) => ({ ...current, size })),
  });
  const sizes = availableSizes(variant);
  const images = galleryImages(product, variant);
  const price = displayPrice(product, variant);
  const mrp = displayMrp(product, variant);
  const off = percentOff(mrp, price);
  // A colour with no size in stock is out of stock, whatever is chosen.
  const stock = variant && sizes.length === 0 ? 0 : chosenStock(variant, selection.size);
  const label = stockLabel(stock);
  // Sold out or not payable in cash (the only way to pay): said here, before any press.
  const block = purchaseBlock(product, variant);
  const brandName = view.brandName || product.brandName || product.brand;
  const features = featureRows(product.features);
  const paragraphs = descriptionParagraphs(product.description);
  const typeLabel = productTypeLabel(product.productType);

  const details: { label: string; value: string }[] = [];
  if (product.categoryName)
    details.push({ label: t('product.details.category'), value: product.categoryName });
  if (typeLabel) details.push({ label: t('product.details.productType'), value: typeLabel });
  if (selection.colorName) details.push({ label: t('product.details.colour'), value: selection.colorName });
  for (const row of features) details.push({ label: t(`product.features.${row.key}`), value: row.value });

  return (
    <>
      <Breadcrumbs product={product} />
      <div className="grid gap-6 md:grid-cols-2 md:gap-10 lg:gap-14">
        <div className="md:sticky md:top-24 md:self-start">
          <Gallery
            key={images.join('|')}
            images={images}
            name={product.name}
            badge={
              <WishlistHeart
                productId={product._id}
                productName={product.name}
                className="absolute right-3 top-3 size-10"
              />
            }
          />
        </div>

        <div className="flex min-w-0 flex-col gap-5">
          <div>
            {brandName ? (
              <ListingLink
                query={{ brand: product.brandId ? [product.brandId] : [brandName] }}
                className="text-sm font-bold uppercase tracking-wider text-accent-strong hover:underline"
              >
                {brandName}
              </ListingLink>
            ) : null}
            <h1 className="mt-1 font-display text-2xl font-extrabold leading-tight text-ink md:text-3xl">
              {product.name}
            </h1>
            <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              {product.averageRating > 0 ? (
                <a href="#reviews" className="flex items-center gap-1.5 text-ink-soft hover:text-accent">
                  <Stars rating={product.averageRating} />
                  <span className="font-semibold text-ink">{product.averageRating.toFixed(1)}</span>
                  <span>({t('product.ratings', { count: product.ratingCount })})</span>
                </a>
              ) : (
                <span className="text-ink-soft">{t('product.noRatings')}</span>
              )}
              <span
                data-testid="stock-label"
                className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${STOCK_TONE[label] ?? ''}`}
              >
                {t(`product.stock.${label}`)}
              </span>
              {label === 'Limited stock' && typeof stock === 'number' ? (
                <span data-testid="stock-left" className="text-xs font-semibold text-amber-800">
                  {t('product.onlyLeft', { count: stock })}
                </span>
              ) : null}
            </div>
          </div>

          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1" data-testid="price-block">
            <span className="font-display text-3xl font-extrabold text-ink" data-testid="price">
              {price === null ? t('product.priceNA') : formatRupees(price)}
            </span>
            {mrp !== null ? (
              <span className="text-base text-ink-soft">
                {t('common:price.mrp')} <s data-testid="mrp">{formatRupees(mrp)}</s>
              </span>
            ) : null}
            {off > 0 ? (
              <span className="text-base font-bold text-berry">
                {t('product.percentOff', { percent: off })}
              </span>
            ) : null}
          </div>

          {product.variants.length > 0 ? (
            <fieldset>
              <legend className="text-sm font-bold text-ink">
                {t('product.colourLegend')}{' '}
                <span className="font-semibold text-ink-soft">{selection.colorName}</span>
              </legend>
              <div className="mt-2 flex flex-wrap gap-2.5">
                {product.variants.map((v, index) => {
                  const active = index === selection.variantIndex;
                  return (
                    <button
                      key={v._id}
                      type="button"
                      aria-label={v.colorName}
                      aria-pressed={active}
                      title={v.colorName}
                      onClick={() => setSelection((current) => selectColour(product, current, index))}
                      className={`grid size-10 place-items-center rounded-full ring-2 ring-offset-2 ring-offset-cream transition ${
                        active ? 'ring-accent' : 'ring-line hover:ring-ink-soft'
                      }`}
                    >
                      <span
                        className="size-8 rounded-full shadow-[inset_0_0_0_1px_rgb(27_36_64/0.15)]"
                        style={{ backgroundColor: v.color }}
                        aria-hidden="true"
                      />
                    </button>
                  );
                })}
              </div>
            </fieldset>
          ) : null}

          <fieldset className="relative">
            <legend className="text-sm font-bold text-ink">{t('product.size')}</legend>
            {/* Level with the legend, which sits above the fieldset's box (one text-sm line). */}
            <SizeChartButton help={sizeHelp} className="absolute -top-5 right-0" />
            {sizes.length === 0 ? (
              <p className="mt-2 text-sm text-ink-soft">{t('product.colourSoldOut')}</p>
            ) : (
              <SizeChoices
                sizes={sizes}
                selected={selection.size}
                onChoose={(size) => {
                  sizeHelp.choseByHand();
                  setSelection((current) => toggleSize(current, size));
                }}
              />
            )}
            <SizeNotListed productId={product._id} variant={variant} />
            <ChildSizeNote help={sizeHelp} />
          </fieldset>

          {block ? (
            <PurchaseUnavailable productId={product._id} block={block} />
          ) : (
            <PurchaseButtons
              selection={{
                productId: product._id,
                color: selection.color,
                colorName: selection.colorName,
                size: selection.size,
                price,
              }}
              resume={resumed.action}
            />
          )}

          <p
            className={`flex items-center gap-2 rounded-full px-3 py-2 text-sm font-semibold ${
              product.CODAvailable ? 'bg-mint/70 text-leaf' : 'bg-line/60 text-ink-soft'
            }`}
          >
            <Banknote className="size-4 shrink-0" aria-hidden="true" />
            {product.CODAvailable ? t('messages.cod.available') : t('messages.cod.itemUnavailableShort')}
          </p>

          <p
            className="flex items-start gap-2 rounded-2xl bg-paper px-3 py-2 text-sm text-ink-soft ring-1 ring-line/70"
            data-testid="return-promise"
          >
            <RotateCcw className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
            <span>
              <span className="font-semibold text-ink">
                {t('common:returns.short', { count: getShopConfig().returnWindowDays })}.
              </span>{' '}
              {t('common:returns.detail', { count: getShopConfig().returnWindowDays })}
            </span>
          </p>

          <DeliveryCheck productCod={product.CODAvailable} />

          {details.length > 0 ? (
            <section aria-labelledby="product-details">
              <h2 id="product-details" className="text-base font-bold text-ink">
                {t('product.details.title')}
              </h2>
              <dl className="mt-2 divide-y divide-line/70 rounded-card bg-paper text-sm ring-1 ring-line/70">
                {details.map((row) => (
                  <div key={row.label} className="grid grid-cols-[8.5rem_1fr] gap-3 px-4 py-2.5">
                    <dt className="text-ink-soft">{row.label}</dt>
                    <dd className="font-semibold text-ink">{row.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}

          {paragraphs.length > 0 ? (
            <section aria-labelledby="about-product">
              <h2 id="about-product" className="text-base font-bold text-ink">
                {t('product.about')}
              </h2>
              <div className="mt-2 space-y-2 text-[15px] leading-relaxed text-ink-soft">
                {paragraphs.map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </div>
            </section>
          ) : null}
        </div>
      </div>

      <div className="draw-when-near mt-12 md:mt-16">
        <Reviews productId={product._id} />
      </div>
    </>
  );
}

/** Product detail (/product/{id}). */
export default function ProductPage() {
  const { id = '' } = useParams();
  const product = useProduct(id);
  const notFound = product.isError && isProductNotFound(product.error);
  const { t } = useTranslation('catalog');
  usePageTitle(
    product.data ? product.data.product.name : notFound ? t('product.titleNotFound') : t('product.title'),
  );

  let body: ReactNode;
  if (product.isPending) body = <ProductSkeleton />;
  else if (notFound) body = <NotFound />;
  else if (product.isError) body = <LoadFailed onRetry={() => void product.refetch()} />;
  else body = <ProductView key={product.data.product._id} view={product.data} />;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 pb-12 pt-4 md:px-6 md:pt-6">
      {body}
      {id && !notFound ? (
        <div className="draw-when-near">
          <SimilarProducts productId={id} />
        </div>
      ) : null}
    </div>
  );
}
