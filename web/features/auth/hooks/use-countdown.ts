import { useCallback, useEffect, useState } from 'react';

/**
 * A resend lock: `start(seconds)` counts down to zero, one render per displayed second. The end is
 * a clock time, so a tab that was asleep shows the right figure when it wakes.
 */
export function useCountdown() {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      const left = endsAt - current;
      if (left <= 0) {
        setEndsAt(null);
        return;
      }
      // Wake when the shown number changes (the next whole second before the end).
      timer = setTimeout(tick, left % 1000 || 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setEndsAt(seconds > 0 ? current + seconds * 1000 : null);
  }, []);
  const stop = useCallback(() => setEndsAt(null), []);

  const secondsLeft = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { secondsLeft, start, stop };
}

/** 75 → '1:15', 9 → '0:09'. */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
