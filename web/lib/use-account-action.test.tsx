import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render.tsx';
import { ApiRequestError } from './api.ts';
import { getStoredToken, storeSignIn } from './auth-storage.ts';
import { BROWSING_EXPIRY, isAuthFailure, SESSION_EXPIRED_MESSAGE } from './session-expiry.ts';
import { type AccountActionOptions, useAccountAction } from './use-account-action.ts';

const refusal = (status: number, message: string) =>
  new ApiRequestError({ success: false, error: { success: false, message }, status });

function Action(options: AccountActionOptions<unknown, void, unknown>) {
  const action = useAccountAction(options);
  return (
    <button type="button" onClick={() => action.mutate()}>
      {action.isPending ? 'Saving' : 'Save'}
    </button>
  );
}

function renderAction(options: AccountActionOptions<unknown, void, unknown>) {
  return renderRoutes(
    [
      { path: '/orders', element: <Action {...options} /> },
      { path: '/signin', element: <p>Sign in page</p> },
    ],
    '/orders',
  );
}

describe('a lost session', () => {
  it('is read from a failed call whether resolved or thrown, and from nothing else', () => {
    expect(isAuthFailure(refusal(401, 'Login Required.'))).toBe(true);
    expect(isAuthFailure({ success: false, error: { message: 'No token provided' }, status: 401 })).toBe(
      true,
    );
    expect(isAuthFailure({ success: false, error: { message: 'Unauthorized' }, status: 403 })).toBe(true);
    expect(isAuthFailure(refusal(409, 'Order already shipped'))).toBe(false);
    expect(isAuthFailure(new Error('Login Required.'))).toBe(false);
    expect(isAuthFailure(undefined)).toBe(false);
  });
});

describe('an account action', () => {
  it('ends a lost session once, then lets the screen tidy up without calling its onError', async () => {
    storeSignIn({ _id: 'u1', name: 'Asha' }, 'token-1');
    const error = vi.spyOn(toast, 'error');
    const onError = vi.fn();
    const onSessionLost = vi.fn();
    const { router } = renderAction({
      mutationFn: () => Promise.reject(refusal(401, 'Login Required.')),
      onError,
      onSessionLost,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSessionLost).toHaveBeenCalledTimes(1));
    expect(getStoredToken()).toBeNull();
    expect(error.mock.calls).toEqual([[SESSION_EXPIRED_MESSAGE, { duration: 4000 }]]);
    expect(onError).not.toHaveBeenCalled();
    await screen.findByText('Sign in page');
    expect(router.state.location.pathname).toBe('/signin');
  });

  it("uses the screen's session timing", async () => {
    storeSignIn({ _id: 'u1', name: 'Asha' }, 'token-1');
    const error = vi.spyOn(toast, 'error');
    const timeout = vi.spyOn(window, 'setTimeout');
    renderAction({
      mutationFn: () => Promise.reject(refusal(401, 'Login Required.')),
      expiry: BROWSING_EXPIRY,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(SESSION_EXPIRED_MESSAGE, { duration: 3000 }));
    expect(timeout).toHaveBeenCalledWith(expect.any(Function), BROWSING_EXPIRY.redirectMs);
  });

  it('hands any other failure to onError, keeping the shopper signed in', async () => {
    storeSignIn({ _id: 'u1', name: 'Asha' }, 'token-1');
    const error = vi.spyOn(toast, 'error');
    const onError = vi.fn();
    const onSessionLost = vi.fn();
    const refused = refusal(409, 'This order can no longer be cancelled.');
    renderAction({ mutationFn: () => Promise.reject(refused), onError, onSessionLost });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError.mock.calls[0]?.[0]).toBe(refused);
    expect(onSessionLost).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    expect(getStoredToken()).toBe('token-1');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});
