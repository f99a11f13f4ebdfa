import { CloudOff, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * The failure note of the notifications page. The shared SectionError says 'Try Again' (the storefront's
 * words); the accounts spec names this button 'Retry' (rules/accounts §8: 'Failed to fetch notifications'
 * (Retry)), so the page has its own, in the same quiet style.
 */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('account');
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-2xl border border-dashed border-line bg-paper/70 px-4 py-4 text-sm text-ink-soft"
    >
      <CloudOff className="size-5 shrink-0 text-ink-soft" aria-hidden="true" />
      <span className="flex-1">{message}</span>
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 font-semibold text-accent-strong hover:bg-accent-soft"
      >
        <RotateCw className="size-4" aria-hidden="true" />
        {t('messages.notifications.retry')}
      </button>
    </div>
  );
}
