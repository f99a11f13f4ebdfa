import { usePageTitle } from '../../lib/use-page-title.ts';

// Shared bits of the console's pages: toast timing and titles (query keys are in console-keys.ts).

/** Toasts in the console follow the account screens' timing (3 s good news, 4 s failures). */
export const CONSOLE_TOAST = 'account' as const;

/** "{page} · Console · {shop}". */
export function useConsoleTitle(page: string): void {
  usePageTitle(`${page} · Console`);
}
