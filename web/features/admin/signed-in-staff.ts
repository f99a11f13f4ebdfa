import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { unwrap } from '../../lib/api.ts';
import { clearSignIn } from '../../lib/auth-storage.ts';
import { signInPath } from '../../lib/session-expiry.ts';
import { adminCall } from './call.ts';
import { consoleKeys } from './console-keys.ts';

// Who is signed in, as the console's shell and the home page's preview (a page outside the shell) both
// ask before showing anything: GET /api/admin/me, and what to do when the server no longer knows the
// session.

/** The signed-in staff member; a 401 or 403 is an answer, so it is not asked again. */
export function useSignedInStaff() {
  return useQuery({
    queryKey: consoleKeys.me,
    queryFn: ({ signal }) => unwrap(adminCall('adminMe', { signal })),
    staleTime: 60_000,
    retry: false,
  });
}

/** A session the server no longer knows: forget it and sign in again, coming back to `returnTo`. */
export function useSignInAgain(returnTo: string) {
  const navigate = useNavigate();
  useEffect(() => {
    clearSignIn();
    navigate(signInPath(returnTo), { replace: true });
  }, [navigate, returnTo]);
}
