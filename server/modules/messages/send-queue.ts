import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../platform/index.ts';
import type { Messenger, OutgoingMessage } from './messenger.ts';

// Messages sent after the answer: the request hands the message over and answers at once, so how long
// a provider takes (or whether there was anything to send) never shows in the answer's timing. Used
// for password-reset codes, where a slower answer would tell that an account exists, and for order
// messages. Sign-in and sign-up codes are still sent inside the request: the shopper must hear when a
// code could not go. The messages go through the job queue (`send-message`): pg-boss on a PostgreSQL
// server, so a message survives a restart and is sent by one instance; retried with doubling waits;
// a message that failed every try is kept in failed_jobs.

/** The job queue's name for outgoing messages. */
export const SEND_MESSAGE_QUEUE = 'send-message';

export interface SendQueue {
  /** Takes the message; it is sent in the background, retried with back-off, failures recorded. */
  enqueue(message: OutgoingMessage): void;
  /** Resolves when every message taken so far has been sent or is waiting for a retry (tests). */
  drain(): Promise<void>;
  /** Shutdown: waits for the messages being sent (the queue itself is stopped by its owner). */
  close(): Promise<void>;
}

export interface SendQueueOptions {
  messenger: Messenger;
  log: FastifyBaseLogger;
  jobs: JobQueue;
  /** Tries after the first (MESSAGE_RETRIES). */
  retries: number;
  /** Wait before the first retry, doubled for each next one (MESSAGE_RETRY_DELAY_SECONDS). */
  retryDelaySeconds: number;
}

/** Declares the queue's worker on `jobs` (before the queue starts). */
export function createSendQueue(options: SendQueueOptions): SendQueue {
  const { messenger, log, jobs } = options;
  // The whole message is the job's payload, fields the queue does not know (a DLT template) included.
  jobs.define<OutgoingMessage>(SEND_MESSAGE_QUEUE, (message) => messenger.send(message), {
    retryLimit: options.retries,
    retryDelaySeconds: options.retryDelaySeconds,
  });
  return {
    enqueue(message) {
      jobs.send(SEND_MESSAGE_QUEUE, message).catch((err) => {
        // Never thrown into the request that had already answered; the message is lost, so say so.
        log.error({ err, channel: message.channel }, 'message could not be queued');
      });
    },
    drain: () => jobs.drain(),
    close: () => jobs.drain(),
  };
}
