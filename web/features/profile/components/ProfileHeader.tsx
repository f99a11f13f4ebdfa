import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import type { PublicUser } from '../../../../contract/auth.ts';
import { displayName } from '../../../../contract/profile.ts';
import { buttonStyles } from '../../../components/button-styles.ts';
import { SectionError } from '../../../components/SectionError.tsx';
import { Skeleton } from '../../../components/Skeleton.tsx';
import { localize, tr } from '../../../i18n/texts.ts';
import type { ProfileState } from '../../../lib/profile.ts';
import { profileViewHref } from '../use-profile-view.ts';
import { Avatar } from './Avatar.tsx';
import { CoinBalance } from './CoinBalance.tsx';

const card =
  'relative flex min-h-32 items-center gap-4 overflow-hidden rounded-[1.5rem] bg-[linear-gradient(135deg,#dcebff,#ebe4ff_55%,#ffe3d1)] px-4 py-5 md:px-5';

/** The loaded profile: photo, name (or its fallbacks), coins and the way into Account Details. */
function SignedInHeader({ user, detailsOpen }: { user: PublicUser; detailsOpen: boolean }) {
  return (
    <>
      <Avatar src={user.image} name={user.name} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-display text-xl font-black text-ink" data-testid="profile-name">
          {localize(displayName(user), 'account:profile.messages')}
        </p>
        <p className="mt-1.5">
          <CoinBalance coins={user.coins} pending={user.pendingCoins} />
        </p>
      </div>
      <Link
        to={profileViewHref('details')}
        state={{ fromProfile: true }}
        aria-current={detailsOpen ? 'page' : undefined}
        className={`${buttonStyles.secondary} shrink-0 px-3 py-2 text-sm aria-[current=page]:border-accent aria-[current=page]:text-accent sm:px-4`}
      >
        <Pencil className="size-4" aria-hidden="true" />
        {/* Beside the open editor the column is narrow: the pencil alone says it. */}
        <span className={detailsOpen ? 'sr-only' : 'sr-only sm:not-sr-only'}>
          {tr('account:profile.editProfile')}
        </span>
      </Link>
    </>
  );
}

function LoadingHeader() {
  return (
    <div aria-hidden="true" data-testid="profile-header-skeleton" className="flex flex-1 items-center gap-4">
      <Skeleton className="size-16 shrink-0 rounded-full" />
      <div className="flex-1 space-y-3">
        <Skeleton className="h-5 w-2/3 max-w-48 rounded-full" />
        <Skeleton className="h-7 w-28 rounded-full" />
      </div>
    </div>
  );
}

/** The top card of /profile for a signed-in shopper (loading, failed or loaded) or a guest. */
export function ProfileHeader({ profile, detailsOpen }: { profile: ProfileState; detailsOpen: boolean }) {
  if (!profile.signedIn) {
    return (
      <section aria-label={tr('account:profile.yourProfile')} className={card}>
        <Avatar src={null} name={null} />
        <div className="min-w-0 flex-1">
          <p className="truncate font-display text-xl font-black text-ink" data-testid="profile-name">
            {tr('account:profile.messages.guest')}
          </p>
          <p className="mt-1 text-sm text-ink-soft">{tr('account:profile.guestHint')}</p>
        </div>
      </section>
    );
  }
  return (
    <section aria-label={tr('account:profile.yourProfile')} aria-busy={profile.loading} className={card}>
      {profile.user ? (
        <SignedInHeader user={profile.user} detailsOpen={detailsOpen} />
      ) : profile.problem ? (
        <div className="flex-1">
          <SectionError
            message={
              profile.problem === 'failed'
                ? tr('account:profile.messages.fetchFailed')
                : tr('account:profile.messages.fetchError')
            }
            onRetry={profile.retry}
          />
        </div>
      ) : (
        <LoadingHeader />
      )}
    </section>
  );
}
