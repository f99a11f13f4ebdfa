import { isLanguage } from '../../../contract/language.ts';
import type { OrderStatus } from '../../../contract/order.ts';
import { routePath } from '../../../contract/routes.ts';
import type { Config } from '../../config.ts';
import type { OutgoingMessage, SendQueue, SmsTemplate } from '../messages/index.ts';
import type { UserService } from '../users/index.ts';
import { amountText } from './placement.ts';
import type { ShopperContact } from './placement-repo.ts';
import type { OrderRow } from './status-repo.ts';
import { orderNumberOf } from './wire.ts';

// The SMS and email a shopper gets, besides the in-app notification, when their order is placed,
// shipped, delivered or cancelled and when their return is accepted or declined. They are handed to the
// send queue once the change has committed (never inside its transaction: a slow or failing provider
// must not hold an order's locks, and a change that rolled back must not be announced).
// SMS: one part of at most 160 GSM characters with the usual values, so "Rs" rather than the rupee
// sign (one ₹ makes the whole SMS Unicode, 70 characters a part); each text is a fixed sentence with the
// order's values in it, as a DLT template is registered. Email: the same news with the amount, the
// shipment, the shop's note and what happens next.

export type OrderMessageKind = Extract<
  SmsTemplate,
  | 'order-placed'
  | 'order-shipped'
  | 'order-delivered'
  | 'order-cancelled'
  | 'return-accepted'
  | 'return-declined'
>;

/** What a message tells about the order. */
export interface OrderFacts {
  kind: OrderMessageKind;
  /** As the shopper was told it: LL-2026-000123. */
  orderNumber: string;
  /** What the shopper pays in cash on delivery, in paise. */
  payablePaise: number;
  /** YYYY-MM-DD, when the order was placed with an estimate. */
  expectedDelivery: string | null;
  courier: string | null;
  trackingNumber: string | null;
  /** Coins the order spent (they come back when it is cancelled). */
  coinsUsed: number;
  /** The shop's note on the change: a cancellation's or a declined return's reason. */
  shopNote: string | null;
}

export interface OrderMessageTexts {
  sms: string;
  subject: string;
  email: string;
}

export type ShopFacts = Pick<Config, 'shopName' | 'publicUrl' | 'returnWindowDays'>;

/** The status changes the shopper hears about by SMS and email (the others stay in-app only). */
export function kindOfChange(before: OrderStatus, to: OrderStatus): OrderMessageKind | null {
  switch (to) {
    case 'Shipped':
      return 'order-shipped';
    case 'Delivered':
      return before === 'Return_Requested' ? 'return-declined' : 'order-delivered';
    case 'Cancelled':
      return 'order-cancelled';
    case 'Returned':
      return 'return-accepted';
    default:
      return null;
  }
}

// One formatter for every message (building one per message cost more than the rest of the text).
const deliveryDayFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const deliveryDay = (date: string) => deliveryDayFormat.format(new Date(`${date}T00:00:00Z`));

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** The texts of one message; `name` greets the shopper in the email. */
export function orderMessageTexts(
  facts: OrderFacts,
  shop: ShopFacts,
  name: string | null,
): OrderMessageTexts {
  const { shopName: s, publicUrl } = shop;
  const n = `#${facts.orderNumber}`;
  const link = `${publicUrl}${routePath('singleOrder', { id: facts.orderNumber })}`;
  const amount = amountText(facts.payablePaise);
  const courier = facts.courier ?? '';
  const tracking = facts.trackingNumber ?? '';

  let sms: string;
  let subject: string;
  let body: string[];
  switch (facts.kind) {
    case 'order-placed':
      sms = `${s}: thank you! Order ${n} for Rs ${amount} is placed; pay cash on delivery. Details: ${link}`;
      subject = `Your ${s} order ${n} has been placed`;
      body = [
        `Thank you for shopping with ${s}. Your order ${n} has been placed.`,
        `Amount to pay: ₹${amount}, in cash when the order arrives.` +
          (facts.expectedDelivery ? `\nExpected delivery: by ${deliveryDay(facts.expectedDelivery)}.` : ''),
      ];
      break;
    case 'order-shipped':
      sms = `${s}: order ${n} is shipped by ${courier}, tracking no. ${tracking}. Track: ${link}`;
      subject = `Your ${s} order ${n} has been shipped`;
      body = [
        `Good news: your order ${n} has been shipped.`,
        `Courier: ${courier}\nTracking number: ${tracking}`,
        `Please keep ₹${amount} ready to pay in cash on delivery.`,
      ];
      break;
    case 'order-delivered':
      sms = `${s}: your order ${n} has been delivered. Thank you for shopping with us! Details: ${link}`;
      subject = `Your ${s} order ${n} has been delivered`;
      body = [
        `Your order ${n} has been delivered. We hope you love it!`,
        `If something is not right, you can ask for a return from your order page within ${days(shop.returnWindowDays)} of delivery.`,
      ];
      break;
    case 'order-cancelled':
      sms = `${s}: your order ${n} has been cancelled. Details: ${link}`;
      subject = `Your ${s} order ${n} has been cancelled`;
      body = [
        `Your order ${n} has been cancelled.` +
          (facts.coinsUsed > 0
            ? ` The ${facts.coinsUsed === 1 ? '1 coin you used on it is' : `${facts.coinsUsed} coins you used on it are`} back in your account.`
            : ''),
      ];
      break;
    case 'return-accepted':
      sms = `${s}: your return of order ${n} has been accepted. Details: ${link}`;
      subject = `Your return of ${s} order ${n} has been accepted`;
      body = [
        `We have accepted the return of your order ${n}. Your refund follows our return and refund policy: ${publicUrl}${routePath('returnPolicy')}`,
      ];
      break;
    case 'return-declined':
      sms = `${s}: your return request for order ${n} was declined. Details: ${link}`;
      subject = `Your return request for ${s} order ${n} was declined`;
      body = [
        `Your return request for order ${n} was declined.`,
        'If you have any questions, just reply to this email.',
      ];
      break;
  }
  if (facts.shopNote) body.splice(1, 0, `Note from the shop: ${facts.shopNote}`);
  const email = [
    name?.trim() ? `Hello ${name.trim()},` : 'Hello,',
    ...body,
    `See your order: ${link}`,
    `Warm regards,\n${s}`,
  ].join('\n\n');
  return { sms, subject, email: `${email}\n` };
}

