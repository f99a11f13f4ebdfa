import { useCallback, useEffect, useRef } from 'react';
import { type NavigateOptions, useNavigate } from 'react-router';

/**
 * Navigates after a pause (the spec's 1 s after sign-in, 2 s after a reset) so the success toast is
 * seen first. Leaving the page earlier cancels the pending move.
 */
export function useDelayedNavigate() {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return useCallback(
    (to: string, delayMs: number, options?: NavigateOptions) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        void navigate(to, options);
      }, delayMs);
    },
    [navigate],
  );
}
