import * as Dialog from '@radix-ui/react-dialog';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ArrowLeft,
  Boxes,
  ClipboardList,
  FolderTree,
  House,
  LayoutDashboard,
  LogOut,
  Menu,
  MessageSquareText,
  Newspaper,
  PackageOpen,
  RotateCw,
  ScrollText,
  ShieldCheck,
  Shirt,
  Store,
  Tags,
  TextSearch,
  TicketPercent,
  Undo2,
  Users,
  X,
} from 'lucide-react';
import { type ComponentType, type ReactNode, Suspense, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { ROUTES } from '../../../contract/routes.ts';
import { type ConsoleArea, STAFF_MESSAGES, STAFF_ROLE_LABELS } from '../../../contract/staff.ts';
import { unwrap } from '../../lib/api.ts';
import { clearSignIn } from '../../lib/auth-storage.ts';
import { call } from '../../lib/call.ts';
import { failureStatus, failureText } from '../../lib/failure.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { adminCall } from './call.ts';
import {
  type ConsoleSession,
  ConsoleSessionContext,
  consoleSession,
  useConsoleSession,
} from './console-context.ts';
import { consoleKeys, NEW_ORDERS_POLL_MS } from './console-keys.ts';
import { useSignedInStaff, useSignInAgain } from './signed-in-staff.ts';
import { focusRing, NoAccess, primaryButton, secondaryButton, TableSkeleton } from './ui.tsx';

// The console at /admin (docs/decisions/024-the-console.md): who is signed in decides everything, so
// GET /api/admin/me comes first. A shopper who is not staff gets a plain screen pointing back to the
// shop; a lost session goes to sign-in and comes back here. The shell is a left sidebar from 1024 px and
// a top bar with a menu drawer below; links the role cannot read are left out, and a page the role
// cannot read says so without calling the API. The pages are child routes of /admin in the app's route
// table (web/app/routes.tsx), each its own chunk; the shell renders them in its <Outlet />.

/** A console page's route `handle`: the area whose read permission the page needs. */
export interface ConsoleHandle {
  area: ConsoleArea;
}

interface NavItem {
  to: string;
  label: string;
  area: ConsoleArea;
  icon: ComponentType<{ className?: string }>;
  end?: boolean;
}

const NAV: NavItem[] = [
  { to: '/admin', label: 'Dashboard', area: 'dashboard', icon: LayoutDashboard, end: true },
  { to: '/admin/orders', label: 'Orders', area: 'orders', icon: PackageOpen },
  { to: '/admin/returns', label: 'Returns', area: 'returns', icon: Undo2 },
  { to: '/admin/products', label: 'Products', area: 'catalogue', icon: Shirt },
  { to: '/admin/stock', label: 'Stock sheet', area: 'catalogue', icon: Boxes },
  { to: '/admin/brands', label: 'Brands', area: 'catalogue', icon: Tags },
  { to: '/admin/categories', label: 'Categories', area: 'catalogue', icon: FolderTree },
  { to: '/admin/search-words', label: 'Search words', area: 'catalogue', icon: TextSearch },
  { to: '/admin/home', label: 'Home page', area: 'content', icon: House },
  { to: '/admin/coupons', label: 'Coupons', area: 'coupons', icon: TicketPercent },
  { to: '/admin/content', label: 'Content', area: 'content', icon: Newspaper },
  { to: '/admin/reviews', label: 'Reviews', area: 'reviews', icon: MessageSquareText },
  { to: '/admin/sellers', label: 'Sellers', area: 'sellers', icon: Store },
  { to: '/admin/shoppers', label: 'Shoppers', area: 'shoppers', icon: Users },
  { to: '/admin/staff', label: 'Staff', area: 'staff', icon: ShieldCheck },
  { to: '/admin/audit', label: 'Audit log', area: 'audit', icon: ScrollText },
];

function CenteredNote({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="grid min-h-dvh place-items-center bg-cream px-4">
      <div className="flex max-w-md flex-col items-center gap-4 rounded-card bg-paper px-6 py-10 text-center shadow-soft ring-1 ring-line/60">
        <h1 className="font-display text-2xl font-extrabold text-ink">{title}</h1>
        {children}
      </div>
    </main>
  );
}

/** Runs the gate: loading, not staff, lost session, no answer, or the console itself. */
export function Console() {
  usePageTitle('Console');
  const location = useLocation();
  const me = useSignedInStaff();

  if (me.isPending) {
    return (
      <main className="min-h-dvh bg-cream p-6">
        <TableSkeleton rows={3} label="Opening the console" />
      </main>
    );
  }
  if (me.isError) {
    const status = failureStatus(me.error);
    if (status === 401) return <SignInAgain returnTo={location.pathname + location.search} />;
    if (status === 403) {
      return (
        <CenteredNote title="This page is for the shop’s staff">
          <p className="text-sm text-ink-soft">{STAFF_MESSAGES.notStaff}</p>
          <Link to={ROUTES.home} className={primaryButton}>
            <ArrowLeft className="size-4" aria-hidden="true" /> Back to the shop
          </Link>
        </CenteredNote>
      );
    }
    return (
      <CenteredNote title="The console could not open">
        <p className="text-sm text-ink-soft">
          {failureText(me.error, {
            failed: 'Something went wrong while opening the console.',
            noAnswer: 'The shop did not answer. Check the connection and try again.',
          })}
        </p>
        <button type="button" className={primaryButton} onClick={() => void me.refetch()}>
          <RotateCw className="size-4" aria-hidden="true" /> Try again
        </button>
      </CenteredNote>
    );
  }
  return (
    <ConsoleSessionContext.Provider value={consoleSession(me.data.staff)}>
      <Shell>
        <Gate />
      </Shell>
    </ConsoleSessionContext.Provider>
  );
}

/** A session the server no longer knows: forget it and sign in again, coming back here afterwards. */
function SignInAgain({ returnTo }: { returnTo: string }) {
  useSignInAgain(returnTo);
  return null;
}

/** The area of the deepest matched console page (its route's `handle`); none on the not-found page. */
function useArea(): ConsoleArea | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const area = (matches[i]?.handle as Partial<ConsoleHandle> | undefined)?.area;
    if (area) return area;
  }
  return undefined;
}

