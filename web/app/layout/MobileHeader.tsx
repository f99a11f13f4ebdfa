import { Bell, Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '../../../contract/routes.ts';
import { Wordmark } from '../../components/Logo.tsx';
import { getShopConfig } from '../../lib/shop-config.ts';
import { IconLink } from './IconLink.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { SearchForm } from './SearchForm.tsx';

/** Below 768 px: wordmark, notifications and wishlist icons, and the search box. */
export function MobileHeader() {
  const { name } = getShopConfig();
  const { t } = useTranslation('common');
  return (
    <header
      data-testid="mobile-header"
      className="sticky top-0 z-30 border-b border-line/70 bg-cream/95 px-4 pb-3 pt-2 backdrop-blur md:hidden"
    >
      <div className="flex items-center justify-between">
        <Link to={ROUTES.home} aria-label={t('header.homeLink', { name })} className="rounded-xl py-1">
          <Wordmark compact />
        </Link>
        <nav aria-label={t('nav.quickLinks')} className="flex items-center gap-1">
          <LanguageSwitch />
          <IconLink to={ROUTES.notifications} label={t('nav.notifications')} icon={Bell} />
          <IconLink to={ROUTES.wishlist} label={t('nav.wishlist')} icon={Heart} />
        </nav>
      </div>
      <SearchForm className="mt-2" />
    </header>
  );
}
