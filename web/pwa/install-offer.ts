// The install offer: "Add <shop> to your home screen", offered once, from the second visit on.
//
// - A visit is a browsing session on this device: the first page of a session (sessionStorage has no
//   mark yet) adds one to the count kept in localStorage. Reloads and pages within the session do not.
// - Chromium-based browsers fire `beforeinstallprompt` when the shop can be installed. We always keep
//   their own mini-banner away (preventDefault) and, from the second visit, keep the event so the
//   banner (InstallPrompt.tsx) can call its prompt().
// - Install or Not now ends the offer for good on this device, as does installing the shop any other
//   way (`appinstalled`) or running installed (display-mode: standalone). The browser's own menu item
//   stays available.

/** The event Chromium fires when the page may be installed (not in TypeScript's DOM types yet). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

export const VISITS_KEY = 'll_visits';
export const SESSION_MARK_KEY = 'll_visit_counted';
export const OFFER_DONE_KEY = 'll_install_offer';
/** The visit from which the offer is made. */
export const OFFER_FROM_VISIT = 2;

let kept: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** localStorage/sessionStorage may be switched off (private modes, strict settings): never throw. */
function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}
function write(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    // Nothing kept: the offer simply comes again, or never.
  }
}
const local = () => window.localStorage;
const session = () => window.sessionStorage;

/** Counts this visit once per session and returns the number of visits on this device so far. */
export function countVisit(): number {
  const before = Number.parseInt(read(local, VISITS_KEY) ?? '0', 10) || 0;
  if (read(session, SESSION_MARK_KEY)) return before;
  write(session, SESSION_MARK_KEY, '1');
  write(local, VISITS_KEY, String(before + 1));
  return before + 1;
}

export const visitsSoFar = (): number => Number.parseInt(read(local, VISITS_KEY) ?? '0', 10) || 0;

export const offerDone = (): boolean => read(local, OFFER_DONE_KEY) !== null;

function runningInstalled(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
}

function endOffer(how: 'installed' | 'dismissed'): void {
  write(local, OFFER_DONE_KEY, how);
  kept = null;
  notify();
}

function onBeforeInstallPrompt(event: Event): void {
  // Ours to offer (or not): no browser mini-banner on the first visit or after the offer has ended.
  event.preventDefault();
  if (offerDone() || runningInstalled() || visitsSoFar() < OFFER_FROM_VISIT) return;
  kept = event as BeforeInstallPromptEvent;
  notify();
}

const onAppInstalled = () => endOffer('installed');

/** Starts listening for the browser's install events (once, as early as possible). Returns a stop. */
export function listenForInstallOffer(): () => void {
  window.addEventListener('beforeinstallprompt', onBeforeInstallPrompt);
  window.addEventListener('appinstalled', onAppInstalled);
  return () => {
    window.removeEventListener('beforeinstallprompt', onBeforeInstallPrompt);
    window.removeEventListener('appinstalled', onAppInstalled);
  };
}

/** Whether the banner should show now (for useSyncExternalStore). */
export const installOfferOpen = (): boolean => kept !== null;

export function subscribeToInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Install: the browser's own install dialog. The offer ends whatever the shopper answers there. */
export async function acceptInstallOffer(): Promise<void> {
  const event = kept;
  endOffer('installed');
  if (!event) return;
  await event.prompt();
  const choice = await event.userChoice;
  if (choice.outcome === 'dismissed') write(local, OFFER_DONE_KEY, 'dismissed');
}

/** Not now: never offered again on this device. */
export const declineInstallOffer = (): void => endOffer('dismissed');

/** For tests: forget the kept event. */
export function resetInstallOffer(): void {
  kept = null;
  notify();
}
