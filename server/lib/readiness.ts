import type { LifecycleState } from '../../contract/health.ts';

// Where this instance is in its life (docs/decisions/026): `starting` until it listens with every part
// open, `ready` while it should get traffic, `draining` from SIGTERM on — it still answers every request
// for DRAIN_MS, but its ready check says 503 so the load balancer stops sending, and each answer closes
// its connection so kept-alive clients reconnect elsewhere. main.ts moves it; tests may too.

export interface Readiness {
  readonly state: LifecycleState;
  /** Moves on; never back from draining (a leaving instance does not come back). */
  set(state: LifecycleState): void;
}

export function createReadiness(initial: LifecycleState = 'starting'): Readiness {
  let state = initial;
  return {
    get state() {
      return state;
    },
    set(next) {
      if (state === 'draining') return;
      state = next;
    },
  };
}
