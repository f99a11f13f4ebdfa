import type { SignInResponse } from '../../../../contract/auth.ts';

export interface SignedIn {
  user: SignInResponse['user'];
  accessToken: string;
}

/**
 * The login data of a sign-in answer (phone code, password or social callback): the user and the
 * access token, read as `accessToken` or `token`. Null when the answer lacks either.
 */
export function readSignIn(data: unknown): SignedIn | null {
  if (typeof data !== 'object' || data === null) return null;
  const body = data as Partial<Record<'user' | 'accessToken' | 'token', unknown>>;
  const token =
    typeof body.accessToken === 'string' && body.accessToken !== ''
      ? body.accessToken
      : typeof body.token === 'string' && body.token !== ''
        ? body.token
        : null;
  const user = body.user as Partial<SignInResponse['user']> | undefined;
  if (!token || typeof user !== 'object' || user === null || typeof user._id !== 'string') return null;
  return { user: user as SignInResponse['user'], accessToken: token };
}
