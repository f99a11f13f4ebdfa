import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicUser } from '../../contract/auth.ts';
import { answer, deferred, type FakeHandlers, fakeApi, refusal } from '../test/fake-api.ts';
import { renderRoutes } from '../test/render.tsx';
import { getStoredToken, storeSignIn } from './auth-storage.ts';
import { REFERRAL_UNAVAILABLE } from './referral-share.ts';
import { REFERRAL_PROFILE_ERROR, REFERRAL_PROFILE_FAILED, useReferralCode } from './use-referral-code.ts';

const user = (id: string, referralCode: string): PublicUser => ({
  _id: id,
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  gender: null,
  image: null,
  coins: 40,
  referralCode,
  role: 'user',
});

function Probe() {
  const { code, error } = useReferralCode();
  return (
    <dl>
      <dt>code</dt>
      <dd data-testid="code">{code ?? 'none'}</dd>
      <dt>error</dt>
      <dd data-testid="error">{error ?? 'none'}</dd>
    </dl>
  );
}

function renderProbe(profile: NonNullable<FakeHandlers['profile']>) {
  const api = fakeApi({ profile });
  const view = renderRoutes([
    { path: '/', element: <Probe /> },
    { path: '*', element: <p>Elsewhere</p> },
  ]);
  return { ...view, api };
}

const code = () => screen.getByTestId('code');
const error = () => screen.getByTestId('error');

describe('useReferralCode', () => {
  it('has no code for a signed-out shopper and asks nothing', () => {
    const { api } = renderProbe(() => ({ user: user('u1', 'ASHA40') }));
    expect(code()).toHaveTextContent('none');
    expect(error()).toHaveTextContent(REFERRAL_UNAVAILABLE);
    expect(api.spy).not.toHaveBeenCalled();
  });

  it("gives the signed-in shopper's code from the profile (unavailable while it loads)", async () => {
    storeSignIn(user('u1', 'ASHA40'), 'tok-1');
    const profile = deferred();
    const { api } = renderProbe(() => profile.promise);
    expect(code()).toHaveTextContent('none');
    expect(error()).toHaveTextContent(REFERRAL_UNAVAILABLE);
    await waitFor(() => expect(api.calls('profile')).toHaveLength(1));
    expect(api.calls('profile')[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
    profile.resolve(answer({ success: true, user: user('u1', 'ASHA40') }));
    await waitFor(() => expect(code()).toHaveTextContent('ASHA40'));
    expect(error()).toHaveTextContent('none');
  });

  it('picks up a sign-in that happens while mounted', async () => {
    renderProbe(() => ({ user: user('u1', 'ASHA40') }));
    expect(code()).toHaveTextContent('none');
    storeSignIn(user('u1', 'ASHA40'), 'tok-1');
    await waitFor(() => expect(code()).toHaveTextContent('ASHA40'));
  });

  it("says 'Failed to load profile data' when the server refuses", async () => {
    storeSignIn(user('u1', 'ASHA40'), 'tok-1');
    renderProbe(() => refusal(503, 'Database away'));
    await waitFor(() => expect(error()).toHaveTextContent(REFERRAL_PROFILE_FAILED));
    expect(code()).toHaveTextContent('none');
    expect(REFERRAL_PROFILE_FAILED).toBe('Failed to load profile data');
  });

  it('says an error occurred when no answer comes', async () => {
    storeSignIn(user('u1', 'ASHA40'), 'tok-1');
    renderProbe(() => Promise.reject(new TypeError('Failed to fetch')));
    await waitFor(() => expect(error()).toHaveTextContent(REFERRAL_PROFILE_ERROR));
    expect(REFERRAL_PROFILE_ERROR).toBe('An error occurred while loading your profile');
  });

  it('clears a lost session and goes to /signin after 1 s', async () => {
    storeSignIn(user('u1', 'ASHA40'), 'tok-1');
    const { router } = renderProbe(() => refusal(401, 'Login Required.'));
    await waitFor(() => expect(getStoredToken()).toBeNull());
    expect(error()).toHaveTextContent(REFERRAL_UNAVAILABLE);
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });

  it("never gives another shopper's cached code when someone else signs in", async () => {
    storeSignIn(user('u1', 'ASHA40'), 'tok-1');
    const second = deferred();
    const api = fakeApi({
      profile: ({ headers }) =>
        headers.get('Authorization') === 'Bearer tok-1' ? { user: user('u1', 'ASHA40') } : second.promise,
    });
    renderRoutes([{ path: '/', element: <Probe /> }]);
    await waitFor(() => expect(code()).toHaveTextContent('ASHA40'));
    storeSignIn(user('u2', 'RAVI100'), 'tok-2');
    await waitFor(() => expect(api.calls('profile')).toHaveLength(2));
    expect(code()).toHaveTextContent('none');
    second.resolve(answer({ success: true, user: user('u2', 'RAVI100') }));
    await waitFor(() => expect(code()).toHaveTextContent('RAVI100'));
  });
});
