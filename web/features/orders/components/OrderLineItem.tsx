import { Shirt } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { OrderLine } from '../../../../contract/order.ts';
import { routePath } from '../../../../contract/routes.ts';
import { uploadUrl } from '../../../lib/api.ts';
import { formatRupees } from '../../../lib/format.ts';
import { eachPrice, ORDER_TEXTS } from '../order-texts.ts';

/** The line's first picture from the uploads; the colour bought as a swatch when there is none. */
function LineImage({ line }: { line: OrderLine }) {
  const file = line.productId.images[0];
  const [broken, setBroken] = useState(false);
  useEffect(() => setBroken(false), [file]);
  const box = 'aspect-[4/5] w-16 shrink-0 overflow-hidden rounded-xl sm:w-20';
  if (!file || broken) {
    return (
      <span
        data-testid="line-swatch"
        aria-hidden="true"
        className={`${box} grid place-items-center shadow-[inset_0_0_0_1px_rgb(27_36_64/0.12)]`}
        style={{ backgroundColor: line.color || 'var(--color-sky)' }}
      >
        <span className="grid size-8 place-items-center rounded-full bg-paper/75 text-ink-soft">
          <Shirt className="size-4" strokeWidth={1.75} />
        </span>
      </span>
    );
  }
  return (
    <img
      src={uploadUrl(file)}
      alt=""
      width={160}
      height={200}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
      className={`${box} bg-cream object-cover`}
    />
  );
}

function LineText({ line }: { line: OrderLine }) {
  return (
    <>
      <span className="line-clamp-2 font-semibold leading-snug text-ink">{line.productId.name}</span>
      <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-0.5 text-sm text-ink-soft">
        <span className="inline-flex items-center gap-1">
          <span
            aria-hidden="true"
            className="size-3 rounded-full shadow-[inset_0_0_0_1px_rgb(27_36_64/0.2)]"
            style={{ backgroundColor: line.color }}
          />
          <span className="sr-only">{ORDER_TEXTS.color}: </span>
          {line.colorName || line.color}
        </span>
        <span className="whitespace-nowrap">
          {ORDER_TEXTS.size} {line.size}
        </span>
        <span className="whitespace-nowrap">
          {ORDER_TEXTS.quantity} {line.quantity}
        </span>
      </span>
    </>
  );
}

/**
 * One product line of an order: picture, name, colour, size, quantity and price. On the detail page
 * (`linked`) the whole line opens the product.
 */
export function OrderLineItem({ line, linked = false }: { line: OrderLine; linked?: boolean }) {
  const price = (
    <span className="shrink-0 text-right">
      <span className="block font-bold text-ink" data-testid="line-total">
        {formatRupees(line.itemTotal)}
      </span>
      {line.quantity > 1 ? (
        <span className="block text-xs text-ink-soft">{eachPrice(formatRupees(line.price))}</span>
      ) : null}
    </span>
  );
  const body = (
    <>
      <LineImage line={line} />
      <span className="flex min-w-0 flex-1 flex-col">
        <LineText line={line} />
      </span>
      {price}
    </>
  );
  if (linked && line.productId._id) {
    return (
      <Link
        to={routePath('product', { id: line.productId._id })}
        data-testid="order-line"
        className="-mx-2 flex items-start gap-3 rounded-2xl p-2 transition-colors hover:bg-cream focus-visible:outline-2 focus-visible:outline-accent"
      >
        {body}
      </Link>
    );
  }
  return (
    <div data-testid="order-line" className="flex items-start gap-3">
      {body}
    </div>
  );
}
