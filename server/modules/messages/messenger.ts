import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createOutbox } from './outbox.ts';
import { createSmsHttpSender } from './sms-http.ts';
import { createSmtpSender } from './smtp.ts';

// The one port every code and mail leaves through (DESIGN.md §5). Each channel goes to its real
// provider when one is configured and to the outbox table otherwise.

export interface OutgoingMessage {
  /** +91XXXXXXXXXX for sms, a lower-case address for email. */
  to: string;
  channel: 'sms' | 'email';
  text: string;
  /** The one-time code the message carries, if any (kept by the outbox only). */
  code?: string;
  subject?: string;
}

export interface Messenger {
  /** Resolves once the provider (or the outbox) has accepted the message; rejects when it has not. */
  send(message: OutgoingMessage): Promise<void>;
  /**
   * True when no real provider is configured, so everything goes to the outbox and
   * GET /api/dev/outbox is registered. With any provider configured the route does not exist.
   */
  outboxEnabled: boolean;
}

/** One channel's delivery. */
export interface Sender {
  send(message: OutgoingMessage): Promise<void>;
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
    ? createSmsHttpSender({ url: config.smsHttpUrl, token: config.smsHttpToken })
    : outbox;
  return {
    outboxEnabled: !config.smtpUrl && !config.smsHttpUrl,
    send(message) {
      return (message.channel === 'email' ? email : sms).send(message);
    },
  };
}
