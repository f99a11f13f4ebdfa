import { Ban, Trash2, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import type { CartItem } from '../../../../contract/cart.ts';
import { routePath } from '../../../../contract/routes.ts';
import { ProductImage } from '../../../components/ProductImage.tsx';
import { formatRupees } from '../../../lib/format.ts';
import { CART_TEXTS, onlyLeft } from '../cart-texts.ts';
import { QuantityStepper } from './QuantityStepper.tsx';

/**
 * One line of the cart: picture and name (to the product), colour, size, unit price with the struck
 * M.R.P, the stepper and Remove. An unavailable line is greyed with its reason and can only go.
 */
export function CartLine({
  item,
  stepping,
  removing,
  onStep,
  onRemove,
}: {
  item: CartItem;
  /** A quantity change (of any line) is on its way. */
  stepping: boolean;
  removing: boolean;
  onStep: (action: 'increment' | 'decrement') => void;
  onRemove: () => void;
}) {
  const { productId: product, available } = item;
  const href = routePath('product', { id: product._id });
  const headingId = `cart-line-${item._id}`;
  const short = available && item.stock < item.quantity;

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
            <span className="hidden shrink-0 font-display text-lg font-extrabold text-ink sm:block">
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
            Colour: <span className="font-semibold text-ink">{item.colorName || item.color}</span>
          </span>
          <span>
            Size: <span className="font-semibold text-ink">{item.size}</span>
          </span>
        </p>

        <p className={`flex flex-wrap items-baseline gap-x-2 ${available ? '' : 'opacity-60'}`}>
          <span className="font-bold text-ink" data-testid="unit-price">
            {formatRupees(item.price)}
          </span>
          {item.mrp !== null ? (
            <span className="text-sm text-ink-soft">
              M.R.P <s>{formatRupees(item.mrp)}</s>
            </span>
          ) : null}
        </p>

        {available ? null : (
          <p className="inline-flex items-center gap-1.5 self-start rounded-full bg-line/60 px-2.5 py-1 text-xs font-bold text-ink-soft">
            <Ban className="size-3.5" aria-hidden="true" />
            {item.unavailableReason || CART_TEXTS.unavailable}
          </p>
        )}
        {short ? (
          <p className="inline-flex items-center gap-1.5 self-start rounded-full bg-butter px-2.5 py-1 text-xs font-bold text-amber-800">
            <TriangleAlert className="size-3.5" aria-hidden="true" />
            {onlyLeft(item.stock)}
          </p>
        ) : null}

        <div className="mt-1 flex flex-wrap items-center justify-between gap-x-1 gap-y-2">
          {available ? (
            <QuantityStepper
              name={product.name}
              quantity={item.quantity}
              stock={item.stock}
              busy={stepping}
              onStep={onStep}
            />
          ) : (
            <span className="text-sm text-ink-soft">Qty {item.quantity}</span>
          )}
          <button
            type="button"
            onClick={onRemove}
            disabled={removing}
            aria-label={`Remove ${product.name} from cart`}
            className="inline-flex items-center gap-1 rounded-full px-2.5 py-2 text-sm font-semibold text-ink-soft transition-colors hover:bg-blush/60 hover:text-danger disabled:cursor-not-allowed disabled:opacity-60"
          >
            <Trash2 className="size-4" aria-hidden="true" />
            {removing ? 'Removing...' : 'Remove'}
          </button>
        </div>
      </div>
    </article>
  );
}
