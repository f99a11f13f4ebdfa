import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X, ZoomIn, ZoomOut } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadUrl } from '../../../../lib/api.ts';
import { retinaTwin } from './pictures.ts';
import { useViewerGestures } from './use-viewer-gestures.ts';
import { MAX_SCALE, type Zoom } from './zoom-math.ts';

const roundButton =
  'grid size-11 place-items-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/20 disabled:opacity-40';

/** One picture at its sharpest: the double-size twin, or the 1x when there is no twin. */
function ViewerPicture({
  file,
  alt,
  zoom,
  onAspect,
}: {
  file: string;
  alt: string;
  zoom?: Zoom;
  onAspect?: (aspect: number) => void;
}) {
  const twin = retinaTwin(file);
  const [twinFailed, setTwinFailed] = useState(false);
  const src = uploadUrl(twin && !twinFailed ? twin : file);
  return (
    <img
      src={src}
      alt={alt}
      draggable={false}
      onLoad={(event) => {
        const img = event.currentTarget;
        if (img.naturalWidth && img.naturalHeight) onAspect?.(img.naturalWidth / img.naturalHeight);
      }}
      onError={() => {
        if (twin && !twinFailed) setTwinFailed(true);
      }}
      className="h-full w-full select-none object-contain"
      style={
        zoom && zoom.scale !== 1
          ? { transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})` }
          : undefined
      }
    />
  );
}

/**
 * The full-screen view of a product's pictures (a dialog: Escape and the close button leave it, focus
 * stays inside). Swipe or the arrows for the next picture; pinch, double-tap or the +/- buttons to
 * zoom, then drag to look around.
 */
export function PictureViewer({
  images,
  name,
  index,
  onIndexChange,
  onClose,
  onClosed,
}: {
  images: string[];
  name: string;
  /** The picture shown; null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Once closed, where the focus goes back to (opened from a picture, there is no trigger to return to). */
  onClosed: () => void;
}) {
  const open = index !== null;
  // A closed viewer draws nothing at all: Radix's portal and overlay, even closed, set their state in
  // layout effects, which has React render again at once in the task that hydrates the page.
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      {open ? (
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-[#0b0e1a]" />
          <ViewerContent
            images={images}
            name={name}
            index={index}
            onIndexChange={onIndexChange}
            onClosed={onClosed}
          />
        </Dialog.Portal>
      ) : null}
    </Dialog.Root>
  );
}

function ViewerContent({
  images,
  name,
  index,
  onIndexChange,
  onClosed,
}: {
  images: string[];
  name: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClosed: () => void;
}) {
  const stage = useRef<HTMLDivElement>(null);
  const { t } = useTranslation('catalog');
  const aspects = useRef(new Map<string, number>());
  const count = images.length;
  const go = (next: number) => onIndexChange(Math.min(count - 1, Math.max(0, next)));
  const gestures = useViewerGestures({
    stage,
    count,
    index,
    go,
    aspect: () => aspects.current.get(images[index] ?? ''),
  });
  const { zoom } = gestures;
  const label = (i: number) =>
    count > 1 ? t('product.gallery.picture', { name, number: i + 1, count }) : name;

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === '+' || event.key === '=') gestures.zoomStep(1);
    else if (event.key === '-') gestures.zoomStep(-1);
    else return;
    event.preventDefault();
  }

  return (
    <Dialog.Content
      onKeyDown={onKeyDown}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        onClosed();
      }}
      className="fixed inset-0 z-50 flex flex-col text-white focus:outline-none"
      data-testid="picture-viewer"
    >
      <Dialog.Title className="sr-only">{t('product.gallery.picturesOf', { name })}</Dialog.Title>
      <Dialog.Description className="sr-only">
        Swipe or use the arrow keys for the next picture. Pinch, double-tap or use the zoom buttons to zoom.
      </Dialog.Description>
      <div className="flex items-center justify-between gap-3 px-3 pb-2 pt-[max(0.75rem,env(safe-area-inset-top))]">
        <p className="min-w-12 pl-2 text-sm font-semibold tabular-nums" aria-live="polite">
          {count > 1 ? `${index + 1} / ${count}` : ''}
        </p>
        <div className="flex items-center gap-2">
          <button
            type="button"
            onClick={() => gestures.zoomStep(-1)}
            disabled={zoom.scale <= 1}
            aria-label={t('product.gallery.zoomOut')}
            className={roundButton}
          >
            <ZoomOut className="size-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={() => gestures.zoomStep(1)}
            disabled={zoom.scale >= MAX_SCALE}
            aria-label={t('product.gallery.zoomIn')}
            className={roundButton}
          >
            <ZoomIn className="size-5" aria-hidden="true" />
          </button>
          <Dialog.Close aria-label={t('common:actions.close')} className={roundButton}>
            <X className="size-6" aria-hidden="true" />
          </Dialog.Close>
        </div>
      </div>

      <div
        ref={stage}
        {...gestures.handlers}
        data-testid="picture-stage"
        className={`relative min-h-0 flex-1 touch-none select-none overflow-hidden ${
          zoom.scale > 1 ? 'cursor-grab active:cursor-grabbing' : 'cursor-zoom-in'
        }`}
      >
        <div
          className={`flex h-full ${gestures.dragging ? '' : 'transition-transform duration-300 ease-out motion-reduce:transition-none'}`}
          style={{ transform: `translateX(calc(${-index * 100}% + ${gestures.dragX}px))` }}
        >
          {images.map((file, i) => (
            <div
              key={file}
              className="h-full w-full shrink-0 p-2 md:p-6"
              aria-hidden={i === index ? undefined : true}
            >
              {/* Only the pictures next to the one shown are loaded. */}
              {Math.abs(i - index) <= 1 ? (
                <ViewerPicture
                  file={file}
                  alt={label(i)}
                  zoom={i === index ? zoom : undefined}
                  onAspect={(aspect) => aspects.current.set(file, aspect)}
                />
              ) : null}
            </div>
          ))}
        </div>
        {count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => go(index - 1)}
              onPointerDown={(event) => event.stopPropagation()}
              disabled={index === 0}
              aria-label={t('product.gallery.previous')}
              className={`${roundButton} absolute left-3 top-1/2 hidden -translate-y-1/2 md:grid`}
            >
              <ChevronLeft className="size-6" aria-hidden="true" />
            </button>
            <button
              type="button"
              onClick={() => go(index + 1)}
              onPointerDown={(event) => event.stopPropagation()}
              disabled={index === count - 1}
              aria-label={t('product.gallery.next')}
              className={`${roundButton} absolute right-3 top-1/2 hidden -translate-y-1/2 md:grid`}
            >
              <ChevronRight className="size-6" aria-hidden="true" />
            </button>
          </>
        ) : null}
      </div>

      {count > 1 ? (
        <div
          className="flex justify-center gap-2 pb-[max(1rem,env(safe-area-inset-bottom))] pt-3"
          aria-hidden="true"
        >
          {images.map((file, i) => (
            <span
              key={file}
              className={`h-2 rounded-full transition-all ${i === index ? 'w-5 bg-white' : 'w-2 bg-white/40'}`}
            />
          ))}
        </div>
      ) : null}
    </Dialog.Content>
  );
}
