import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../lib/profile.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { AccountDetails } from './components/AccountDetails.tsx';
import { LanguageChoice } from './components/LanguageChoice.tsx';
import { LogoutButton } from './components/LogoutButton.tsx';
import { MoreMenu } from './components/MoreMenu.tsx';
import { ProfileHeader } from './components/ProfileHeader.tsx';
import { ProfileMenu } from './components/ProfileMenu.tsx';
import { useProfileView } from './use-profile-view.ts';

/**
 * /profile (rules/accounts §2 "Layout and profile menu", "Account Details"): the profile card, the menu
 * (or its More submenu) and, for a signed-in shopper, Account Details in place. Below 768 px the
 * editor takes the whole screen; from 768 px it sits beside the menu.
 */
export default function ProfilePage() {
  const { t } = useTranslation('account');
  const profile = useProfile();
  const { view, open, close, cameFromProfile } = useProfileView();
  // Account Details is a signed-in screen; a guest with ?view=details just sees the menu.
  const details = view === 'details' && profile.signedIn;
  usePageTitle(details ? t('profile.detailsTitle') : t('profile.pageTitle'));

  // Coming back from More, the focus returns to the More entry it left from.
  const moreRef = useRef<HTMLButtonElement>(null);
  const previousView = useRef(view);
  useEffect(() => {
    if (previousView.current === 'more' && view === 'menu') moreRef.current?.focus();
    previousView.current = view;
  }, [view]);

  return (
    <div className={`mx-auto px-4 pb-10 pt-4 md:px-6 md:pt-8 ${details ? 'max-w-5xl' : 'max-w-xl'}`}>
      <h1 className="mb-4 px-1 font-display text-2xl font-black text-ink md:mb-6 md:text-3xl">
        {t('profile.heading')}
      </h1>
      <div
        className={
          details ? 'md:grid md:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] md:items-start md:gap-8' : undefined
        }
      >
        <div className={details ? 'hidden space-y-6 md:sticky md:top-28 md:block' : 'space-y-6'}>
          <ProfileHeader profile={profile} detailsOpen={details} />
          {view === 'more' ? (
            <MoreMenu signedIn={profile.signedIn} onBack={close} focusOnShow={cameFromProfile} />
          ) : (
            <ProfileMenu signedIn={profile.signedIn} onMore={() => open('more')} moreRef={moreRef} />
          )}
          <LanguageChoice />
          {profile.signedIn ? <LogoutButton /> : null}
        </div>
        {details ? <AccountDetails profile={profile} onBack={close} focusOnShow={cameFromProfile} /> : null}
      </div>
    </div>
  );
}
