import type { PublicUser } from '../../../contract/auth.ts';
import { storeSignIn } from '../../lib/auth-storage.ts';
import { jsonResponse, renderRoutes, stubFetch } from '../../test/render.tsx';
import ProfilePage from './ProfilePage.tsx';

export const USER: PublicUser = {
  _id: 'u1',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  gender: 'female',
  image: null,
  coins: 140,
  referralCode: 'ASHA40',
  role: 'user',
};

export const PROFILE_URL = '/api/user/profile/view';
export const UPDATE_URL = '/api/user/profile/update';
export const LOGOUT_URL = '/api/user/profile/logout';
export const DELETE_URL = '/api/user/profile/delete';

export function signIn(user: PublicUser = USER): void {
  storeSignIn(user, 'tok-1');
}

export const profileOk = (user: PublicUser = USER) => jsonResponse({ success: true, user });

type Answer = (init: RequestInit | undefined) => Response | Promise<Response>;

/** /profile with the profile call (and any other) answered by `answers`; unknown calls get a 404. */
export function renderProfile(path = '/profile', answers: Record<string, Answer> = {}) {
  const fetchSpy = stubFetch((url, init) => {
    const answer = answers[url] ?? (url === PROFILE_URL ? () => profileOk() : undefined);
    return answer ? answer(init) : jsonResponse({ success: false, message: 'Not found' }, 404);
  });
  const view = renderRoutes(
    [
      { path: '/profile', element: <ProfilePage /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    path,
  );
  const callsTo = (url: string) => fetchSpy.mock.calls.filter(([called]) => called === url);
  return { ...view, fetchSpy, callsTo };
}
