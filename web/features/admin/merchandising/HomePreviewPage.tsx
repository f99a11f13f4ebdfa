import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { HomeData } from '../../../../contract/catalog.ts';
import { ROUTES } from '../../../../contract/routes.ts';
import { STAFF_MESSAGES } from '../../../../contract/staff.ts';
import { unwrap } from '../../../lib/api.ts';
import { failureStatus, failureText } from '../../../lib/failure.ts';
import { adminCall } from '../call.ts';
import { consoleSession } from '../console-context.ts';
import { adminKey } from '../console-keys.ts';
import { useSignedInStaff, useSignInAgain } from '../signed-in-staff.ts';
import { NoAccess, primaryButton, TableSkeleton } from '../ui.tsx';

// The console's side of the home page's preview (/admin/home/preview). The preview is the storefront's
// own home drawn from the console's preview call, so it is a page of the app (web/app/HomePreviewRoute
// composes it), not of the console's shell: this gives it who may see it and the call. A staff member
// whose role cannot read content gets the console's own note; a shopper, the note that it is for staff.

export interface HomePreviewKit {
  /** Its children for staff who may read content; otherwise the console's notes (or sign-in again). */
  Gate: (props: { children: ReactNode }) => ReactNode;
  /** The storefront's home data as it would be at `at` (ISO), with hidden items and sections or not. */
  usePreview: (at: string, hidden: boolean) => UseQueryResult<HomeData>;
}

/** The console's notes, styled by the console's own stylesheet (scoped to its class). */
function Note({ children }: { children: ReactNode }) {
  return (
    <div className="ll-console">
      <div className="mx-auto max-w-xl px-4 py-10">{children}</div>
    </div>
  );
}

function SignInAgain() {
  const location = useLocation();
  useSignInAgain(location.pathname + location.search);
  return null;
}

function Gate({ children }: { children: ReactNode }) {
  const me = useSignedInStaff();
  if (me.isPending) {
    return (
      <Note>
        <TableSkeleton rows={3} label="Opening the preview" />
      </Note>
    );
  }
  if (me.isError) {
    const status = failureStatus(me.error);
    if (status === 401) return <SignInAgain />;
    return (
      <Note>
        <div className="flex flex-col items-center gap-3 rounded-card bg-paper px-6 py-12 text-center ring-1 ring-line/60">
          <h1 className="font-display text-xl font-extrabold text-ink">
            {status === 403 ? 'This page is for the shop’s staff' : 'The preview could not open'}
          </h1>
          <p className="text-sm text-ink-soft">
            {status === 403
              ? STAFF_MESSAGES.notStaff
              : failureText(me.error, { failed: 'Something went wrong while opening the preview.' })}
          </p>
          <Link to={ROUTES.home} className={primaryButton}>
            <ArrowLeft className="size-4" aria-hidden="true" /> Back to the shop
          </Link>
        </div>
      </Note>
    );
  }
  if (!consoleSession(me.data.staff).can('content:read')) {
    return (
      <Note>
        <NoAccess />
      </Note>
    );
  }
  return children;
}

function usePreview(at: string, hidden: boolean) {
  return useQuery({
    queryKey: adminKey('home-preview', at, hidden),
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          adminCall('adminHomePreview', { query: { at, hidden: hidden ? 'true' : 'false' }, signal }),
        )
      ).data,
    // Never kept: each look is the home as the server builds it now for that time.
    staleTime: 0,
    gcTime: 0,
  });
}

export const homePreviewKit: HomePreviewKit = { Gate, usePreview };
