import { ADMIN_ENDPOINTS } from '../../../contract/admin-endpoints.ts';
import { callerFor } from '../../lib/call.ts';

// The console's one way to call the API: by the endpoint's name in contract/admin-endpoints.ts. Only
// the console's lazy chunk loads that table, so the storefront's first load carries none of it.
export const adminCall = callerFor(ADMIN_ENDPOINTS);
