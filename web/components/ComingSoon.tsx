import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '../../contract/routes.ts';
import { usePageTitle } from '../lib/use-page-title.ts';
import { buttonStyles } from './button-styles.ts';

export interface ComingSoonProps {
  /** Short name for the tab title, e.g. "Wishlist". */
  title: string;
  /** The headline, e.g. "Your wishlist is coming soon". */
  headline: string;
}

/** An honest placeholder for a screen that is not built yet. */
export function ComingSoon({ title, headline }: ComingSoonProps) {
  usePageTitle(title);
  const { t } = useTranslation('common');
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-14 text-center sm:py-20">
      <div className="relative mb-6 grid size-20 place-items-center rounded-full bg-butter">
        <span className="absolute -right-2 -top-1 size-6 rounded-full bg-blush" aria-hidden="true" />
        <span className="absolute -bottom-1 -left-3 size-4 rounded-full bg-mint" aria-hidden="true" />
        <Sparkles className="size-9 text-accent" aria-hidden="true" />
      </div>
      <h1 className="font-display text-2xl font-extrabold text-ink sm:text-3xl">{headline}</h1>
      <p className="mt-3 max-w-md text-ink-soft">{t('comingSoon.text')}</p>
      <Link to={ROUTES.home} className={`${buttonStyles.primary} mt-8`}>
        {t('comingSoon.home')}
      </Link>
    </div>
  );
}
