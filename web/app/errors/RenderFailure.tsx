import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse } from 'react-router';
import { buttonStyles } from '../../components/button-styles.ts';

/** A readable text for anything that can be thrown while rendering or routing. */
export function errorText(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === 'string' ? error.data : error.statusText;
    return detail ? `${error.status} ${detail}` : String(error.status);
  }
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? 'Unknown error';
  } catch {
    return 'Unknown error';
  }
}

export interface RenderFailureProps {
  error: unknown;
  /** Defaults to reloading the page. */
  onReload?: () => void;
}

/** The render-failure screen (rules/accounts §2 "Render failure"). */
export function RenderFailure({ error, onReload = () => window.location.reload() }: RenderFailureProps) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className="mx-auto flex w-full max-w-lg flex-col items-center px-4 py-16 text-center">
      <div className="mb-6 grid size-20 place-items-center rounded-full bg-peach" aria-hidden="true">
        <span className="font-display text-4xl font-black text-berry">!</span>
      </div>
      <h1 className="font-display text-2xl font-extrabold text-ink">{t('failure.title')}</h1>
      <p className="mt-3 break-words rounded-2xl bg-paper px-4 py-3 font-mono text-sm text-ink-soft shadow-soft">
        {errorText(error)}
      </p>
      <button type="button" onClick={onReload} className={`${buttonStyles.primary} mt-8`}>
        <RotateCw className="size-4" aria-hidden="true" />
        {t('failure.reload')}
      </button>
    </div>
  );
}
