import { type ReactNode, Suspense, useId, useLayoutEffect } from 'react';
import { useHydrating } from '../lib/use-hydrating.ts';

// Hydration of a server-drawn page is the main cost of its first load on a slow phone: React walks
// every element the server drew and attaches its handlers. A part of the page wrapped here keeps the
// server's markup as it is (visible, its links working as plain links) and is hydrated only when it
// comes near the screen, or when the shopper touches, clicks into or tabs into it: the home's
// sections below the first screen, the footer. Until then React does no work for it. (React keeps a
// Suspense boundary's server markup while what is inside it waits; `Gate` waits on the way in.)
// Only parts that draw nothing from the shopper's own state may wait, or that draw the server's state
// while hydrating (useHydrating: a saved heart, the desktop header's cart count). The desktop header
// waits this way: hidden below 768 px, it is never hydrated on a phone.
// Decision 033.
//
// Everything wakes at once before something would change what a waiting part shows: a navigation
// (wakeAllParts, web/main.tsx) and a language switch (hydrateAllParts, web/i18n/i18n.ts).
// On the server, and whenever the browser draws a part itself (a later page, a page drawn without
// the server), it renders at once: only hydration waits.

/** How far from the screen a part starts hydrating, so it is live before the shopper reaches it. */
export const HYDRATE_MARGIN = '300px';

/** What the shopper does to a part that hydrates it at once (before the click or key lands). */
const WAKE_EVENTS = ['pointerdown', 'focusin', 'keydown', 'mouseover'] as const;

interface Part {
  /** Resolves when the part may hydrate. */
  near: Promise<void>;
  /** True from the moment it may. */
  woken: boolean;
  wake: () => void;
  /** Resolves once the part has hydrated (or been drawn afresh). */
  done: Promise<void>;
  markDone: () => void;
  /** The wrapper in the page (null: not found, nothing to wait for). */
  element: Element | null;
}

const parts = new Map<string, Part>();
let allAwake = false;

function partOf(id: string): Part {
  let part = parts.get(id);
  if (part) return part;
  let wake = () => {};
  let markDone = () => {};
  const near = new Promise<void>((resolve) => {
    wake = () => {
      // Marked at once: a part woken by a tap hydrates within that same tap's dispatch (React's own
      // listener runs next and hydrates what it can at once), so the tap lands.
      if (part) part.woken = true;
      resolve();
    };
  });
  const done = new Promise<void>((resolve) => {
    markDone = resolve;
  });
  const element = markupOf(id);
  part = { near, woken: false, wake, done, markDone, element };
  parts.set(id, part);
  if (allAwake) wake();
  else watch(part);
  return part;
}

/** Wakes the part when its boxes come near the screen. */
function watch(part: Part): void {
  const { element } = part;
  const boxes = element ? [...element.children] : [];
  if (!element || boxes.length === 0 || typeof IntersectionObserver === 'undefined') {
    part.wake();
    return;
  }
  listenForReach();
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) part.wake();
    },
    { rootMargin: HYDRATE_MARGIN },
  );
  // The wrapper has no box of its own (display: contents): its children are what the screen shows.
  for (const box of boxes) observer.observe(box);
  void part.near.then(() => observer.disconnect());
}

let listening = false;

/**
 * Wakes the parts a tap, a key or a pointer reaches, before React sees the event. This listens on the
 * window, in the capture phase: React's listener on the page's root comes later, and it stops an event
 * bound for a part it cannot hydrate yet, so a listener on the part itself would never hear it.
 */
function listenForReach(): void {
  if (listening) return;
  listening = true;
  const reach = (event: Event) => {
    let element = event.target instanceof Element ? event.target.closest('[data-hydrate-when-near]') : null;
    while (element) {
      parts.get(element.getAttribute('data-hydrate-when-near') ?? '')?.wake();
      element = element.parentElement?.closest('[data-hydrate-when-near]') ?? null;
    }
  };
  for (const type of WAKE_EVENTS) window.addEventListener(type, reach, { capture: true, passive: true });
}

/** Lets every waiting part hydrate now, and any part met later hydrate at once. */
export function wakeAllParts(): void {
  allAwake = true;
  for (const part of parts.values()) part.wake();
}

/** Wakes every part and resolves once each has hydrated: call before changing what they would show. */
export function hydrateAllParts(): Promise<void> {
  wakeAllParts();
  const waiting: Promise<void>[] = [];
  for (const [id, part] of parts) {
    // A part whose page is gone was dropped without hydrating: nothing to wait for.
    if (part.element?.isConnected) waiting.push(part.done);
    else parts.delete(id);
  }
  return Promise.all(waiting).then(() => {});
}

/** The server's markup of a part, when the page holds it. */
const markupOf = (id: string): Element | null =>
  typeof document === 'undefined'
    ? null
    : document.querySelector(`[data-hydrate-when-near="${CSS.escape(id)}"]`);

/** Waits for the part to come near, but only while React hydrates the server's markup of it. */
function Gate({ id, children }: { id: string; children: ReactNode }) {
  const hydrating = useHydrating();
  if (hydrating && (parts.has(id) || markupOf(id))) {
    const part = partOf(id);
    // Suspends the part's hydration until it wakes (React retries when the promise settles). Thrown
    // rather than passed to use(): use() would have to be called on every later render too.
    if (!part.woken) throw part.near;
  }
  return children;
}

/** Tells hydrateAllParts that the part is live. */
function Done({ id }: { id: string }) {
  useLayoutEffect(() => {
    parts.get(id)?.markDone();
  }, [id]);
  return null;
}

/**
 * Hydrates its children only when they come near the screen (see above). The wrapper is
 * `display: contents`: layout and flex gaps behave as if it were not there.
 */
export function HydrateWhenNear({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    <div data-hydrate-when-near={id} className="contents">
      <Suspense fallback={null}>
        <Gate id={id}>{children}</Gate>
        <Done id={id} />
      </Suspense>
    </div>
  );
}
