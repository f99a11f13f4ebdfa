import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import type { PublicUser, SignInResponse } from '../../../contract/auth.ts';
import { resetShopConfigCache } from '../../lib/shop-config.ts';
import { type FakeHandlers, fakeApi, refusal } from '../../test/fake-api.ts';
import { renderRoutes, testQueryClient } from '../../test/render.tsx';
import ForgetPage from './ForgetPage.tsx';
import LoginPage from './LoginPage.tsx';
import SignInPage from './SignInPage.tsx';

// Shared set-up of the auth screen tests: the four screens in a memory router over the fake API, which
// answers the endpoints a test names and records what each was sent.

export function renderAuth(path: string, handlers: FakeHandlers = {}, options: { strict?: boolean } = {}) {
  const api = fakeApi(handlers);
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
    return { ...view, router, api };
  }
  return { ...renderRoutes(routes, path), api };
}

export function makeUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    _id: 'user-1',
    name: 'Asha Rao',
    email: 'asha@example.com',
    phone: '9876543210',
    gender: null,
    image: null,
    coins: 40,
    referralCode: 'LLASHA1',
    role: 'user',
    ...overrides,
  };
}

/** A sign-in answer as the API gives it (phone code, password or social callback). */
export function signInAnswer(overrides: Partial<SignInResponse> = {}): SignInResponse {
  return {
    success: true,
    message: 'Signed in',
    user: makeUser(),
    accessToken: 'token-abc',
    token: 'token-abc',
    ...overrides,
  };
}

/** A code sent by the phone sign-in (send or resend), with the session id the verify call returns. */
export const codeSent = (sessionId = 'session-1') => ({ message: 'Code sent', sessionId, resendAfter: 30 });

/** A registration's code sent (register or its resend). */
export const registered = () => ({ message: 'Code sent', resendAfter: 30 });

/** A recovery code accepted: the permission to set the new password. */
export const recoveryGranted = (tempToken = 'grant-1') => ({ message: 'Verified', tempToken });

export function failure(status: number, message: string, errors?: { field: string; msg: string }[]) {
  return refusal(status, message, errors ? { errors } : {});
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
