import { useEffect, useState } from 'react';

/** Runs `then` once the page has loaded and the browser is idle (right away if it already is). */
function afterLoadAndIdle(then: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const run = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function')
      idle = window.requestIdleCallback(then, { timeout: 2000 });
    else idle = window.setTimeout(then, 200);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    if (idle !== undefined) {
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      window.clearTimeout(idle);
    }
  };
}

/**
 * Which slides of a carousel get their picture: the first one from the start (it is the page's largest
 * picture and is in the server's HTML), then, once the page has loaded and is idle, the next one to be
 * shown; every slide that has been shown keeps its picture. A slow phone network brings the first
 * screen's picture alone instead of every banner at once.
 */
export function useSlidePictures(current: number, count: number): (index: number) => boolean {
  const [settled, setSettled] = useState(false);
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set([0]));
  useEffect(() => afterLoadAndIdle(() => setSettled(true)), []);
  useEffect(() => {
    setSeen((before) => (before.has(current) ? before : new Set([...before, current])));
  }, [current]);
  const next = count > 1 ? (current + 1) % count : current;
  return (index) => index === current || seen.has(index) || (settled && index === next);
}
