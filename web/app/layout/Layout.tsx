import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { HydrateWhenNear } from '../../components/HydrateWhenNear.tsx';
import { InstallPrompt } from '../../pwa/InstallPrompt.tsx';
import { DesktopHeader } from './DesktopHeader.tsx';
import { Footer } from './Footer.tsx';
import { MobileHeader } from './MobileHeader.tsx';
import { scrollKey } from './scroll-key.ts';
import { TabBar } from './TabBar.tsx';

/** A thin bar at the very top while the next page's code or data loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  const { t } = useTranslation('common');
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label={t('layout.loadingPage')}
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-accent-soft"
    >
      <div className="h-full w-1/3 animate-[progress_1s_ease-in-out_infinite] motion-reduce:animate-none rounded-full bg-accent" />
    </div>
  );
}

/**
 * The shared layout of every route. Both headers are always rendered; CSS picks one at the
 * 768 px (md) breakpoint, so there is no width check in JavaScript and no flash on load.
 */
export function Layout() {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-accent px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
      >
        {t('layout.skipToContent')}
      </a>
      <NavigationProgress />
      <MobileHeader />
      {/* Hidden below 768 px: a phone never hydrates it (nothing of it can come near a phone's screen). */}
      <HydrateWhenNear>
        <DesktopHeader />
      </HydrateWhenNear>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      {/* Below every page: hydrated when it comes near (its links work as plain links until then). */}
      <HydrateWhenNear>
        <Footer />
      </HydrateWhenNear>
      {/* Room for the fixed tab bar so the footer's last line is not hidden under it. */}
      <div aria-hidden="true" className="h-[calc(4rem+env(safe-area-inset-bottom))] bg-ink md:hidden" />
      <TabBar />
      <InstallPrompt />
      {/* Each history entry keeps its own place; a page opened by a full URL starts at the top. */}
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
