import { House, LayoutGrid, type LucideIcon, ShoppingBag, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { ROUTES } from '../../../contract/routes.ts';
import { CartCountBadge, useCartCount } from '../../features/cart/CartCount.tsx';
import { cartLinkLabel } from '../../features/cart/count-label.ts';

const TABS: {
  to: string;
  label: 'home' | 'categories' | 'cart' | 'account';
  icon: LucideIcon;
  end?: boolean;
  cart?: boolean;
}[] = [
  { to: ROUTES.home, label: 'home', icon: House, end: true },
  { to: ROUTES.category, label: 'categories', icon: LayoutGrid },
  { to: ROUTES.cart, label: 'cart', icon: ShoppingBag, cart: true },
  { to: ROUTES.profile, label: 'account', icon: UserRound },
];

/** Below 768 px: the fixed bottom tab bar; the current tab is highlighted (and aria-current). */
export function TabBar() {
  const cartCount = useCartCount();
  const { t } = useTranslation('common');
  return (
    <nav
      aria-label={t('nav.tabs')}
      data-testid="tab-bar"
      className="pb-safe fixed inset-x-0 bottom-0 z-40 border-t border-line bg-paper/95 shadow-[0_-6px_20px_-12px_rgb(27_36_64/0.25)] backdrop-blur md:hidden"
    >
      <ul className="mx-auto grid h-16 max-w-md grid-cols-4">
        {TABS.map(({ to, label, icon: Icon, end, cart }) => (
          <li key={to} className="flex">
            <NavLink
              to={to}
              end={end ?? false}
              aria-label={cart && cartCount > 0 ? cartLinkLabel(cartCount) : undefined}
              className={({ isActive }) =>
                `group flex flex-1 flex-col items-center justify-center gap-0.5 text-xs font-semibold ${
                  isActive ? 'text-accent' : 'text-ink-soft hover:text-ink'
                }`
              }
            >
              {({ isActive }) => (
                <>
                  <span
                    className={`relative grid h-7 w-12 place-items-center rounded-full transition-colors ${
                      isActive ? 'bg-accent-soft' : 'group-hover:bg-sky/50'
                    }`}
                  >
                    <Icon className="size-[21px]" strokeWidth={isActive ? 2.3 : 1.9} aria-hidden="true" />
                    {cart ? <CartCountBadge count={cartCount} className="absolute -top-1 right-0.5" /> : null}
                  </span>
                  {t(`nav.${label}`)}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
