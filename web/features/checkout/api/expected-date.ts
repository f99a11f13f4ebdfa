import { apiGet } from '../../../lib/api.ts';

// GET /api/user/Products/expected_date?pincode={6 digits} (public)
//   → { success: true, deliveryMessage: 'Delivery by Wed, 25 Nov', estimatedDate, codAvailable, … }
//   or { success: false, message } for a pincode the shop does not deliver to (still a 200).
// The checkout's own reading of the call (web features do not share code): only what the address
// step and the payment step show.

export type DeliveryPromise =
  | { served: true /** 'Delivery by Wed, 25 Nov' */; text: string; codAvailable: boolean }
  | { served: false; message: string };

interface Body {
  success?: unknown;
  message?: unknown;
  deliveryMessage?: unknown;
  codAvailable?: unknown;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The promise for a pincode; throws when no readable answer came (the screens then say nothing). */
export async function fetchDeliveryPromise(pincode: string, signal?: AbortSignal): Promise<DeliveryPromise> {
  const result = await apiGet<Body | null>(
    `/user/Products/expected_date?pincode=${encodeURIComponent(pincode)}`,
    { signal },
  );
  if (!result.success) throw new Error(`Delivery estimate failed (${result.status})`);
  const body = result.data;
  const promise = text(body?.deliveryMessage);
  if (body?.success === true && promise) {
    return { served: true, text: promise, codAvailable: body.codAvailable !== false };
  }
  if (body?.success === false && text(body.message)) return { served: false, message: text(body.message) };
  throw new Error('Unreadable delivery estimate');
}
