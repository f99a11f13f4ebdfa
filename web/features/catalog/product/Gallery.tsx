import { type PointerEvent, type ReactNode, useState } from 'react';
import { ZOOM_PERCENT } from '../../../../contract/constants.ts';
import { ProductImage, ProductImagePlaceholder } from '../../../components/ProductImage.tsx';
import { uploadUrl } from '../../../lib/api.ts';

const HOVER_QUERY = '(hover: hover) and (pointer: fine) and (min-width: 768px)';

function canZoom(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(HOVER_QUERY).matches;
}

/**
 * The large picture with a hover zoom (250 %, following the pointer; desktop mice only) and up to
 * four thumbnails. Remount it (key) when the pictures change so it starts again at the first one.
 */
export function Gallery({ images, name, badge }: { images: string[]; name: string; badge?: ReactNode }) {
  const [index, setIndex] = useState(0);
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  const current = images[index] ?? images[0];

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (event.pointerType !== 'mouse' || !current || !canZoom()) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    const x = Math.min(100, Math.max(0, ((event.clientX - box.left) / box.width) * 100));
    const y = Math.min(100, Math.max(0, ((event.clientY - box.top) / box.height) * 100));
    setZoom({ x, y });
  }

  return (
    <div className="flex flex-col gap-3">
      <div
        className="relative overflow-hidden rounded-card bg-paper shadow-soft ring-1 ring-line/60 md:cursor-zoom-in"
        onPointerMove={onPointerMove}
        onPointerLeave={() => setZoom(null)}
        data-testid="product-main-image"
      >
        {current ? (
          <ProductImage
            key={current}
            file={current}
            alt={images.length > 1 ? `${name}, picture ${index + 1} of ${images.length}` : name}
            eager
            sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
          />
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
              backgroundImage: `url("${uploadUrl(current)}")`,
              backgroundSize: `${ZOOM_PERCENT}%`,
              backgroundPosition: `${zoom.x}% ${zoom.y}%`,
            }}
          />
        ) : null}
        {badge}
      </div>
      {images.length > 1 ? (
        <ul className="grid grid-cols-4 gap-2 sm:gap-3" aria-label="Product pictures">
          {images.map((file, i) => (
            <li key={file}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show picture ${i + 1} of ${images.length}`}
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
    </div>
  );
}
