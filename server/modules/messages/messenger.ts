import type { Language } from '../../../contract/language.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { localiseMessage } from './localise.ts';
import { createOutbox } from './outbox.ts';
import { createSmsHttpSender } from './sms-http.ts';
import { createSmtpSender } from './smtp.ts';

// The one port every code and mail leaves through (rules/design §5). Each channel goes to its real
// provider when one is configured and to the outbox table otherwise.

/**
 * The SMS texts the shop registers with an Indian SMS gateway (TRAI's DLT rules: every commercial SMS
 * names its registered template). SMS_TEMPLATE_IDS maps each name to the template id the gateway gave.
 */
export const SMS_TEMPLATES = [
  'sign-in-code',
  'sign-up-code',
  'account-exists',
  'reset-code',
  'order-placed',
  'order-shipped',
  'order-delivered',
  'order-cancelled',
  'return-accepted',
  'return-declined',
  'back-in-stock',
  'price-drop',
] as const;
export type SmsTemplate = (typeof SMS_TEMPLATES)[number];

export interface OutgoingMessage {
  /** +91XXXXXXXXXX for sms, a lower-case address for email. */
  to: string;
  channel: 'sms' | 'email';
  text: string;
  /** The one-time code the message carries, if any (kept by the outbox only). */
  code?: string;
  subject?: string;
  /**
   * The name of the registered text this message follows: one of SMS_TEMPLATES, which every SMS the shop
   * sends names. The SMS gateway is told its DLT template id.
   */
  template?: string;
  /**
   * The language of the person it goes to (null or absent: English). The text is written in English and
   * translated when sent (localise.ts), a Hindi SMS under its own DLT template `<template>-hi`.
   */
  language?: Language | null;
}

export interface Messenger {
  /** Resolves once the provider (or the outbox) has accepted the message; rejects when it has not. */
  send(message: OutgoingMessage): Promise<void>;
  /**
   * True when no real provider is configured, so everything goes to the outbox. GET /api/dev/outbox is
   * registered only then and only in demo mode; with any provider, or in production, it does not exist.
   */
  outboxEnabled: boolean;
}

/** One channel's delivery. */
export interface Sender {
  send(message: OutgoingMessage): Promise<void>;
}

/** True when neither an SMS nor an email provider is configured: every message goes to the outbox. */
export function outboxIsDelivery(config: Pick<Config, 'smtpUrl' | 'smsHttpUrl'>): boolean {
  return !config.smtpUrl && !config.smsHttpUrl;
}

export function createMessenger(deps: { config: Config; db: Db; clock: () => Date }): Messenger {
  const { config } = deps;
  const outbox = createOutbox(deps.db, deps.clock);
  // With only one provider configured, the other channel's messages are still kept in the outbox
  // table (readable by the operator) rather than lost, but the route stays closed.
  const email: Sender = config.smtpUrl
    ? createSmtpSender({ url: config.smtpUrl, from: config.mailFrom, shopName: config.shopName })
    : outbox;
  const sms: Sender = config.smsHttpUrl
    ? createSmsHttpSender({ url: config.smsHttpUrl, token: config.smsHttpToken, dlt: config.smsDlt })
    : outbox;
  return {
    outboxEnabled: outboxIsDelivery(config),
    send(message) {
      const localised = localiseMessage(message, config);
      return (localised.channel === 'email' ? email : sms).send(localised);
    },
  };
}
