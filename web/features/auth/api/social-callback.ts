import type { SignInResponse } from '../../../../contract/auth.ts';
import { apiGet } from '../../../lib/api.ts';

// GET /api/user/auth/google/callback?code=&state=&iss= → the sign-in answer; 503 when no provider
// is configured. The provider sends the shopper back to /signin with these parameters.

/** Where the browser goes to start social sign-in (a full page load: the provider is elsewhere). */
export const SOCIAL_START_URL = '/api/user/auth/google';

export interface SocialReturnParams {
  code: string;
  state?: string;
  iss?: string;
  provider?: string;
}

export function completeSocialSignIn(params: SocialReturnParams) {
  const query = new URLSearchParams();
  query.set('code', params.code);
  if (params.state) query.set('state', params.state);
  if (params.iss) query.set('iss', params.iss);
  if (params.provider) query.set('provider', params.provider);
  return apiGet<SignInResponse>(`/user/auth/google/callback?${query.toString()}`);
}
