import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { type FocusEvent, type PointerEvent, type TouchEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HomeData } from '../../../../contract/catalog.ts';
import { CAROUSEL_INTERVAL_MS } from '../../../../contract/constants.ts';
import { Skeleton } from '../../../components/Skeleton.tsx';
import { uploadUrl } from '../../../lib/api.ts';
import { HomeTileLink } from './HomeTileLink.tsx';
import { homeTarget } from './home-target.ts';
import { useReducedMotion } from './use-reduced-motion.ts';
import { useSlidePictures } from './use-slide-pictures.ts';

type Slide = HomeData['ProductSliders'][number];

/** 1200 × 480 banners: a little taller on phones (cropped from the left, where the text sits). */
const FRAME =
  'relative aspect-[2/1] w-full overflow-hidden rounded-[1.25rem] sm:aspect-[5/2] md:rounded-[1.75rem]';
const SWIPE_MIN_PX = 40;

/** "Winter Cosy Collection – sweaters … from ₹599" → headline and a smaller line under it. */
export function splitSlideTitle(title: string): { headline: string; detail: string | null } {
  const match = /^(.+?)\s+[–—-]\s+(.+)$/.exec(title.trim());
  return match ? { headline: match[1]!, detail: match[2]! } : { headline: title.trim(), detail: null };
}

// Phones: small arrows in the bottom corners, clear of the title; wider screens: centred on the sides.
const arrowClass =
  'absolute bottom-1.5 z-10 grid size-8 place-items-center rounded-full bg-paper/90 text-ink shadow-soft backdrop-blur sm:top-1/2 sm:bottom-auto sm:size-10 sm:-translate-y-1/2 md:size-11';

/** While loading, or with no sliders: the carousel's frame with its arrows and three dots. */
export function CarouselSkeleton({ shimmer = true }: { shimmer?: boolean }) {
  return (
    <div className={FRAME} data-testid="carousel-skeleton" aria-hidden="true">
      {shimmer ? (
        <Skeleton className="absolute inset-0" />
      ) : (
        <div className="absolute inset-0 bg-[linear-gradient(120deg,var(--color-sky),var(--color-peach))]" />
      )}
      <span className={`${arrowClass} left-2 md:left-4`}>
        <ChevronLeft className="size-5 text-ink/30" />
      </span>
      <span className={`${arrowClass} right-2 md:right-4`}>
        <ChevronRight className="size-5 text-ink/30" />
      </span>
      <span className="absolute inset-x-0 bottom-3 flex justify-center gap-2">
        {[0, 1, 2].map((dot) => (
          <span key={dot} data-skeleton-dot="" className="size-2 rounded-full bg-paper/90" />
        ))}
      </span>
    </div>
  );
}

/**
 * The product sliders: auto-advance every 3000 ms (paused while hovered, focused or paused by the
 * shopper), previous / next with wrap-around, dots, swipe on touch; the timer is cleared when the
 * carousel leaves the page. A slide opens its link, else the listing with productSliderId. When the system asks for
 * reduced motion the show starts paused (WCAG 2.2.2, 2.3.3); Play still starts it on request.
 */
