import { useMutation } from '@tanstack/react-query';
import { PINCODE_MESSAGES } from '../../../../contract/delivery.ts';
import { apiGet } from '../../../lib/api.ts';
import { rememberCheckedPincode } from '../../../lib/checked-pincode.ts';

// GET /api/user/Products/expected_date?pincode={6 digits}
// → { success, message, deliveryMessage, pincode, district, state, codAvailable, … } (always 200 for a
// well-formed pincode; `success` says whether the shop delivers there).

export type DeliveryCheckResult =
  | {
      ok: true;
      deliveryMessage: string;
      message: string;
      pincode: string;
      district: string | null;
      state: string | null;
      codAvailable: boolean;
      /** Rupees of cash an order may hold at this pincode; null: no limit. */
      codLimit: number | null;
    }
  | { ok: false; message: string };

interface ExpectedDateBody {
  success?: boolean;
  message?: unknown;
  deliveryMessage?: unknown;
  pincode?: unknown;
  district?: unknown;
  state?: unknown;
  codAvailable?: unknown;
  codLimit?: unknown;
}

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * Never throws. A delivery promise, the server's own no, 'Unable to check delivery for this pincode'
 * when it gave no reason, or 'Service unavailable. Please try again later.' when the service failed.
 */
export async function checkDelivery(pincode: string, signal?: AbortSignal): Promise<DeliveryCheckResult> {
  const result = await apiGet<ExpectedDateBody | null>(
    `/user/Products/expected_date?pincode=${encodeURIComponent(pincode)}`,
    { signal },
  );
  if (!result.success) {
    if (result.status >= 500) return { ok: false, message: PINCODE_MESSAGES.serviceUnavailable };
    // The server's own words only (the call wrapper makes up 'Request failed with status N' otherwise).
    const own = 'success' in result.error ? str(result.error.message) : null;
    const fromServer = own && !/^Request failed with status \d+$/.test(own) ? own : null;
    return { ok: false, message: fromServer ?? PINCODE_MESSAGES.checkFailed };
  }
  const body = result.data;
  const deliveryMessage = str(body?.deliveryMessage);
  if (body?.success === true && deliveryMessage) {
    return {
      ok: true,
      deliveryMessage,
      message: str(body.message) ?? '',
      pincode: str(body.pincode) ?? pincode,
      district: str(body.district),
      state: str(body.state),
      codAvailable: body.codAvailable === true,
      codLimit: typeof body.codLimit === 'number' ? body.codLimit : null,
    };
  }
  return { ok: false, message: str(body?.message) ?? PINCODE_MESSAGES.checkFailed };
}

export function useDeliveryCheck() {
  return useMutation({
    mutationFn: (pincode: string) => checkDelivery(pincode),
    // The cart promises a date for the pincode last answered here (web/lib/checked-pincode.ts).
    onSuccess: (result) => {
      if (result.ok) rememberCheckedPincode(result.pincode);
    },
  });
}
