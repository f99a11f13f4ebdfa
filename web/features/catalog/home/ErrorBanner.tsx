import { CloudOff, RotateCw, X } from 'lucide-react';
import { useState } from 'react';

/** A failure banner inside a home section: Try Again reloads, the cross dismisses it. */
export function ErrorBanner({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <div
      role="alert"
      className="flex items-center gap-3 rounded-2xl border border-berry/25 bg-blush/60 py-3 pl-4 pr-2 text-sm text-ink"
    >
      <CloudOff className="size-5 shrink-0 text-berry" aria-hidden="true" />
      <span className="flex-1">{message}</span>
      {onRetry ? (
        <button
          type="button"
          onClick={onRetry}
          className="inline-flex shrink-0 items-center gap-1.5 rounded-full px-3 py-1.5 font-semibold text-accent-strong hover:bg-paper"
        >
          <RotateCw className="size-4" aria-hidden="true" />
          Try Again
        </button>
      ) : null}
      <button
        type="button"
        aria-label="Dismiss"
        onClick={() => setDismissed(true)}
        className="grid size-8 shrink-0 place-items-center rounded-full text-ink-soft hover:bg-paper hover:text-ink"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
