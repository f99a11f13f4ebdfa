/**
 * Hands the main thread back to the browser for a moment (a tap, a scroll, a paint may go first),
 * then goes on. Start-up work on a slow phone is cut into pieces with it, so no piece is a long
 * task. `scheduler.yield()` keeps this work's place ahead of other queued tasks where the browser
 * has it; elsewhere a zero timeout does the same job a little later.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
