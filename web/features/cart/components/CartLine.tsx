import { Ban, Heart, Trash2, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import type { CartItem } from '../../../../contract/cart.ts';
import { routePath } from '../../../../contract/routes.ts';
import { ProductImage } from '../../../components/ProductImage.tsx';
import { formatRupees } from '../../../lib/format.ts';
import { CART_TEXTS, each, moveLabel, onlyLeft, qty, removeLabel } from '../cart-texts.ts';
import { QuantityStepper } from './QuantityStepper.tsx';

const lineAction =
  'inline-flex items-center gap-1 rounded-full px-2.5 py-2 text-sm font-semibold text-ink-soft transition-colors disabled:cursor-not-allowed disabled:opacity-60';

/** Why a line cannot go to checkout as it stands. */
function Notice({ children }: { children: string }) {
  return (
    <p className="inline-flex items-center gap-1.5 self-start rounded-full bg-line/60 px-2.5 py-1 text-xs font-bold text-ink-soft">
      <Ban className="size-3.5 shrink-0" aria-hidden="true" />
      {children}
    </p>
  );
}

/**
 * One line of the cart: picture and name (to the product), colour, size, the line total (every width:
 * on a phone it is the figure the shopper checks), the unit price with the struck M.R.P, the stepper
 * with 'Only n left' once + is off, Remove and Move to wishlist. An unavailable line is greyed with its
 * reason and can only go; a line that cannot be paid by cash on delivery says so.
 */
export function CartLine({
  item,
  stepping,
  removing,
  moving,
  onStep,
  onRemove,
  onMove,
}: {
  item: CartItem;
  /** A quantity change (of any line) is on its way. */
  stepping: boolean;
  removing: boolean;
  /** Move to wishlist is on its way. */
  moving: boolean;
  onStep: (action: 'increment' | 'decrement') => void;
  onRemove: () => void;
  onMove: () => void;
}) {
  const { productId: product, available } = item;
  const href = routePath('product', { id: product._id });
  const headingId = `cart-line-${item._id}`;
  const limitId = `cart-line-limit-${item._id}`;
  // At the limit + is off; past it (stock fell since it was added) the checkout would refuse the line.
  const atLimit = available && item.quantity >= item.stock;
  const short = available && item.stock < item.quantity;
  const busy = removing || moving;

  return (
    <article
      aria-labelledby={headingId}
      data-testid="cart-line"
      data-available={available}
      className="flex gap-3 rounded-card bg-paper p-3 shadow-soft ring-1 ring-line/60 sm:gap-4 sm:p-4"
    >
      <Link
        to={href}
        tabIndex={-1}
        aria-hidden="true"
        className={`w-20 shrink-0 self-start overflow-hidden rounded-xl sm:w-24 ${available ? '' : 'opacity-50 grayscale'}`}
      >
        <ProductImage file={product.images[0]} alt="" width={192} height={240} />
      </Link>

      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex items-start justify-between gap-3">
          <h3 id={headingId} className="min-w-0 font-semibold leading-snug text-ink">
            <Link to={href} className={`line-clamp-2 hover:text-accent ${available ? '' : 'text-ink-soft'}`}>
              {product.name}
            </Link>
          </h3>
          {available ? (
            <span
              data-testid="line-total"
              className="shrink-0 font-display text-base font-extrabold text-ink sm:text-lg"
            >
              {formatRupees(item.lineTotal)}
            </span>
          ) : null}
        </div>

        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-soft">
          <span className="inline-flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="size-3.5 rounded-full shadow-[inset_0_0_0_1px_rgb(27_36_64/0.2)]"
              style={{ backgroundColor: item.color }}
            />
            {CART_TEXTS.colour} <span className="font-semibold text-ink">{item.colorName || item.color}</span>
          </span>
          <span>
            {CART_TEXTS.size} <span className="font-semibold text-ink">{item.size}</span>
          </span>
        </p>

        <p className={`flex flex-wrap items-baseline gap-x-2 text-sm ${available ? '' : 'opacity-60'}`}>
          <span>
            <span className="font-bold text-ink" data-testid="unit-price">
              {formatRupees(item.price)}
            </span>
            {item.quantity > 1 ? <span className="text-ink-soft"> {each()}</span> : null}
          </span>
          {item.mrp !== null ? (
            <span className="text-ink-soft">
              {CART_TEXTS.mrp} <s>{formatRupees(item.mrp)}</s>
            </span>
          ) : null}
        </p>

        {available ? null : <Notice>{item.unavailableReason || CART_TEXTS.unavailable}</Notice>}
        {available && !item.codAvailable ? <Notice>{CART_TEXTS.codUnavailable}</Notice> : null}

        <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
          {available ? (
            <QuantityStepper
              name={product.name}
              quantity={item.quantity}
              stock={item.stock}
              busy={stepping}
              onStep={onStep}
              limitNoteId={atLimit ? limitId : undefined}
            />
          ) : (
            <span className="text-sm text-ink-soft">{qty(item.quantity)}</span>
          )}
          {atLimit ? (
            <span
              id={limitId}
              data-testid="stock-limit"
              className={`inline-flex items-center gap-1 text-xs font-bold ${short ? 'rounded-full bg-butter px-2.5 py-1 text-amber-800' : 'text-amber-800'}`}
            >
              {short ? <TriangleAlert className="size-3.5" aria-hidden="true" /> : null}
              {onlyLeft(item.stock)}
            </span>
          ) : null}
        </div>

        <div className="-ml-2.5 flex flex-wrap items-center gap-x-1">
          <button
            type="button"
            onClick={onRemove}
            disabled={busy}
            aria-label={removeLabel(product.name)}
            className={`${lineAction} hover:bg-blush/60 hover:text-danger`}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            {removing ? CART_TEXTS.removing : CART_TEXTS.remove}
          </button>
          <button
            type="button"
            onClick={onMove}
            disabled={busy}
            aria-label={moveLabel(product.name)}
            className={`${lineAction} hover:bg-accent-soft hover:text-accent`}
          >
            <Heart className="size-4" aria-hidden="true" />
            {moving ? CART_TEXTS.moving : CART_TEXTS.moveToWishlist}
          </button>
        </div>
      </div>
    </article>
  );
}
