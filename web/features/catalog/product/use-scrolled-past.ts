import { type RefObject, useEffect, useState } from 'react';

/**
 * How much of the top of the window the page's sticky header covers (the layout shows one header per
 * width, the other is not displayed and measures 0).
 */
function stickyHeaderHeight(): number {
  let height = 0;
  for (const header of document.querySelectorAll('header')) {
    const { position } = getComputedStyle(header);
    if (position === 'sticky' || position === 'fixed') {
      height = Math.max(height, header.getBoundingClientRect().height);
    }
  }
  return Math.round(height);
}

const BELOW_PX = 1_000_000;

/**
 * True once the element has scrolled up out of view (wholly above the visible area, less what the
 * sticky header covers), false while it shows or is still further down the page. Without
 * IntersectionObserver (very old browsers) it stays false.
 */
export function useScrolledPast(target: RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    let observer: IntersectionObserver | undefined;
    // Watched again when the width changes: the header (and so the covered strip) may change too.
    const watch = () => {
      observer?.disconnect();
      const inset = stickyHeaderHeight();
      observer = new IntersectionObserver(
        ([entry]) => {
          if (!entry) return;
          const top = entry.rootBounds?.top ?? inset;
          setPast(!entry.isIntersecting && entry.boundingClientRect.bottom <= top);
        },
        // The watched area runs from under the header to far below the window, so "in it" means
        // "not yet scrolled past": a jump straight over the window (a flick, an anchor link) still
        // changes the answer, which a watch of the window alone would never report.
        { rootMargin: `-${inset}px 0px ${BELOW_PX}px 0px` },
      );
      observer.observe(element);
    };
    watch();
    window.addEventListener('resize', watch);
    return () => {
      window.removeEventListener('resize', watch);
      observer?.disconnect();
    };
  }, [target]);
  return past;
}
