import { Sparkle } from 'lucide-react';
import { type CSSProperties, type MouseEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Brand } from '../../../../contract/catalog.ts';
import { MARQUEE_PX_PER_SECOND } from '../../../../contract/constants.ts';
import { uploadUrl } from '../../../lib/api.ts';
import { listingUrl } from '../../../lib/listing-url.ts';
import { useHydrating } from '../../../lib/use-hydrating.ts';
import { showableBrands } from '../api/brands.ts';
import './marquee.css';

/** The promises on the marquee's first row (English, the spec's); shown as `catalog:home.marquee.<index>`. */
export const MARQUEE_TEXTS = [
  'Premium Quality',
  'Affordable price',
  'Fast delivery',
  'Trending Deals',
  'Incredible delights',
] as const;

/** Seconds for one copy of the content to pass by at the spec's ~30 px per second. */
export function marqueeDurationSeconds(
  copyWidthPx: number,
  pxPerSecond = MARQUEE_PX_PER_SECOND,
): number | null {
  if (!Number.isFinite(copyWidthPx) || copyWidthPx <= 0 || pxPerSecond <= 0) return null;
  return copyWidthPx / pxPerSecond;
}

/**
 * One endless row. A copy repeats the items until it is wider than any screen, so the loop never
 * shows a gap; the animation's duration follows the copy's measured width (re-measured on resize).
 * The server draws one copy only (half the marquee's markup for a slow phone to parse) and the row
 * stands still until the browser has added the second (marquee.css).
 */
function MarqueeRow({
  children,
  reverse = false,
  repeat,
}: {
  children: ReactNode;
  reverse?: boolean;
  repeat: number;
}) {
  const copyRef = useRef<HTMLDivElement>(null);
  const serverDrawn = useHydrating();
  const [seconds, setSeconds] = useState<number | null>(null);

  useEffect(() => {
    const copy = copyRef.current;
    if (!copy) return;
    const measure = () => setSeconds(marqueeDurationSeconds(copy.getBoundingClientRect().width));
    measure();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(copy);
    return () => observer.disconnect();
  }, []);

  const copy = (
    <div className="flex shrink-0 items-center">
      {Array.from({ length: repeat }, (_, i) => (
        <div key={i} className="flex shrink-0 items-center">
          {children}
        </div>
      ))}
    </div>
  );
  return (
    <div className="ll-marquee">
      <div
        className="ll-marquee-track"
        data-direction={reverse ? 'reverse' : undefined}
        style={seconds ? ({ '--marquee-duration': `${seconds}s` } as CSSProperties) : undefined}
      >
        <div ref={copyRef} className="flex shrink-0">
          {copy}
        </div>
        {serverDrawn ? null : <div className="ll-marquee-copy flex shrink-0">{copy}</div>}
      </div>
    </div>
  );
}

/**
 * The two-row marquee: the shop's promises on one row, the featured brands' logos and names on the
 * other, drifting the opposite way. Decorative (the brands have their own links in Incredible
 * Delights), so it is hidden from screen readers and its links stay out of the tab order; hovering
 * pauses it and reduced motion stops it.
 */
export function BrandMarquee({ brands }: { brands: readonly Partial<Brand>[] }) {
  const shown = showableBrands(brands);
  const navigate = useNavigate();
  const { t } = useTranslation('catalog');
  // Like ListingLink: a plain click gets a fresh cache-buster (the href's was fixed at render).
  function open(event: MouseEvent<HTMLAnchorElement>, brandId: string) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(listingUrl({ brand: [brandId] }), { state: { refresh: true } });
  }
  return (
    <div
      aria-hidden="true"
      className="-mx-4 flex flex-col gap-3 overflow-hidden bg-ink py-4 md:mx-0 md:rounded-card md:py-5"
    >
      <MarqueeRow repeat={3}>
        {MARQUEE_TEXTS.map((key, index) => (
          <span
            key={key}
            className="flex shrink-0 items-center gap-4 pr-4 font-display text-lg font-extrabold uppercase tracking-wide text-white md:text-xl"
          >
            {t(`home.marquee.${index}`)}
            <Sparkle className="size-4 fill-butter text-butter" />
          </span>
        ))}
      </MarqueeRow>
      {shown.length > 0 ? (
        <MarqueeRow reverse repeat={Math.max(2, Math.ceil(12 / shown.length))}>
          {shown.map((brand) => (
            <Link
              key={brand._id}
              to={listingUrl({ brand: [brand._id] })}
              state={{ refresh: true }}
              tabIndex={-1}
              onClick={(event) => open(event, brand._id)}
              className="mr-3 flex shrink-0 items-center gap-2.5 rounded-full bg-white/10 py-1.5 pl-1.5 pr-4 text-sm font-bold text-white transition-colors hover:bg-white/20"
            >
              {/* The logos print the name under the emblem; at 36 px that line is unreadable and repeats
                  the name beside it, so the badge shows the emblem only (the logo's upper part). */}
              <span
                className="relative size-9 shrink-0 overflow-hidden rounded-full bg-paper"
                data-crop="emblem"
              >
                <img
                  src={uploadUrl(brand.logo || brand.picture)}
                  alt=""
                  width={54}
                  height={54}
                  loading="lazy"
                  decoding="async"
                  onError={(event) => {
                    event.currentTarget.hidden = true;
                  }}
                  className="absolute left-[-25%] top-[-10%] size-[150%] max-w-none object-cover"
                />
              </span>
              {brand.name}
            </Link>
          ))}
        </MarqueeRow>
      ) : null}
    </div>
  );
}
