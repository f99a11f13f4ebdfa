import { Expand } from 'lucide-react';
import { type PointerEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZOOM_PERCENT } from '../../../../contract/constants.ts';
import { ProductImage, ProductImagePlaceholder } from '../../../components/ProductImage.tsx';
import { uploadUrl } from '../../../lib/api.ts';
import { GalleryPicture } from './gallery/GalleryPicture.tsx';
import { PictureViewer } from './gallery/PictureViewer.tsx';
import { retinaTwin } from './gallery/pictures.ts';

const HOVER_QUERY = '(hover: hover) and (pointer: fine) and (min-width: 768px)';
export const GALLERY_SIZES = '(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw';
const SIZES = GALLERY_SIZES;

function canZoom(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(HOVER_QUERY).matches;
}

/**
 * The product's pictures. Phones: a strip to swipe through (CSS scroll snap) with dots. Desktop: the
 * large picture with a hover zoom (250 %, following the pointer; mice only) and up to four thumbnails.
 * A tap or click on a picture opens it full screen (PictureViewer) to swipe, pinch and double-tap.
 * Pictures come at 1x and 2x; the zoom prefers the 2x. Remount it (key) when the pictures change so it
 * starts again at the first one.
 */
export function Gallery({ images, name, badge }: { images: string[]; name: string; badge?: ReactNode }) {
  const [index, setIndex] = useState(0);
  const { t } = useTranslation('catalog');
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const track = useRef<HTMLDivElement>(null);
  const slides = useRef<(HTMLButtonElement | null)[]>([]);
  // The picture the full-screen view was left on, to put the focus back on it.
  const left = useRef(0);
  const hintId = useId();
  const current = images[index] ?? images[0];
  const count = images.length;
  const label = (i: number) =>
    count > 1 ? t('product.gallery.picture', { name, number: i + 1, count }) : name;

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (event.pointerType !== 'mouse' || !current || !canZoom()) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    const x = Math.min(100, Math.max(0, ((event.clientX - box.left) / box.width) * 100));
    const y = Math.min(100, Math.max(0, ((event.clientY - box.top) / box.height) * 100));
    setZoom({ x, y });
  }

  /** Shows picture `i` in the strip (a thumbnail press, or where the full-screen view was left). */
  function show(i: number, smooth = true) {
    setIndex(i);
    const strip = track.current;
    strip?.scrollTo?.({ left: i * strip.clientWidth, behavior: smooth ? 'smooth' : 'auto' });
  }

  // The strip says which picture is in view as it is swiped.
  function onScroll() {
    const strip = track.current;
    if (!strip || strip.clientWidth === 0) return;
    const seen = Math.round(strip.scrollLeft / strip.clientWidth);
    if (seen !== index && seen >= 0 && seen < count) setIndex(seen);
  }

  const twin = current ? retinaTwin(current) : null;

  return (
    <div className="flex flex-col gap-3">
      <div
        className="relative overflow-hidden rounded-card bg-paper shadow-soft ring-1 ring-line/60"
        onPointerMove={onPointerMove}
        onPointerLeave={() => setZoom(null)}
        data-testid="product-main-image"
      >
        {count > 0 ? (
          <div
            ref={track}
            onScroll={onScroll}
            className="no-scrollbar flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain"
          >
            {images.map((file, i) => (
              <button
                key={file}
                ref={(element) => {
                  slides.current[i] = element;
                }}
                type="button"
                onClick={() => setViewing(i)}
                aria-haspopup="dialog"
                aria-describedby={hintId}
                className="relative block w-full shrink-0 snap-center snap-always cursor-zoom-in focus-visible:-outline-offset-4"
              >
                <GalleryPicture file={file} alt={label(i)} eager={i === 0} sizes={SIZES} />
              </button>
            ))}
          </div>
        ) : (
          <ProductImagePlaceholder label={name} />
        )}
        {zoom && current ? (
          <div
            aria-hidden="true"
            data-testid="product-zoom"
            className="pointer-events-none absolute inset-0 bg-no-repeat"
            style={{
              backgroundColor: 'var(--color-paper)',
              // The 2x on top when there is one; where it does not load, the 1x underneath shows.
              backgroundImage: [twin, current]
                .flatMap((f) => (f ? [`url("${uploadUrl(f)}")`] : []))
                .join(', '),
              backgroundSize: `${ZOOM_PERCENT}%`,
              backgroundPosition: `${zoom.x}% ${zoom.y}%`,
            }}
          />
        ) : null}
        {count > 0 ? (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute bottom-3 right-3 grid size-9 place-items-center rounded-full bg-paper/85 text-ink shadow-soft"
          >
            <Expand className="size-4" />
          </span>
        ) : null}
        {badge}
      </div>
      <p id={hintId} className="sr-only">
        {t('product.gallery.opensFull')}
      </p>

      {count > 1 ? (
        <div className="flex justify-center gap-1.5 md:hidden" aria-hidden="true" data-testid="gallery-dots">
          {images.map((file, i) => (
            <span
              key={file}
              className={`h-2 rounded-full transition-all ${i === index ? 'w-5 bg-accent' : 'w-2 bg-line'}`}
            />
          ))}
        </div>
      ) : null}

      {count > 1 ? (
        <ul className="hidden grid-cols-4 gap-2 sm:gap-3 md:grid" aria-label={t('product.gallery.pictures')}>
          {images.map((file, i) => (
            <li key={file}>
              <button
                type="button"
                onClick={() => show(i)}
                aria-label={t('product.gallery.show', { number: i + 1, count })}
                aria-pressed={i === index}
                className={`block w-full overflow-hidden rounded-xl bg-paper ring-2 transition ${
                  i === index ? 'ring-accent' : 'ring-transparent hover:ring-line'
                }`}
              >
                <ProductImage file={file} alt="" width={150} height={188} sizes="120px" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      <PictureViewer
        images={images}
        name={name}
        index={viewing}
        onIndexChange={setViewing}
        onClose={() => {
          // The strip shows the picture the full-screen view was left on, which gets the focus back.
          if (viewing !== null) {
            left.current = viewing;
            show(viewing, false);
          }
          setViewing(null);
        }}
        onClosed={() => slides.current[left.current]?.focus({ preventScroll: true })}
      />
    </div>
  );
}
