import { useQueryClient } from '@tanstack/react-query';
import { Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SELLER_MESSAGES, type SellerApplicationSummary } from '../../../contract/seller.ts';
import { SectionError } from '../../components/SectionError.tsx';
import { Skeleton } from '../../components/Skeleton.tsx';
import { setAccountData, useAccountQuery } from '../../lib/use-account-query.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { fetchSellerApplication, sellerApplicationQueryKey } from './api/application.ts';
import { ApplicationStatus } from './components/ApplicationStatus.tsx';
import { SellerForm } from './components/SellerForm.tsx';
import { SELLER_TEXTS, sellerSays } from './seller-texts.ts';

/**
 * /become-seller (rules/accounts §2 "Become a Seller"): the three-step application, or, when the shopper
 * already has one under review (or approved), its status instead. After a rejection the form is
 * offered again.
 */
export default function BecomeSellerPage() {
  // Drawn again when the language changes (the texts below are read at each render).
  useTranslation('pages');
  usePageTitle(SELLER_TEXTS.title);
  const client = useQueryClient();
  const state = useAccountQuery(sellerApplicationQueryKey, fetchSellerApplication);

  function submitted(application: SellerApplicationSummary | null) {
    // An unreadable answer is asked again.
    if (application) {
      setAccountData(client, sellerApplicationQueryKey, application);
    } else {
      void client.invalidateQueries({ queryKey: sellerApplicationQueryKey, exact: true });
    }
  }

  let body: ReactNode;
  if (state.failed) {
    body = <SectionError message={SELLER_TEXTS.loadFailed} onRetry={state.retry} />;
  } else if (state.loading || state.data === undefined) {
    body = (
      <div
        role="status"
        aria-label={SELLER_TEXTS.loading}
        className="space-y-4 rounded-card bg-paper p-4 ring-1 ring-line/60 md:p-8"
      >
        <Skeleton className="h-2 w-full rounded-full" />
        <Skeleton className="h-6 w-1/2 rounded-full" />
        <Skeleton className="h-12 w-full rounded-2xl" />
        <Skeleton className="h-12 w-full rounded-2xl" />
      </div>
    );
  } else if (state.data && state.data.status !== 'rejected') {
    body = <ApplicationStatus application={state.data} />;
  } else {
    body = (
      <>
        {state.data?.status === 'rejected' ? (
          <div role="note" className="mb-4 rounded-2xl bg-blush/60 px-4 py-3 text-sm text-ink">
            <p>{sellerSays(SELLER_MESSAGES.rejected)}</p>
            {state.data.rejectReason ? (
              <p className="mt-1">
                {SELLER_TEXTS.rejectReason} {state.data.rejectReason}
              </p>
            ) : null}
          </div>
        ) : null}
        <SellerForm onSubmitted={submitted} />
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 pb-10 pt-4 md:px-6 md:pt-8">
      <h1 className="mb-2 flex items-center gap-2 font-display text-2xl font-extrabold text-ink md:text-3xl">
        <Store className="size-6 text-berry" aria-hidden="true" />
        {SELLER_TEXTS.title}
      </h1>
      <p className="mb-6 text-ink-soft">{SELLER_TEXTS.intro}</p>
      {body}
    </div>
  );
}
