import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AppErrorBoundary } from '../app/errors/AppErrorBoundary.tsx';
import { Providers } from '../app/providers.tsx';

/** The providers around the router: the same tree on the server and in the browser (or hydration fails). */
export function AppTree({
  i18n,
  client,
  children,
}: {
  i18n: I18n;
  client: QueryClient;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <AppErrorBoundary>
          <Providers client={client}>
            {children}
            <ReadyMark />
          </Providers>
        </AppErrorBoundary>
      </I18nextProvider>
    </StrictMode>
  );
}

/**
 * Marks the page `<html data-ready>` once the browser has drawn or hydrated the tree: until then a
 * server-rendered page shows its buttons but nothing answers them. The browser journeys wait for it
 * after each page load instead of tapping into a page that cannot hear them yet. (Parts wrapped in
 * HydrateWhenNear hydrate later, as they come near or are touched; a tap on one wakes it first.)
 */
function ReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.ready = '';
  }, []);
  return null;
}
