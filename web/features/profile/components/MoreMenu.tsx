import { ArrowLeft, Heart, MapPin, RotateCcw, ShieldCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
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
  const backRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnShow) backRef.current?.focus();
  }, [focusOnShow]);

  return (
    <nav aria-label="More" className="space-y-4">
      <button
        ref={backRef}
        type="button"
        onClick={onBack}
        className="inline-flex items-center gap-2 rounded-full px-3 py-2 text-sm font-bold text-accent-strong hover:bg-accent-soft"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Profile
      </button>
      <MenuGroup id="profile-more-menu" title="More">
        {signedIn ? (
          <MenuLink to={ROUTES.wishlist} icon={Heart} tint="bg-blush text-berry" label="Wishlist" />
        ) : null}
        <MenuLink
          to={ROUTES.privacyPolicy}
          icon={ShieldCheck}
          tint="bg-mint text-leaf"
          label="Privacy Policy"
        />
        <MenuLink
          to={ROUTES.returnPolicy}
          icon={RotateCcw}
          tint="bg-peach text-[#b4532a]"
          label="Return and Refund Policy"
        />
        {signedIn ? (
          <>
            <MenuLink
              to={ROUTES.manageAddress}
              icon={MapPin}
              tint="bg-sky text-accent-strong"
              label="Manage Address"
            />
            <DeleteAccountDialog />
          </>
        ) : null}
      </MenuGroup>
    </nav>
  );
}