/** The facts of an order row for a message of `kind`. */
export function factsOf(
  kind: OrderMessageKind,
  order: OrderRow,
  orderNumber: string,
  shopNote: string | null,
) {
  return {
    kind,
    orderNumber,
    payablePaise: order.finalPayable,
    expectedDelivery: order.expectedDelivery,
    courier: order.courier,
    trackingNumber: order.trackingNumber,
    coinsUsed: order.coinsUsed,
    shopNote,
  } satisfies OrderFacts;
}

/** A committed status change, as the lifecycle knows it. */
export interface CommittedChange {
  before: OrderStatus;
  order: OrderRow;
  orderNumber: string;
  /** The shop's note when staff made the change (null for the shopper's own change). */
  shopNote: string | null;
}

export interface OrderMessages {
  /**
   * A new order, after it committed; `contact`, when the placement read it, spares reading the shopper
   * again.
   */
  placed(order: OrderRow, contact?: ShopperContact): Promise<void>;
  /** A status change, after it committed: sends only for the changes the shopper hears about. */
  changed(change: CommittedChange): Promise<void>;
}

export interface OrderMessageDeps {
  config: ShopFacts & Pick<Config, 'brandCode'>;
  sendQueue: Pick<SendQueue, 'enqueue'>;
  /** The shopper's phone, email and name, read when the message is made (after the commit). */
  users: Pick<UserService, 'byId'>;
}

export function createOrderMessages(deps: OrderMessageDeps): OrderMessages {
  const { config, sendQueue, users } = deps;

  async function send(userId: string, facts: OrderFacts, contact?: ShopperContact): Promise<void> {
    const shopper = contact ?? (await users.byId(userId));
    // A deleted account keeps no phone or email; an account may have only one of them.
    if (!shopper) return;
    const texts = orderMessageTexts(facts, config, shopper.name);
    // Written in English, sent in the shopper's language (messages/localise.ts).
    const language = isLanguage(shopper.language) ? shopper.language : null;
    const messages: OutgoingMessage[] = [];
    if (shopper.phone)
      messages.push({ to: shopper.phone, channel: 'sms', template: facts.kind, text: texts.sms, language });
    if (shopper.email)
      messages.push({
        to: shopper.email,
        channel: 'email',
        subject: texts.subject,
        text: texts.email,
        language,
      });
    for (const message of messages) sendQueue.enqueue(message);
  }

  return {
    placed: (order, contact) =>
      send(
        order.userId,
        factsOf('order-placed', order, orderNumberOf(config.brandCode, order), null),
        contact,
      ),

    async changed({ before, order, orderNumber, shopNote }) {
      const kind = kindOfChange(before, order.status as OrderStatus);
      if (kind) await send(order.userId, factsOf(kind, order, orderNumber, shopNote));
    },
  };
}
