import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { TOAST_MS } from '../../contract/constants.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}

/** Data cache and toasts for the whole app. */
export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster
        position="top-center"
        richColors
        closeButton
        duration={TOAST_MS.error}
        toastOptions={{ className: 'font-sans' }}
        offset={{ top: 16 }}
        mobileOffset={{ top: 12 }}
      />
    </QueryClientProvider>
  );
}
