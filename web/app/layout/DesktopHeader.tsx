import { Heart, ShoppingBag, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { ROUTES } from '../../../contract/routes.ts';
import { Wordmark } from '../../components/Logo.tsx';
import { CartCountBadge, useCartCount } from '../../features/cart/CartCount.tsx';
import { cartLinkLabel } from '../../features/cart/count-label.ts';
import { getShopConfig } from '../../lib/shop-config.ts';
import { IconLink } from './IconLink.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { SearchForm } from './SearchForm.tsx';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-4 py-2 text-[15px] font-semibold transition-colors ${
    isActive ? 'bg-accent-soft text-accent-strong' : 'text-ink hover:bg-sky/60 hover:text-accent'
  }`;

/** 768 px and wider: wordmark, Home and Categories, the search box, and account/wishlist/cart icons. */
export function DesktopHeader() {
  const { name } = getShopConfig();
  const cartCount = useCartCount();
  const { t } = useTranslation('common');
  return (
    <header
      data-testid="desktop-header"
      className="sticky top-0 z-30 hidden border-b border-line/70 bg-cream/95 backdrop-blur md:block"
    >
      <div className="mx-auto flex h-[72px] max-w-7xl items-center gap-6 px-6 lg:gap-8">
        <Link
          to={ROUTES.home}
          aria-label={t('header.homeLink', { name })}
          className="shrink-0 rounded-xl py-1"
        >
          <Wordmark />
        </Link>
        <nav aria-label={t('nav.main')} className="flex items-center gap-1">
          <NavLink to={ROUTES.home} end className={navLinkClass}>
            {t('nav.home')}
          </NavLink>
          <NavLink to={ROUTES.category} className={navLinkClass}>
            {t('nav.categories')}
          </NavLink>
        </nav>
        <SearchForm className="max-w-xl flex-1" />
        <nav aria-label={t('nav.yourAccount')} className="ml-auto flex items-center gap-1">
          <LanguageSwitch />
          <IconLink to={ROUTES.profile} label={t('nav.account')} icon={UserRound} />
          <IconLink to={ROUTES.wishlist} label={t('nav.wishlist')} icon={Heart} />
          <span className="relative">
            <IconLink to={ROUTES.cart} label={cartLinkLabel(cartCount)} icon={ShoppingBag} />
            <CartCountBadge count={cartCount} className="absolute -right-0.5 -top-0.5" />
          </span>
        </nav>
      </div>
    </header>
  );
}
