import {
  Baby,
  Bell,
  BellRing,
  Ellipsis,
  Gift,
  HandCoins,
  LogIn,
  MessagesSquare,
  Package,
  Settings,
  Store,
} from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../../../contract/routes.ts';
import { getShopConfig } from '../../../lib/shop-config.ts';
import { FeedbackDialog } from './FeedbackDialog.tsx';
import { MenuButton, MenuGroup, MenuLink } from './MenuRow.tsx';

/**
 * The profile menu (rules/accounts §2 "Layout and profile menu"): account entries, then those for everyone.
 */
export function ProfileMenu({
  signedIn,
  onMore,
  moreRef,
}: {
  signedIn: boolean;
  onMore: () => void;
  moreRef?: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation('account');
  const { name } = getShopConfig();
  return (
    <nav aria-label={t('profile.menu.label')} className="space-y-6">
      <MenuGroup id="profile-account" title={t('profile.menu.yourAccount')}>
        {signedIn ? (
          <>
            <MenuLink
              to={ROUTES.addressDetails}
              icon={Settings}
              tint="bg-sky text-accent-strong"
              label={t('profile.menu.accountSettings')}
              hint={t('profile.menu.accountSettingsHint')}
            />
            <MenuLink
              to={ROUTES.orders}
              icon={Package}
              tint="bg-peach text-[#b4532a]"
              label={t('profile.menu.orders')}
            />
            <MenuLink
              to={ROUTES.children}
              icon={Baby}
              tint="bg-blush text-berry"
              label={t('profile.menu.children')}
              hint={t('profile.menu.childrenHint')}
            />
            <MenuLink
              to={ROUTES.becomeSeller}
              icon={Store}
              tint="bg-mint text-leaf"
              label={t('profile.menu.becomeSeller')}
            />
            <MenuLink
              to={ROUTES.notifications}
              icon={Bell}
              tint="bg-butter text-[#9a6b00]"
              label={t('profile.menu.notifications')}
            />
            <MenuLink
              to={ROUTES.alerts}
              icon={BellRing}
              tint="bg-mint text-leaf"
              label={t('profile.menu.alerts')}
              hint={t('profile.menu.alertsHint')}
            />
          </>
        ) : (
          <MenuLink
            to={ROUTES.signin}
            icon={LogIn}
            tint="bg-accent text-white"
            label={t('profile.menu.signIn')}
            hint={t('profile.menu.signInHint')}
          />
        )}
      </MenuGroup>
      <MenuGroup id="profile-help" title={t('profile.menu.earnHelp')}>
        <MenuLink
          to={ROUTES.refer}
          icon={Gift}
          tint="bg-lilac text-[#5b3fc4]"
          label={t('profile.menu.refer')}
          hint={t('profile.menu.referHint')}
        />
        <MenuLink
          to={ROUTES.subscribe}
          icon={MessagesSquare}
          tint="bg-sky text-accent-strong"
          label={t('profile.menu.messageCenter')}
        />
        <MenuLink
          to={ROUTES.earn}
          icon={HandCoins}
          tint="bg-butter text-[#9a6b00]"
          label={t('profile.menu.earnWith', { name })}
        />
        <FeedbackDialog />
        <li>
          <MenuButton
            ref={moreRef}
            icon={Ellipsis}
            tint="bg-cream text-ink"
            label={t('profile.menu.more')}
            onClick={onMore}
          />
        </li>
      </MenuGroup>
    </nav>
  );
}
