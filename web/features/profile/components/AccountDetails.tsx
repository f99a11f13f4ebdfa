import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionError } from '../../../components/SectionError.tsx';
import { Skeleton } from '../../../components/Skeleton.tsx';
import type { ProfileState } from '../../../lib/profile.ts';
import { ProfileForm } from './ProfileForm.tsx';

/** The form's shape while the profile loads, so nothing moves when it arrives. */
function FormSkeleton() {
  return (
    <div aria-hidden="true" data-testid="account-details-skeleton" className="space-y-5">
      <div className="flex items-center gap-4 rounded-2xl bg-cream/70 p-4">
        <Skeleton className="size-24 shrink-0 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-9 w-36 rounded-full" />
          <Skeleton className="h-3 w-40 rounded-full" />
        </div>
      </div>
      {['name', 'email', 'phone'].map((key) => (
        <div key={key} className="space-y-2">
          <Skeleton className="h-4 w-24 rounded-full" />
          <Skeleton className="h-12 w-full rounded-2xl" />
        </div>
      ))}
      <div className="space-y-2">
        <Skeleton className="h-4 w-16 rounded-full" />
        <Skeleton className="h-9 w-64 rounded-full" />
      </div>
      <Skeleton className="h-11 w-full rounded-full sm:w-40" />
    </div>
  );
}

/** Account Details (rules/accounts §2): photo, coin balance, name, email, phone and gender. */
export function AccountDetails({
  profile,
  onBack,
  focusOnShow,
}: {
  profile: ProfileState;
  onBack: () => void;
  focusOnShow: boolean;
}) {
  const { t } = useTranslation('account');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) headingRef.current?.focus();
  }, [focusOnShow]);

  return (
    <section
      aria-labelledby="account-details-title"
      aria-busy={profile.loading}
      className="rounded-card bg-paper p-4 shadow-soft ring-1 ring-line/60 md:p-6"
    >
      {/* On phones Back sits above the title; from 768 px it moves to the title's right. */}
      <div className="mb-5 flex flex-col items-start gap-1 md:flex-row-reverse md:items-center md:justify-between">
        <button
          type="button"
          onClick={onBack}
          className="-ml-3 inline-flex items-center gap-2 rounded-full px-3 py-2 text-sm font-bold text-accent-strong hover:bg-accent-soft md:ml-0"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('profile.backToProfile')}
        </button>
        <h2
          id="account-details-title"
          ref={headingRef}
          tabIndex={-1}
          className="font-display text-xl font-extrabold text-ink focus:outline-none md:text-2xl"
        >
          {t('profile.detailsTitle')}
        </h2>
      </div>
      {profile.user ? (
        <ProfileForm user={profile.user} />
      ) : profile.problem ? (
        <SectionError
          message={
            profile.problem === 'failed'
              ? t('profile.messages.fetchFailed')
              : t('profile.messages.fetchError')
          }
          onRetry={profile.retry}
        />
      ) : (
        <FormSkeleton />
      )}
    </section>
  );
}
