import { CloudOff, RotateCw } from 'lucide-react';

/** A compact, tidy failure note inside a page section, with a retry. */
export function SectionError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-2xl border border-dashed border-line bg-paper/70 px-4 py-4 text-sm text-ink-soft"
    >
      <CloudOff className="size-5 shrink-0 text-ink-soft" aria-hidden="true" />
      <span className="flex-1">{message}</span>
      {onRetry ? (
        <button
          type="button"
          onClick={onRetry}
          className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 font-semibold text-accent hover:bg-accent-soft"
        >
          <RotateCw className="size-4" aria-hidden="true" />
          Try Again
        </button>
      ) : null}
    </div>
  );
}
