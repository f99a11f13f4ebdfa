import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppErrorBoundary } from './app/errors/AppErrorBoundary.tsx';
import { createQueryClient, Providers } from './app/providers.tsx';
import { routes } from './app/routes.tsx';
import { getShopConfig } from './lib/shop-config.ts';
import './styles.css';

// Under `vite dev` nobody fills the title token; pages refine the title once they mount.
if (document.title.includes('__SHOP_NAME__')) document.title = getShopConfig().name;

const router = createBrowserRouter(routes);
const queryClient = createQueryClient();
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppErrorBoundary>
      <Providers client={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </AppErrorBoundary>
  </StrictMode>,
);
