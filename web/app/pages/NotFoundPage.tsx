import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '../../../contract/routes.ts';
import { buttonStyles } from '../../components/button-styles.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export default function NotFoundPage() {
  const { t } = useTranslation('common');
  usePageTitle(t('notFound.title'));
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <p aria-hidden="true" className="font-display text-7xl font-black tracking-tight text-accent/25">
        404
      </p>
      <h1 className="mt-2 font-display text-2xl font-extrabold text-ink sm:text-3xl">
        {t('notFound.title')}
      </h1>
      <p className="mt-3 text-ink-soft">{t('notFound.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={ROUTES.home} className={buttonStyles.primary}>
          {t('notFound.home')}
        </Link>
        <Link to={ROUTES.category} className={buttonStyles.secondary}>
          {t('notFound.categories')}
        </Link>
      </div>
    </div>
  );
}
