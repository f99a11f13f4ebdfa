import { useSyncExternalStore } from 'react';

const noChange = () => () => {};

/**
 * True while React hydrates the component (it must draw what the server drew), false once it has and
 * whenever the browser draws it itself. A part that reads the shopper's own state (a saved heart, a
 * cart count) shows the server's signed-out state while hydrating, then its own: a part hydrated
 * late (web/components/HydrateWhenNear.tsx) may find that state loaded already, and React does not
 * correct attributes that differ from the server's markup.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noChange,
    () => false,
    () => true,
  );
}
