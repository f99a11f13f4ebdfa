import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider } from 'react-router';

// The yardstick of `npm run bench:web`: React 19 and React Router rendering 24 product links in the
// browser, nothing else. Lighthouse measures it in the same run as the shop's pages.

function Products() {
  const items = Array.from({ length: 24 }, (_, i) => i + 1);
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 16 }}>
      <h1>Products</h1>
      <ul>
        {items.map((n) => (
          <li key={n}>
            <Link to={`/product/${n}`}>Product {n}</Link>
          </li>
        ))}
      </ul>
    </main>
  );
}

const router = createBrowserRouter([{ path: '*', Component: Products }]);
const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
