import { CloudOff, RotateCw, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { knownText } from '../lib/known-text.ts';

const TONES = {
  /** A tidy note inside a section (quiet grey). */
  quiet: {
    box: 'flex-wrap border border-dashed border-line bg-paper/70 px-4 py-4 text-ink-soft',
    icon: 'text-ink-soft',
    retry: 'text-accent hover:bg-accent-soft',
  },
  /** A banner that stands out (home sections): soft berry. */
  alert: {
    box: 'border border-berry/25 bg-blush/60 py-3 pl-4 pr-2 text-ink',
    icon: 'text-berry',
    retry: 'shrink-0 text-accent-strong hover:bg-paper',
  },
} as const;

/** A failure note inside a page section, with Try Again and, when dismissible, a close button. */
export function SectionError({
  message,
  onRetry,
  tone = 'quiet',
  dismissible = false,
}: {
  message: string;
  onRetry?: () => void;
  tone?: keyof typeof TONES;
  dismissible?: boolean;
}) {
  const [dismissed, setDismissed] = useState(false);
  const { t } = useTranslation('common');
  if (dismissed) return null;
  const style = TONES[tone];
  return (
    <div role="alert" className={`flex items-center gap-3 rounded-2xl text-sm ${style.box}`}>
      <CloudOff className={`size-5 shrink-0 ${style.icon}`} aria-hidden="true" />
      <span className="flex-1">{knownText(message)}</span>
      {onRetry ? (
        <button
          type="button"
          onClick={onRetry}
          className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 font-semibold ${style.retry}`}
        >
          <RotateCw className="size-4" aria-hidden="true" />
          {t('actions.tryAgain')}
        </button>
      ) : null}
      {dismissible ? (
        <button
          type="button"
          aria-label={t('actions.dismiss')}
          onClick={() => setDismissed(true)}
          className="grid size-8 shrink-0 place-items-center rounded-full text-ink-soft hover:bg-paper hover:text-ink"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}
