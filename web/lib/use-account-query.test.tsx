import { act, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes, testQueryClient } from '../test/render.tsx';
import { ApiRequestError } from './api.ts';
import { clearSignIn, getStoredToken, storeSignIn } from './auth-storage.ts';
import {
  type AccountQueryOptions,
  accountData,
  setAccountData,
  updateAccountData,
  useAccountQuery,
} from './use-account-query.ts';

const key = ['notes'] as const;
const refusal = (status: number, message: string) =>
  new ApiRequestError({ success: false, error: { success: false, message }, status });

function Notes({ load, options }: { load: () => Promise<string[]>; options?: AccountQueryOptions }) {
  const state = useAccountQuery(key, load, options);
  let shown = 'nothing';
  if (!state.signedIn) shown = 'signed out';
  else if (state.failed) shown = `failed ${state.error?.message}`;
  else if (state.loading) shown = 'loading';
  else if (state.data) shown = state.data.join(', ');
  return <p data-testid="notes">{shown}</p>;
}

function renderNotes(load: () => Promise<string[]>, options?: AccountQueryOptions) {
  return renderRoutes(
    [
      { path: '/notes', element: <Notes load={load} options={options} /> },
      { path: '/signin', element: <p>Sign in page</p> },
    ],
    '/notes',
  );
}

const notes = () => screen.getByTestId('notes');

describe('the cached data of a sign-in', () => {
  it('is read back only by the same sign-in', () => {
    const client = testQueryClient();
    storeSignIn({ _id: 'u1', name: 'Asha' }, 'token-1');
    setAccountData(client, key, ['a']);
    expect(accountData(client, key)).toEqual(['a']);
    updateAccountData<string[]>(client, key, (list) => [...list, 'b']);
    expect(accountData(client, key)).toEqual(['a', 'b']);

    // The same shopper signing in again, another shopper, or nobody: none of them sees it.
    storeSignIn({ _id: 'u1', name: 'Asha' }, 'token-2');
    expect(accountData(client, key)).toBeUndefined();
    storeSignIn({ _id: 'u2', name: 'Ravi' }, 'token-1');
    expect(accountData(client, key)).toBeUndefined();
    clearSignIn();
    expect(accountData(client, key)).toBeUndefined();
  });

  it("matches data kept without a token by the shopper alone, and changes nothing that isn't there", () => {
    const client = testQueryClient();
    storeSignIn({ _id: 'u1', name: 'Asha' }, 'token-1');
    client.setQueryData(key, { userId: 'u1', value: ['kept'] });
    expect(accountData(client, key)).toEqual(['kept']);
    const update = vi.fn((list: string[]) => list);
    updateAccountData(client, ['other'], update);
    expect(update).not.toHaveBeenCalled();
    expect(client.getQueryData(['other'])).toBeUndefined();
  });
});

describe('useAccountQuery', () => {
  it('asks nothing while signed out or not enabled', async () => {
    const load = vi.fn(async () => ['a']);
    const { unmount } = renderNotes(load);
    expect(notes()).toHaveTextContent('signed out');
    unmount();
    storeSignIn({ _id: 'u1', name: 'Asha' }, 'token-1');
    renderNotes(load, { enabled: false });
    expect(notes()).toHaveTextContent('nothing');
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
  });

  it('reads afresh when the shopper signs in again, never showing the earlier sign-in’s data', async () => {
    storeSignIn({ _id: 'u1', name: 'Asha' }, 'token-1');
    const load = vi.fn(async () => [getStoredToken() ?? '']);
    renderNotes(load);
    await waitFor(() => expect(notes()).toHaveTextContent('token-1'));
    act(() => storeSignIn({ _id: 'u1', name: 'Asha' }, 'token-2'));
    await waitFor(() => expect(notes()).toHaveTextContent('token-2'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks nothing and ends no session when the shopper signs out, and reads afresh at the next sign-in', async () => {
    storeSignIn({ _id: 'u1', name: 'Asha' }, 'token-1');
    const error = vi.spyOn(toast, 'error');
    // Like a call: without a stored token it fails as not signed in.
    const load = vi.fn(async () => {
      if (!getStoredToken()) throw refusal(401, 'No token provided');
      return [getStoredToken() ?? ''];
    });
    const { router } = renderRoutes(
      [
        {
          path: '/notes',
          element: (
            <>
              <Notes load={load} />
              <Notes load={load} />
            </>
          ),
        },
        { path: '/signin', element: <p>Sign in page</p> },
      ],
      '/notes',
    );
    await waitFor(() => expect(screen.getAllByTestId('notes')[1]).toHaveTextContent('token-1'));
    act(() => clearSignIn());
    await waitFor(() => expect(screen.getAllByTestId('notes')[0]).toHaveTextContent('signed out'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).toHaveBeenCalledTimes(1);
    expect(error).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/notes');

    act(() => storeSignIn({ _id: 'u1', name: 'Asha' }, 'token-2'));
    await waitFor(() => expect(screen.getAllByTestId('notes')[0]).toHaveTextContent('token-2'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not ask again after a failure asking again cannot mend', async () => {
    storeSignIn({ _id: 'u1', name: 'Asha' }, 'token-1');
    const load = vi.fn(() => Promise.reject(refusal(404, 'Checkout not found')));
    renderNotes(load, { final: (error) => error instanceof ApiRequestError && error.status === 404 });
    await waitFor(() => expect(notes()).toHaveTextContent('failed Checkout not found'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('ends a lost session, unless it only peeks', async () => {
    storeSignIn({ _id: 'u1', name: 'Asha' }, 'token-1');
    const error = vi.spyOn(toast, 'error');
    const lost = () => Promise.reject(refusal(401, 'Login Required.'));
    const { unmount } = renderNotes(lost, { expireSession: false });
    await waitFor(() => expect(notes()).toHaveTextContent('signed out'));
    expect(getStoredToken()).toBe('token-1');
    expect(error).not.toHaveBeenCalled();
    unmount();

    renderNotes(lost);
    await screen.findByText('Sign in page', {}, { timeout: 3000 });
    expect(getStoredToken()).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
  });
});
