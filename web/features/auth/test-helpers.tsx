import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { resetShopConfigCache } from '../../lib/shop-config.ts';
import { jsonResponse, renderRoutes, stubFetch, testQueryClient } from '../../test/render.tsx';
import ForgetPage from './ForgetPage.tsx';
import LoginPage from './LoginPage.tsx';
import SignInPage from './SignInPage.tsx';

// Shared set-up of the auth screen tests: the four screens in a memory router, a fetch stub that
// answers by "METHOD path" and records the JSON bodies sent.

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

export type Answer = (body: unknown, url: string) => Response | Promise<Response>;

export function renderAuth(
  path: string,
  answers: Record<string, Answer> = {},
  options: { strict?: boolean } = {},
) {
  const calls: Call[] = [];
  const spy = stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const pathOnly = url.split('?')[0];
    const answer = answers[`${method} ${pathOnly}`];
    if (answer) return answer(body, url);
    return jsonResponse({ success: false, message: 'Not found' }, 404);
  });
  const routes: RouteObject[] = [
    { path: '/signin', element: <SignInPage /> },
    { path: '/signup', element: <SignInPage /> },
    { path: '/login', element: <LoginPage /> },
    { path: '/forget', element: <ForgetPage /> },
    { path: '/', element: <p>Home page</p> },
    { path: '/cart', element: <p>Cart page</p> },
    { path: '/addressdetails', element: <p>Address details page</p> },
    { path: '/profile', element: <p>Profile page</p> },
    { path: '*', element: <p>Elsewhere</p> },
  ];
  if (options.strict) {
    // As in main.tsx: StrictMode at the root (nested inside the router it would not repeat effects).
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    const view = render(
      <StrictMode>
        <QueryClientProvider client={testQueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    );
    return { ...view, router, spy, calls };
  }
  return { ...renderRoutes(routes, path), spy, calls };
}

/** A sign-in answer as the API gives it. */
export function signInAnswer(overrides: Record<string, unknown> = {}) {
  return jsonResponse({
    success: true,
    message: 'Signed in',
    user: {
      _id: 'user-1',
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '9876543210',
      gender: null,
      image: null,
      coins: 40,
      referralCode: 'LLASHA1',
      role: 'user',
    },
    accessToken: 'token-abc',
    token: 'token-abc',
    ...overrides,
  });
}

export function failure(status: number, message: string, errors?: { field: string; msg: string }[]) {
  return jsonResponse({ success: false, message, ...(errors ? { errors } : {}) }, status);
}

/** Puts the server's shop config on the page (as index.html carries it). */
export function setShopConfig(config: Record<string, unknown>) {
  document.head.innerHTML = `<meta name="shop-config" content='${JSON.stringify(config)}'>`;
  resetShopConfigCache();
}

export function clearShopConfig() {
  document.head.innerHTML = '';
  resetShopConfigCache();
}

export const digitBox = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });

export function pasteCode(code: string) {
  fireEvent.paste(digitBox(1), { clipboardData: { getData: () => code } });
}
