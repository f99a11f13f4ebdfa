import { ArrowLeft, Heart, MapPin, RotateCcw, ShieldCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../../../contract/routes.ts';
import { DeleteAccountDialog } from './DeleteAccountDialog.tsx';
import { MenuGroup, MenuLink } from './MenuRow.tsx';

/** The More submenu, shown in place of the menu, with a way back to it. */
export function MoreMenu({
  signedIn,
  onBack,
  focusOnShow,
}: {
  signedIn: boolean;
  onBack: () => void;
  /** Move the focus here when the shopper has just opened it (not on a fresh page load). */
  focusOnShow: boolean;
}) {
  const { t } = useTranslation('account');
  const backRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnShow) backRef.current?.focus();
  }, [focusOnShow]);

  return (
    <nav aria-label={t('profile.more.title')} className="space-y-4">
      <button
        ref={backRef}
        type="button"
        onClick={onBack}
        className="inline-flex items-center gap-2 rounded-full px-3 py-2 text-sm font-bold text-accent-strong hover:bg-accent-soft"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('profile.backToProfile')}
      </button>
      <MenuGroup id="profile-more-menu" title={t('profile.more.title')}>
        {signedIn ? (
          <MenuLink
            to={ROUTES.wishlist}
            icon={Heart}
            tint="bg-blush text-berry"
            label={t('profile.more.wishlist')}
          />
        ) : null}
        <MenuLink
          to={ROUTES.privacyPolicy}
          icon={ShieldCheck}
          tint="bg-mint text-leaf"
          label={t('profile.more.privacyPolicy')}
        />
        <MenuLink
          to={ROUTES.returnPolicy}
          icon={RotateCcw}
          tint="bg-peach text-[#b4532a]"
          label={t('profile.more.returnPolicy')}
        />
        {signedIn ? (
          <>
            <MenuLink
              to={ROUTES.manageAddress}
              icon={MapPin}
              tint="bg-sky text-accent-strong"
              label={t('profile.more.manageAddress')}
            />
            <DeleteAccountDialog />
          </>
        ) : null}
      </MenuGroup>
    </nav>
  );
}
