import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '../../../lib/format.ts';

/**
 * The product page's buy bar, fixed to the bottom once the page's own Add to Cart and Buy Now have
 * scrolled away: the price, the chosen size (and colour, where there is room), and the same two buttons. On phones it sits on the tab
 * bar (4rem plus the safe area); from 768 px at the bottom edge. A spacer of its height at the end of
 * the page keeps the footer's last line from hiding under it.
 */
export function StickyBuyBar({
  price,
  colorName,
  size,
  children,
}: {
  price: number | null;
  colorName: string | null;
  size: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('catalog');
  return createPortal(
    <>
      <div aria-hidden="true" className="h-[4.5rem]" />
      <section
        aria-label={t('product.buyBar')}
        data-testid="sticky-buy-bar"
        className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 border-t border-line bg-paper/95 shadow-[0_-6px_20px_-12px_rgb(27_36_64/0.3)] backdrop-blur md:bottom-0 md:pb-[env(safe-area-inset-bottom)]"
      >
        <div className="mx-auto flex max-w-7xl items-center gap-2 px-3 py-2.5 sm:gap-3 md:px-6">
          {/* The price never gives way: on a narrow phone the buttons narrow instead. */}
          <div className="shrink-0 sm:min-w-0 sm:flex-1">
            <p className="whitespace-nowrap font-display text-lg font-extrabold leading-tight text-ink sm:text-xl">
              {price === null ? t('product.priceNA') : formatRupees(price)}
            </p>
            <p className="truncate text-xs font-medium text-ink-soft">
              {size ? (
                <>
                  {/* Phones keep just the size; the colour joins it where there is room. */}
                  <span className="hidden sm:inline">
                    {colorName ? `${colorName} · ` : ''}
                    {t('product.size')}{' '}
                  </span>
                  {size}
                </>
              ) : (
                t('product.chooseSize')
              )}
            </p>
          </div>
          <div className="grid min-w-0 flex-1 grid-cols-2 gap-2 sm:flex-none md:w-96">{children}</div>
        </div>
      </section>
    </>,
    document.body,
  );
}
