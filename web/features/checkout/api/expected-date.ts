import { currentLanguage } from '../../../i18n/language.ts';
import { call } from '../../../lib/call.ts';
import { recordOr, textOr } from '../../../lib/read.ts';
import { deliveryBy } from '../checkout-texts.ts';

// The delivery promise for a pincode: 'Delivery by Wed, 25 Nov', or for a pincode the shop does not
// deliver to a 200 that says `success: false` with the reason. The checkout's own reading of the call
// (web features do not share code): only what the address step and the payment step show.

export type DeliveryPromise =
  | { served: true /** 'Delivery by Wed, 25 Nov' */; text: string; codAvailable: boolean }
  | { served: false; message: string };

const isOk = (status: number) => status >= 200 && status < 300;

/** The promise for a pincode; throws when no readable answer came (the screens then say nothing). */
export async function fetchDeliveryPromise(pincode: string, signal?: AbortSignal): Promise<DeliveryPromise> {
  const result = await call('expectedDate', { query: { pincode }, signal });
  if (!result.success) {
    // Not delivering there is an answer (a 200 with the reason), not a failure.
    const reason = textOr(result.error.message).trim();
    if (isOk(result.status) && reason) return { served: false, message: reason };
    throw new Error(`Delivery estimate failed (${result.status})`);
  }
  const body = recordOr(result.data);
  // In English the server's words; in another language written here from the day it names.
  const promise =
    (currentLanguage() === 'en' ? '' : deliveryBy(textOr(body.estimatedDate))) ||
    textOr(body.deliveryMessage).trim();
  if (body.success === true && promise) {
    return { served: true, text: promise, codAvailable: body.codAvailable !== false };
  }
  throw new Error('Unreadable delivery estimate');
}
