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
  const { name } = getShopConfig();
  return (
    <nav aria-label="Profile menu" className="space-y-6">
      <MenuGroup id="profile-account" title="Your account">
        {signedIn ? (
          <>
            <MenuLink
              to={ROUTES.addressDetails}
              icon={Settings}
              tint="bg-sky text-accent-strong"
              label="Account Settings"
              hint="Addresses and checkout details"
            />
            <MenuLink to={ROUTES.orders} icon={Package} tint="bg-peach text-[#b4532a]" label="Orders" />
            <MenuLink
              to={ROUTES.children}
              icon={Baby}
              tint="bg-blush text-berry"
              label="My children"
              hint="Sizes that fit, picked by age"
            />
            <MenuLink
              to={ROUTES.becomeSeller}
              icon={Store}
              tint="bg-mint text-leaf"
              label="Become a Seller"
            />
            <MenuLink
              to={ROUTES.notifications}
              icon={Bell}
              tint="bg-butter text-[#9a6b00]"
              label="Notifications"
            />
            <MenuLink
              to={ROUTES.alerts}
              icon={BellRing}
              tint="bg-mint text-leaf"
              label="My alerts"
              hint="Back in stock and price drops"
            />
          </>
        ) : (
          <MenuLink
            to={ROUTES.signin}
            icon={LogIn}
            tint="bg-accent text-white"
            label="Sign in"
            hint="Orders, coins and addresses"
          />
        )}
      </MenuGroup>
      <MenuGroup id="profile-help" title="Earn & help">
        <MenuLink
          to={ROUTES.refer}
          icon={Gift}
          tint="bg-lilac text-[#5b3fc4]"
          label="Refer & Earn"
          hint="Share your code and earn coins"
        />
        <MenuLink
          to={ROUTES.subscribe}
          icon={MessagesSquare}
          tint="bg-sky text-accent-strong"
          label="Message Center"
        />
        <MenuLink
          to={ROUTES.earn}
          icon={HandCoins}
          tint="bg-butter text-[#9a6b00]"
          label={`Earn with ${name}`}
        />
        <FeedbackDialog />
        <li>
          <MenuButton ref={moreRef} icon={Ellipsis} tint="bg-cream text-ink" label="More" onClick={onMore} />
        </li>
      </MenuGroup>
    </nav>
  );
}
