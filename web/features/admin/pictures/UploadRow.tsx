import { CircleAlert, LoaderCircle } from 'lucide-react';
import { linkClass } from '../ui.tsx';

// One file on its way up, or refused: its name, a progress bar while it uploads, the server's words
// when it failed, with Try again (when trying again can help) and Dismiss.

export interface PendingUpload {
  id: number;
  file: File;
  state: 'waiting' | 'uploading' | 'failed';
  message?: string;
  /** False when sending the same file again cannot help (no room left). */
  canRetry?: boolean;
}

export function UploadRow({
  upload,
  onRetry,
  onDismiss,
}: {
  upload: PendingUpload;
  onRetry: () => void;
  onDismiss: () => void;
}) {
  const { file, state, message, canRetry = true } = upload;
  if (state !== 'failed') {
    return (
      <li className="flex items-center gap-2 text-sm text-ink">
        <LoaderCircle className="size-4 shrink-0 animate-spin text-ink-soft" aria-hidden="true" />
        <span className="min-w-0 flex-1 truncate">
          {state === 'uploading' ? 'Uploading' : 'Waiting to upload'} {file.name}
        </span>
        <progress aria-label={`Uploading ${file.name}`} className="h-2 w-24 accent-accent" />
      </li>
    );
  }
  return (
    <li className="flex flex-wrap items-start gap-2 rounded-xl bg-blush/60 px-3 py-2 text-sm text-berry">
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p className="min-w-0 flex-1" role="alert">
        <span className="font-semibold">{file.name}</span>: {message}
      </p>
      {canRetry ? (
        <button
          type="button"
          className={linkClass}
          onClick={onRetry}
          aria-label={`Try again to upload ${file.name}`}
        >
          Try again
        </button>
      ) : null}
      <button type="button" className={linkClass} onClick={onDismiss} aria-label={`Dismiss ${file.name}`}>
        Dismiss
      </button>
    </li>
  );
}
