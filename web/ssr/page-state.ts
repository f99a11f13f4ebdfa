import type { DehydratedState } from '@tanstack/react-query';

// What a server-rendered page hands to the browser: the data its first screen was drawn from (the
// data cache and the router's state), in a <script type="application/json"> (never executed, so the
// shop's CSP that allows no inline script is kept). The browser reads it before hydrating.

export const PAGE_STATE_ID = 'll-page-state';

/** How the browser should take over #root: hydrate the server's markup, or draw afresh over a shell. */
export type TakeOver = 'hydrate' | 'render';
export const TAKE_OVER_ATTRIBUTE = 'data-take-over';

export interface RouterState {
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
}

export interface PageState {
  queries: DehydratedState;
  router: RouterState;
}

/** The page's state, if the server rendered it for hydration (else null: the browser renders alone). */
export function readPageState(doc: Document): PageState | null {
  const root = doc.getElementById('root');
  if (root?.getAttribute(TAKE_OVER_ATTRIBUTE) !== 'hydrate') return null;
  const text = doc.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as Partial<PageState> | null;
    if (!state || typeof state !== 'object' || !state.queries || !state.router) return null;
    return state as PageState;
  } catch {
    return null;
  }
}
