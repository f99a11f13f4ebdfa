import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SCROLL_STEP_PX } from '../../../../contract/constants.ts';

/** Which ways a horizontal scroller can still move (1 px of slack for sub-pixel widths). */
export function scrollState(el: Pick<HTMLElement, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>) {
  return {
    canLeft: el.scrollLeft > 1,
    canRight: el.scrollLeft + el.clientWidth < el.scrollWidth - 1,
  };
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Tracks a scroller's position (on scroll, resize and new cards) and moves it by the spec's 300 px step. */
export function useScrollButtons(ref: RefObject<HTMLElement | null>) {
  const [state, setState] = useState({ canLeft: false, canRight: false });

  const update = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const next = scrollState(el);
    setState((prev) => (prev.canLeft === next.canLeft && prev.canRight === next.canRight ? prev : next));
  }, [ref]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // Sizes are read when the browser has laid the row out anyway (a ResizeObserver's callback, or
    // after the next frame), never inside a render or hydration: a read there forces a layout of the
    // whole page, a long task on a slow phone.
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const afterNextFrame = () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      frame = requestAnimationFrame(() => {
        timer = setTimeout(update, 0);
      });
    };
    el.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    // The row's own size (its first callback comes after the first layout), and its cards changing.
    const sized = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    if (sized) sized.observe(el);
    else afterNextFrame();
    const cards = new MutationObserver(afterNextFrame);
    cards.observe(el, { childList: true });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      el.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      sized?.disconnect();
      cards.disconnect();
    };
  }, [ref, update]);

  const scroll = useCallback(
    (direction: 1 | -1) => {
      const el = ref.current;
      if (!el) return;
      const left = direction * SCROLL_STEP_PX;
      if (typeof el.scrollBy === 'function') {
        el.scrollBy({ left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      } else {
        el.scrollLeft += left;
      }
    },
    [ref],
  );

  return { ...state, scroll, update };
}

const buttonClass =
  'absolute top-[38%] z-10 grid size-9 -translate-y-1/2 place-items-center rounded-full bg-paper/95 text-ink shadow-soft ring-1 ring-line transition hover:text-accent md:size-10';

/** A horizontally scrolling row of cards; the arrows move it 300 px and show only when it can move that way. */
export function ScrollRow({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLUListElement>(null);
  const { canLeft, canRight, scroll } = useScrollButtons(ref);
  const { t } = useTranslation('catalog');
  return (
    <div className="relative">
      {canLeft ? (
        <button
          type="button"
          aria-label={t('home.scrollLeft', { label })}
          onClick={() => scroll(-1)}
          className={`${buttonClass} -left-1 md:-left-5`}
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
      ) : null}
      {/* No scroll snapping: snap points would turn each 300 px step into the distance to the nearest
          card edge (232–250 px), and the spec's step is 300 px. */}
      <ul
        ref={ref}
        className="no-scrollbar -mx-4 flex gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:gap-4 md:px-0"
      >
        {children}
      </ul>
      {canRight ? (
        <button
          type="button"
          aria-label={t('home.scrollRight', { label })}
          onClick={() => scroll(1)}
          className={`${buttonClass} -right-1 md:-right-5`}
        >
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}