/** The page behind its area's read permission: without it, a note and no call. */
function Gate() {
  const { can } = useConsoleSession();
  const area = useArea();
  if (area && !can(`${area}:read`)) return <NoAccess />;
  return (
    <Suspense fallback={<TableSkeleton label="Loading the page" />}>
      <Outlet />
    </Suspense>
  );
}

/** The console's own not-found page, for an address under /admin that has no page. */
export function ConsoleNotFound() {
  return (
    <div className="flex flex-col items-start gap-3">
      <h1 className="font-display text-2xl font-extrabold text-ink">Page not found</h1>
      <p className="text-sm text-ink-soft">The console has no page at this address.</p>
      <Link to="/admin" className={secondaryButton}>
        Go to the dashboard
      </Link>
    </div>
  );
}

/** The count of orders placed since this staff member last opened the desk, asked every minute. */
function useNewOrders(enabled: boolean) {
  return useQuery({
    queryKey: consoleKeys.newOrders,
    queryFn: ({ signal }) => unwrap(adminCall('adminNewOrders', { signal })),
    enabled,
    // TanStack Query pauses the interval while the tab is hidden (refetchIntervalInBackground: false).
    refetchInterval: NEW_ORDERS_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });
}

function NavLinks({
  session,
  newOrders,
  onNavigate,
}: {
  session: ConsoleSession;
  newOrders: number;
  onNavigate?: () => void;
}) {
  return (
    <ul className="flex flex-col gap-1">
      {NAV.filter((item) => session.can(`${item.area}:read`)).map(({ to, label, icon: Icon, end, area }) => (
        <li key={to}>
          <NavLink
            to={to}
            end={end}
            onClick={onNavigate}
            className={({ isActive }) =>
              `flex min-h-11 items-center gap-3 rounded-xl px-3 py-2 text-sm font-semibold ${focusRing} ${
                isActive ? 'bg-accent text-white' : 'text-ink hover:bg-accent-soft'
              }`
            }
          >
            <Icon className="size-5 shrink-0" aria-hidden="true" />
            <span className="flex-1">{label}</span>
            {area === 'orders' && newOrders > 0 ? (
              <>
                <span
                  className="rounded-full bg-berry px-2 py-0.5 text-xs font-bold text-white"
                  aria-hidden="true"
                >
                  {newOrders > 99 ? '99+' : newOrders}
                </span>
                <span className="sr-only">, {newOrders} new</span>
              </>
            ) : null}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function useSignOut() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return {
    busy,
    signOut: async () => {
      setBusy(true);
      // The server ends the session; a session it no longer knows is just as ended.
      await call('logout');
      clearSignIn();
      client.removeQueries({ queryKey: ['admin'] });
      navigate(ROUTES.signin);
    },
  };
}

function Account({ session }: { session: ConsoleSession }) {
  const { staff } = session;
  const { busy, signOut } = useSignOut();
  return (
    <div className="flex flex-col gap-2 border-t border-line pt-3 text-sm">
      <p className="px-1">
        <span className="block font-semibold text-ink">{staff.name || staff.phone || 'Staff member'}</span>
        <span className="block text-ink-soft">
          {staff.name && staff.phone ? `${staff.phone} · ` : ''}
          {STAFF_ROLE_LABELS[staff.role]}
        </span>
      </p>
      <Link to={ROUTES.home} className={`${secondaryButton} justify-start`}>
        <ArrowLeft className="size-4" aria-hidden="true" /> Back to shop
      </Link>
      <button
        type="button"
        className={`${secondaryButton} justify-start`}
        disabled={busy}
        onClick={() => void signOut()}
      >
        <LogOut className="size-4" aria-hidden="true" /> Sign out
      </button>
    </div>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const session = useConsoleSession();
  const newOrders = useNewOrders(session.can('orders:read')).data?.newOrders ?? 0;
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="min-h-dvh bg-cream text-ink lg:flex">
      <a
        href="#console-main"
        className="sr-only z-50 rounded-full bg-paper px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
      >
        Skip to content
      </a>
      <aside className="hidden w-64 shrink-0 flex-col gap-4 border-r border-line bg-paper p-4 lg:flex lg:min-h-dvh">
        <Brand />
        <nav aria-label="Console" className="flex-1">
          <NavLinks session={session} newOrders={newOrders} />
        </nav>
        <Account session={session} />
      </aside>
      <header className="sticky top-0 z-40 flex items-center gap-3 border-b border-line bg-paper px-4 py-2 lg:hidden">
        <Dialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
          <Dialog.Trigger
            className={`relative grid size-11 place-items-center rounded-xl text-ink hover:bg-accent-soft ${focusRing}`}
            aria-label={newOrders > 0 ? `Menu, ${newOrders} new orders` : 'Menu'}
          >
            <Menu className="size-6" aria-hidden="true" />
            {newOrders > 0 ? (
              <span
                className="absolute right-1.5 top-1.5 size-2.5 rounded-full bg-berry"
                aria-hidden="true"
              />
            ) : null}
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/45" />
            <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-4 overflow-y-auto bg-paper p-4 shadow-soft focus:outline-none">
              <div className="flex items-center justify-between">
                <Dialog.Title asChild>
                  <h2 className="font-display text-lg font-extrabold">Little Loom console</h2>
                </Dialog.Title>
                <Dialog.Close
                  aria-label="Close menu"
                  className={`grid size-11 place-items-center rounded-xl hover:bg-accent-soft ${focusRing}`}
                >
                  <X className="size-5" aria-hidden="true" />
                </Dialog.Close>
              </div>
              <Dialog.Description className="sr-only">
                The console’s pages and your account.
              </Dialog.Description>
              <nav aria-label="Console" className="flex-1">
                <NavLinks session={session} newOrders={newOrders} onNavigate={() => setMenuOpen(false)} />
              </nav>
              <Account session={session} />
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
        <Link to="/admin" className={`flex items-center gap-2 font-display font-extrabold ${focusRing}`}>
          <ClipboardList className="size-5 text-accent" aria-hidden="true" /> Little Loom console
        </Link>
        <span className="ml-auto hidden text-right text-xs text-ink-soft md:block">
          {session.staff.name || session.staff.phone} · {STAFF_ROLE_LABELS[session.staff.role]}
        </span>
      </header>
      <main id="console-main" tabIndex={-1} className="min-w-0 flex-1 p-4 focus:outline-none md:p-6 lg:p-8">
        {children}
      </main>
    </div>
  );
}

function Brand() {
  return (
    <Link
      to="/admin"
      className={`flex items-center gap-2 px-1 font-display text-lg font-extrabold ${focusRing}`}
    >
      <ClipboardList className="size-6 text-accent" aria-hidden="true" /> Little Loom console
    </Link>
  );
}
