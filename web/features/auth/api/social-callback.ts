import { API_BASE } from '../../../lib/api.ts';
import { call, callUrl } from '../../../lib/call.ts';

// The provider sends the shopper back to /signin with these parameters, which the callback takes to
// finish the sign-in (503 when no provider is configured).

/** Where the browser goes to start social sign-in (a full page load: the provider is elsewhere). */
export const SOCIAL_START_URL = `${API_BASE}${callUrl('socialStart')}`;

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
  return call('socialCallback', { query });
}
