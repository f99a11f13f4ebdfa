// The messages module's public surface: the one delivery port (outbox, SMTP, SMS over HTTP) and the
// queue that sends after the answer (on the job queue).
export {
  createMessenger,
  type Messenger,
  type OutgoingMessage,
  outboxIsDelivery,
  type Sender,
  SMS_TEMPLATES,
  type SmsTemplate,
} from './messenger.ts';
export {
  createSendQueue,
  SEND_MESSAGE_QUEUE,
  type SendQueue,
  type SendQueueOptions,
} from './send-queue.ts';
