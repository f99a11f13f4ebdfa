import type { PublicUser } from '../../../contract/auth.ts';
import { storeSignIn } from '../../lib/auth-storage.ts';
import { type FakeHandlers, fakeApi } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import ProfilePage from './ProfilePage.tsx';

// The signed-in shopper for the profile page's tests, typed by the contract (fixtures.test.ts parses
// the answers built from it with the contract's schemas).

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

export function signIn(user: PublicUser = USER): void {
  storeSignIn(user, 'tok-1');
}

/** The profile endpoint's answer for `user`. */
export const profileOk = (user: PublicUser = USER) => ({ user });

/** The profile update's answer: the saved user and its photo. */
export const profileSaved = (user: PublicUser = USER) => ({
  message: 'Profile updated successfully',
  user,
  image: user.image,
});

/** /profile with the API faked by `handlers`; the profile answers USER unless a handler says otherwise. */
export function renderProfile(path = '/profile', handlers: FakeHandlers = {}) {
  const api = fakeApi({ profile: () => profileOk(), ...handlers });
  const view = renderRoutes(
    [
      { path: '/profile', element: <ProfilePage /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    path,
  );
  return { ...view, api };
}
