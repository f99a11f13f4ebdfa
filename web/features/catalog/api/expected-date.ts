import { useMutation } from '@tanstack/react-query';
import { PINCODE_MESSAGES } from '../../../../contract/delivery.ts';
import { call } from '../../../lib/call.ts';
import { rememberCheckedPincode } from '../../../lib/checked-pincode.ts';
import { failureText } from '../../../lib/failure.ts';
import { filledText, numberOrNull } from '../../../lib/read.ts';

// The answer is a 200 for any well-formed pincode, its `success` saying whether the shop delivers there;
// the call reads a `success: false` as a refusal, so the shop's no arrives with the failures.

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
      /** The promised day (YYYY-MM-DD), for writing it in another language. */
      estimatedDate: string | null;
    }
  | { ok: false; message: string };

/**
 * Never throws. A delivery promise, the server's own no, 'Unable to check delivery for this pincode'
 * when it gave no reason, or 'Service unavailable. Please try again later.' when the service failed.
 */
export async function checkDelivery(pincode: string, signal?: AbortSignal): Promise<DeliveryCheckResult> {
  const result = await call('expectedDate', { query: { pincode }, signal });
  if (!result.success) {
    if (result.status >= 500) return { ok: false, message: PINCODE_MESSAGES.serviceUnavailable };
    return { ok: false, message: failureText(result, { failed: PINCODE_MESSAGES.checkFailed }) };
  }
  // Read field by field: an answer without a promise is no answer.
  const body: Record<string, unknown> | null = result.data;
  const deliveryMessage = filledText(body?.deliveryMessage);
  if (body?.success === true && deliveryMessage) {
    return {
      ok: true,
      deliveryMessage,
      message: filledText(body.message) ?? '',
      pincode: filledText(body.pincode) ?? pincode,
      district: filledText(body.district),
      state: filledText(body.state),
      codAvailable: body.codAvailable === true,
      codLimit: numberOrNull(body.codLimit),
      estimatedDate: filledText(body.estimatedDate),
    };
  }
  return { ok: false, message: filledText(body?.message) ?? PINCODE_MESSAGES.checkFailed };
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
