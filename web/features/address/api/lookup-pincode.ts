import type { PincodeLocation } from '../../../../contract/delivery.ts';
import { apiGet } from '../../../lib/api.ts';

// GET /api/pincode/{pin} (public) → { success, pincode, district, state, serviceable, codLimit }: the
// shop's own India Post table, and whether the shop delivers there (and up to how much cash). 404 means
// India Post does not know the pincode.

export type PincodeLookup =
  | { status: 'found'; place: PincodeLocation }
  | { status: 'unknown' }
  | { status: 'failed' };

export async function lookupPincode(pincode: string, signal?: AbortSignal): Promise<PincodeLookup> {
  const result = await apiGet<Partial<PincodeLocation> & { success?: unknown }>(
    `/pincode/${encodeURIComponent(pincode)}`,
    { signal },
  );
  if (!result.success) {
    // Only our server's own 404 says "unknown"; any other failure (a proxy's page, no network) is not an answer.
    const known = result.status === 404 && result.error.success === false;
    return known ? { status: 'unknown' } : { status: 'failed' };
  }
  const body = result.data;
  if (body?.success === false) return { status: 'unknown' };
  if (typeof body?.district !== 'string' || typeof body.state !== 'string') return { status: 'failed' };
  // An older server says nothing of service: read that as served with no limit, which it then was.
  const serviceable = body.serviceable !== false;
  const codLimit = typeof body.codLimit === 'number' ? body.codLimit : null;
  return {
    status: 'found',
    place: { pincode, district: body.district, state: body.state, serviceable, codLimit },
  };
}
