import { LogIn, MapPinned } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Address } from '../../../../contract/address.ts';
import { buttonStyles } from '../../../components/button-styles.ts';
import { SectionError } from '../../../components/SectionError.tsx';
import { Skeleton, skeletonKeys } from '../../../components/Skeleton.tsx';
import type { AddressesState } from '../../../lib/addresses.ts';
import { signInPath } from '../../../lib/session-expiry.ts';
import { ADDRESS_SAYS, ADDRESS_TEXTS } from '../address-texts.ts';

const SKELETON_ROWS = 3;

/** Rows the size of address cards while the list loads, so nothing jumps when it arrives. */
function AddressSkeletons({ grid }: { grid: string }) {
  return (
    <div data-testid="address-skeletons">
      <span className="sr-only" role="status">
        {ADDRESS_TEXTS.loading}
      </span>
      <ul className={grid} aria-hidden="true">
        {skeletonKeys(SKELETON_ROWS).map((key) => (
          <li key={key} className="flex gap-3 rounded-card bg-paper p-4 ring-1 ring-line/60">
            <Skeleton className="size-6 shrink-0 rounded-md" />
            <div className="flex flex-1 flex-col gap-2.5">
              <Skeleton className="h-4 w-1/3 rounded-full" />
              <Skeleton className="h-3.5 w-4/5 rounded-full" />
              <Skeleton className="h-3.5 w-3/5 rounded-full" />
              <Skeleton className="h-3.5 w-2/5 rounded-full" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The saved-address list in each of its states (rules/accounts §2 "Addresses", §7): three skeleton rows
 * while loading, the empty text, 'Something went wrong…' with Try Again, or the addresses.
 */
export function AddressListState({
  state,
  returnTo,
  grid,
  children,
}: {
  state: AddressesState;
  /** The page to come back to after signing in again. */
  returnTo: string;
  /** The class of the list (one column, or two from 768 px). */
  grid: string;
  children: (addresses: Address[]) => ReactNode;
}) {
  if (!state.signedIn) {
    // The route asks for sign-in first; this shows only when the session ends on the page.
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-card bg-paper px-6 py-10 text-center ring-1 ring-line/60"
      >
        <p className="font-semibold text-ink">{ADDRESS_TEXTS.signIn}</p>
        <Link to={signInPath(returnTo)} className={buttonStyles.primary}>
          <LogIn className="size-4" aria-hidden="true" />
          Sign In
        </Link>
      </div>
    );
  }
  if (state.failed) return <SectionError message={ADDRESS_SAYS.fetchError} onRetry={state.retry} />;
  if (!state.addresses) return <AddressSkeletons grid={grid} />;
  if (state.addresses.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-line bg-paper/70 px-6 py-10 text-center">
        <span className="grid size-14 place-items-center rounded-full bg-sky" aria-hidden="true">
          <MapPinned className="size-7 text-accent" />
        </span>
        <p className="max-w-xs font-semibold text-ink">{ADDRESS_SAYS.empty}</p>
      </div>
    );
  }
  return children(state.addresses);
}
