// The messages module's public surface: the one delivery port (outbox, SMTP, SMS over HTTP) and the
// queue that sends after the answer.
export {
  createMessenger,
  type Messenger,
  type OutgoingMessage,
  outboxIsDelivery,
  type Sender,
} from './messenger.ts';
export { createSendQueue, type SendQueue, type SendQueueOptions } from './send-queue.ts';
