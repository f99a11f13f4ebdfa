import { type RefObject, useEffect, useState } from 'react';

/** How far ahead of the window a section starts loading: about a phone's screen. */
const AHEAD = '600px';

/**
 * False until the element comes within a screen or so of the window, then true for good. A section
 * far below the first screen (a product's reviews, similar products) asks for its data and draws its
 * cards only then: on a slow phone the first screen's picture and the page's start get the network
 * and the processor, and a shopper who never scrolls down costs the shop nothing. Where there is no
 * IntersectionObserver (very old browsers, tests without a layout), it is true at once.
 */
export function useNearViewport(target: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = target.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: `${AHEAD} 0px ${AHEAD} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, near]);
  return near;
}
