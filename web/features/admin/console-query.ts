import { usePageTitle } from '../../lib/use-page-title.ts';

// Shared bits of the console's pages: query keys, toast timing and titles.

/** Every console query key starts with 'admin', so a sign-out can drop them all at once. */
export const adminKey = (...parts: unknown[]) => ['admin', ...parts] as const;

/** Toasts in the console follow the account screens' timing (3 s good news, 4 s failures). */
export const CONSOLE_TOAST = 'account' as const;

/** "{page} · Console · {shop}". */
export function useConsoleTitle(page: string): void {
  usePageTitle(`${page} · Console`);
}
