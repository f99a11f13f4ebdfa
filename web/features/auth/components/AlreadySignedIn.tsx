import { House, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '../../../../contract/routes.ts';
import { buttonStyles } from '../../../components/button-styles.ts';

/** Shown instead of the forms to a shopper who is signed in already. */
export function AlreadySignedIn() {
  const { t } = useTranslation('auth');
  return (
    <div className="rounded-[1.75rem] bg-paper p-6 text-center shadow-soft ring-1 ring-line/70 md:p-8">
      <span className="mx-auto grid size-14 place-items-center rounded-full bg-mint" aria-hidden="true">
        <UserRound className="size-7 text-leaf" />
      </span>
      <h2 className="mt-4 font-display text-xl font-extrabold text-ink">{t('alreadySignedIn.title')}</h2>
      <p className="mt-1 text-sm text-ink-soft">{t('alreadySignedIn.intro')}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <Link to={ROUTES.home} className={buttonStyles.primary}>
          <House className="size-4" aria-hidden="true" />
          {t('alreadySignedIn.shop')}
        </Link>
        <Link to={ROUTES.profile} className={buttonStyles.secondary}>
          <UserRound className="size-4" aria-hidden="true" />
          {t('alreadySignedIn.account')}
        </Link>
      </div>
    </div>
  );
}
