import type { PincodeLocation } from '../../../../contract/delivery.ts';
import { call } from '../../../lib/call.ts';
import { isRefusal } from '../../../lib/failure.ts';
import { numberOrNull } from '../../../lib/read.ts';

// The shop's own India Post table, and whether the shop delivers there (and up to how much cash). A 404
// means India Post does not know the pincode.

export type PincodeLookup =
  | { status: 'found'; place: PincodeLocation }
  | { status: 'unknown' }
  | { status: 'failed' };

export async function lookupPincode(pincode: string, signal?: AbortSignal): Promise<PincodeLookup> {
  const result = await call('pincode', { params: { pincode }, signal });
  if (!result.success) {
    // Only our server's own refusal says "unknown": its 404, or a 2xx that says `success: false`. Any other
    // failure (a proxy's page, no network) is not an answer.
    const refused = result.status === 404 || result.status < 300;
    return refused && isRefusal(result) ? { status: 'unknown' } : { status: 'failed' };
  }
  const body = result.data;
  if (typeof body?.district !== 'string' || typeof body.state !== 'string') return { status: 'failed' };
  // An older server says nothing of service: read that as served with no limit, which it then was.
  const serviceable = body.serviceable !== false;
  const codLimit = numberOrNull(body.codLimit);
  return {
    status: 'found',
    place: { pincode, district: body.district, state: body.state, serviceable, codLimit },
  };
}
