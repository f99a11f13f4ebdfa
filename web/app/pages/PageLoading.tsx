import { useTranslation } from 'react-i18next';
/** Shown in the page area while a page's code loads for the first time; it fills the screen so the footer is never painted in view and then pushed away (no layout shift). */
export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <div className="grid min-h-dvh place-items-center" role="status">
      <span className="sr-only">{t('loading')}</span>
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-accent-soft border-t-accent"
      />
    </div>
  );
}