export function SliderCarousel({ slides }: { slides: readonly Slide[] }) {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const { t } = useTranslation('catalog');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const [stopped, setStopped] = useState(reducedMotion);
  // Turning reduced motion on while the page is open stops the show too.
  useEffect(() => {
    if (reducedMotion) setStopped(true);
  }, [reducedMotion]);
  const touchStartX = useRef<number | null>(null);
  const current = count === 0 ? 0 : Math.min(index, count - 1);

  const go = (to: number) => setIndex(((to % count) + count) % count);
  const hasPicture = useSlidePictures(current, count);

  // One timeout per shown slide: moving by hand restarts the 3 s, and unmounting clears it.
  useEffect(() => {
    if (count < 2 || hovered || focused || stopped) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [count, current, hovered, focused, stopped]);

  function onPointerEnter(event: PointerEvent) {
    if (event.pointerType === 'mouse') setHovered(true);
  }
  // Keyboard focus pauses (WAI carousel pattern); a mouse click on an arrow does not stop the show.
  function onFocus(event: FocusEvent<HTMLElement>) {
    let keyboard = true;
    try {
      keyboard = event.target.matches(':focus-visible');
    } catch {
      // Engines without :focus-visible: treat every focus as keyboard focus.
    }
    if (keyboard) setFocused(true);
  }
  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  }
  function onTouchStart(event: TouchEvent) {
    touchStartX.current = event.touches[0]?.clientX ?? null;
  }
  function onTouchEnd(event: TouchEvent) {
    const start = touchStartX.current;
    const end = event.changedTouches[0]?.clientX;
    touchStartX.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_MIN_PX) return;
    go(end < start ? current + 1 : current - 1);
  }

  return (
    <section
      aria-roledescription={t('home.carousel.role')}
      aria-label={t('home.carousel.label')}
      className={FRAME}
      onPointerEnter={onPointerEnter}
      onPointerLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div
        className="flex h-full transition-transform duration-500 ease-out motion-reduce:transition-none"
        style={{ transform: `translateX(-${current * 100}%)` }}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        aria-live={stopped || focused ? 'polite' : 'off'}
      >
        {slides.map((slide, i) => {
          const { headline, detail } = splitSlideTitle(slide.title);
          const shown = i === current;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: a slide is a group with roledescription "slide" (a fieldset is for form controls).
            <div
              key={slide._id}
              role="group"
              aria-roledescription={t('home.carousel.slideRole')}
              aria-label={t('home.carousel.slide', { number: i + 1, count })}
              aria-hidden={shown ? undefined : true}
              inert={!shown}
              className="relative h-full w-full shrink-0"
            >
              <HomeTileLink
                target={homeTarget(slide.link, { listing: { productSliderId: slide._id } })}
                className="group block size-full"
              >
                {hasPicture(i) ? (
                  <img
                    src={uploadUrl(slide.image)}
                    alt={slide.title}
                    width={1200}
                    height={480}
                    loading={i === 0 ? 'eager' : 'lazy'}
                    fetchPriority={i === 0 ? 'high' : 'auto'}
                    decoding="async"
                    className="size-full bg-peach object-cover object-[70%_50%]"
                  />
                ) : (
                  <span role="img" aria-label={slide.title} className="block size-full bg-peach" />
                )}
                {/* The banner pictures carry no text: the title is laid over the empty left side. */}
                <span
                  aria-hidden="true"
                  className="absolute inset-y-0 left-0 flex w-[52%] flex-col justify-center gap-1.5 pl-5 pr-2 sm:w-[46%] sm:gap-2 sm:pl-10 md:pl-14 lg:pl-16"
                >
                  <span className="font-display text-lg font-black leading-[1.1] tracking-tight text-ink sm:text-3xl lg:text-[2.6rem]">
                    {headline}
                  </span>
                  {detail ? (
                    <span className="hidden text-sm leading-snug text-ink/75 sm:block md:text-base lg:text-lg">
                      {detail}
                    </span>
                  ) : null}
                  <span className="mt-1 inline-flex w-fit items-center gap-1 rounded-full bg-ink px-3 py-1.5 text-xs font-bold text-white transition-colors group-hover:bg-accent sm:mt-2 sm:px-4 sm:py-2 sm:text-sm">
                    {t('home.carousel.shopNow')}
                    <ChevronRight className="size-3.5 sm:size-4" />
                  </span>
                </span>
              </HomeTileLink>
            </div>
          );
        })}
      </div>

      {count > 1 ? (
        <>
          <button
            type="button"
            aria-label={t('home.carousel.previous')}
            onClick={() => go(current - 1)}
            className={`${arrowClass} left-2 transition hover:bg-paper md:left-4`}
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            aria-label={t('home.carousel.next')}
            onClick={() => go(current + 1)}
            className={`${arrowClass} right-2 transition hover:bg-paper md:right-4`}
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
          {/* The row spans the frame but only its buttons take taps, so the arrows in the corners stay reachable. */}
          <div className="pointer-events-none absolute inset-x-0 bottom-2 z-10 flex items-center justify-center gap-1 md:bottom-3">
            {slides.map((slide, i) => (
              <button
                key={slide._id}
                type="button"
                aria-label={t('home.carousel.goTo', { number: i + 1 })}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => go(i)}
                className="pointer-events-auto grid h-6 min-w-6 place-items-center"
              >
                <span
                  className={`block h-2 rounded-full transition-all ${
                    i === current ? 'w-6 bg-accent' : 'w-2 bg-paper/90 shadow-soft'
                  }`}
                />
              </button>
            ))}
            <button
              type="button"
              aria-label={stopped ? t('home.carousel.play') : t('home.carousel.pause')}
              onClick={() => setStopped((value) => !value)}
              className="pointer-events-auto ml-1 grid size-6 place-items-center rounded-full bg-paper/90 text-ink shadow-soft"
            >
              {stopped ? (
                <Play className="size-3" aria-hidden="true" />
              ) : (
                <Pause className="size-3" aria-hidden="true" />
              )}
            </button>
          </div>
        </>
      ) : null}
    </section>
  );
}
