import { ALERT_MESSAGES, backInStockText, priceDropText } from '../../../contract/alerts.ts';
import type { Language } from '../../../contract/language.ts';
import { routePath } from '../../../contract/routes.ts';
import { rupeesFigure } from '../../../contract/rupees.ts';
import type { Config } from '../../config.ts';
import { toRupees } from '../../lib/money.ts';
import type { OutgoingMessage, SendQueue } from '../messages/index.ts';

// What a shopper is told when an alert fires: the in-app notification's title and text, and the SMS and
// email handed to the send queue after the change committed. SMS: one part of at most 160 GSM
// characters (as the order messages: "Rs" rather than the rupee sign, which would make the whole SMS
// Unicode at 70 characters a part), a long product name shortened to fit, the link always whole.

/** An alert that fired, with what the shopper is told about. */
export interface Fired {
  alertId: string;
  userId: string;
  kind: 'back-in-stock' | 'price-drop';
  productId: string;
  productName: string;
  /** The colour's name when the alert was for a colour; null: any colour. */
  colourName: string | null;
  size: string | null;
  /** Paise: the price now and the price the shopper asked at (price drops). */
  price: number | null;
  priceAt: number | null;
  /** The shopper's contacts, read with the alert (null when the account has none). */
  phone: string | null;
  email: string | null;
  name: string | null;
  /** The shopper's language: the SMS and email are written in English and sent in it. */
  language?: Language | null;
}

export type ShopFacts = Pick<Config, 'shopName' | 'publicUrl'>;

/** Rupees as the shopper reads them: 1,299 or 1,299.50. */
export function rupeesText(paise: number): string {
  return rupeesFigure(toRupees(paise));
}

export const productPath = (productId: string) => routePath('product', { id: productId });

/** The in-app notification's title and text. */
export function noticeOf(fired: Fired): { title: string; message: string } {
  if (fired.kind === 'price-drop')
    return {
      title: ALERT_MESSAGES.priceDropTitle,
      message: priceDropText(fired.productName, rupeesText(fired.price ?? 0), rupeesText(fired.priceAt ?? 0)),
    };
  return {
    title: ALERT_MESSAGES.backInStockTitle,
    message: backInStockText(fired.productName, fired.colourName, fired.size),
  };
}

const SMS_MAX = 160;
/** GSM 03.38's basic characters: an SMS of only these is sent 7-bit, 160 characters a part. */
const GSM_7 = /[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà]/;
const LOOKALIKES: Record<string, string> = { '‘': "'", '’': "'", '“': '"', '”': '"', '–': '-', '—': '-' };

/** A shop-entered value made of GSM characters only (one other character would make the SMS Unicode). */
function gsmText(text: string): string {
  const kept = [...text]
    .map((c) => LOOKALIKES[c] ?? c)
    .filter((c) => GSM_7.test(c))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return kept;
}

function shorten(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, Math.max(0, max - 3)).trimEnd()}...`;
}

/** The SMS: the product named as fully as 160 characters allow, the link never cut. */
export function smsOf(fired: Fired, shop: ShopFacts): string {
  const s = gsmText(shop.shopName);
  const link = `${shop.publicUrl}${productPath(fired.productId)}`;
  const name = gsmText(fired.productName) || 'Your item';
  const colour = fired.colourName ? gsmText(fired.colourName) : '';
  const size = fired.size ? gsmText(fired.size) : '';
  const texts: ((n: string) => string)[] =
    fired.kind === 'price-drop'
      ? [
          (n) =>
            `${s}: ${n} is now Rs ${rupeesText(fired.price ?? 0)} (was Rs ${rupeesText(fired.priceAt ?? 0)}). Shop now: ${link}`,
        ]
      : [
          (n) =>
            `${s}: ${n}${colour ? ` in ${colour}` : ''}${colour && size ? `, size ${size}` : ''} is back in stock. Shop now: ${link}`,
          (n) => `${s}: ${n} is back in stock. Shop now: ${link}`,
        ];
  for (const text of texts) {
    const room = SMS_MAX - text('').length;
    if (room >= Math.min(name.length, 12)) return text(shorten(name, room));
  }
  // Even the shortest form leaves no room for a name: the link says what it is.
  return `${s}: something you asked about has news. Shop now: ${link}`.slice(0, SMS_MAX);
}

/** The email: the same news, the link, and why they got it. */
export function emailOf(fired: Fired, shop: ShopFacts): { subject: string; text: string } {
  const notice = noticeOf(fired);
  const link = `${shop.publicUrl}${productPath(fired.productId)}`;
  const text = [
    fired.name?.trim() ? `Hello ${fired.name.trim()},` : 'Hello,',
    notice.message,
    `See it: ${link}`,
    'You asked us to tell you, and this is the one message about it. To hear again, ask again on the product page.',
    `Warm regards,\n${shop.shopName}`,
  ].join('\n\n');
  return { subject: `${notice.title}: ${fired.productName}`, text: `${text}\n` };
}

export interface AlertMessages {
  /** Hands each fired alert's SMS and email to the send queue (call after the commit). */
  send(fired: readonly Fired[]): void;
}

export function createAlertMessages(deps: {
  config: ShopFacts;
  sendQueue: Pick<SendQueue, 'enqueue'>;
}): AlertMessages {
  const { config, sendQueue } = deps;
  return {
    send(fired) {
      for (const one of fired) {
        const messages: OutgoingMessage[] = [];
        if (one.phone)
          messages.push({
            to: one.phone,
            channel: 'sms',
            template: one.kind,
            text: smsOf(one, config),
            language: one.language ?? null,
          });
        if (one.email) {
          const { subject, text } = emailOf(one, config);
          messages.push({ to: one.email, channel: 'email', subject, text, language: one.language ?? null });
        }
        for (const message of messages) sendQueue.enqueue(message);
      }
    },
  };
}
