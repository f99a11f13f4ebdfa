import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes, stubFetch } from '../test/render.tsx';
import { getStoredToken, storeSignIn } from './auth-storage.ts';
import { REFERRAL_UNAVAILABLE } from './referral-share.ts';
import { REFERRAL_PROFILE_ERROR, REFERRAL_PROFILE_FAILED, useReferralCode } from './use-referral-code.ts';

const PROFILE_URL = '/api/user/profile/view';
const user = (id: string, referralCode: string) => ({
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

function renderProbe(answer: () => Response | Promise<Response>) {
  const fetchSpy = stubFetch((url) =>
    url === PROFILE_URL ? answer() : jsonResponse({ success: false, message: 'Not found' }, 404),
  );
  const view = renderRoutes([
    { path: '/', element: <Probe /> },
    { path: '*', element: <p>Elsewhere</p> },
  ]);
  return { ...view, fetchSpy };
}

const code = () => screen.getByTestId('code');
const error = () => screen.getByTestId('error');

describe('useReferralCode', () => {
  it('has no code for a signed-out shopper and asks nothing', () => {
    const { fetchSpy } = renderProbe(() => jsonResponse({ success: true, user: user('u1', 'ASHA40') }));
    expect(code()).toHaveTextContent('none');
    expect(error()).toHaveTextContent(REFERRAL_UNAVAILABLE);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("gives the signed-in shopper's code from the profile (unavailable while it loads)", async () => {
    storeSignIn(user('u1', 'ASHA40'), 'tok-1');
    let answer!: (response: Response) => void;
    const { fetchSpy } = renderProbe(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    expect(code()).toHaveTextContent('none');
    expect(error()).toHaveTextContent(REFERRAL_UNAVAILABLE);
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    expect(new Headers(fetchSpy.mock.calls[0]![1]?.headers).get('Authorization')).toBe('Bearer tok-1');
    answer(jsonResponse({ success: true, user: user('u1', 'ASHA40') }));
    await waitFor(() => expect(code()).toHaveTextContent('ASHA40'));
    expect(error()).toHaveTextContent('none');
  });

  it('picks up a sign-in that happens while mounted', async () => {
    renderProbe(() => jsonResponse({ success: true, user: user('u1', 'ASHA40') }));
    expect(code()).toHaveTextContent('none');
    storeSignIn(user('u1', 'ASHA40'), 'tok-1');
    await waitFor(() => expect(code()).toHaveTextContent('ASHA40'));
  });

  it("says 'Failed to load profile data' when the server refuses", async () => {
    storeSignIn(user('u1', 'ASHA40'), 'tok-1');
    renderProbe(() => jsonResponse({ success: false, message: 'Database away' }, 503));
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
    const { router } = renderProbe(() => jsonResponse({ success: false, message: 'Login Required.' }, 401));
    await waitFor(() => expect(getStoredToken()).toBeNull());
    expect(error()).toHaveTextContent(REFERRAL_UNAVAILABLE);
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });

  it("never gives another shopper's cached code when someone else signs in", async () => {
    storeSignIn(user('u1', 'ASHA40'), 'tok-1');
    let answerSecond!: (response: Response) => void;
    const fetchSpy = stubFetch((_url, init) =>
      new Headers(init?.headers).get('Authorization') === 'Bearer tok-1'
        ? jsonResponse({ success: true, user: user('u1', 'ASHA40') })
        : new Promise<Response>((resolve) => {
            answerSecond = resolve;
          }),
    );
    renderRoutes([{ path: '/', element: <Probe /> }]);
    await waitFor(() => expect(code()).toHaveTextContent('ASHA40'));
    storeSignIn(user('u2', 'RAVI100'), 'tok-2');
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(2));
    expect(code()).toHaveTextContent('none');
    answerSecond(jsonResponse({ success: true, user: user('u2', 'RAVI100') }));
    await waitFor(() => expect(code()).toHaveTextContent('RAVI100'));
  });
});
