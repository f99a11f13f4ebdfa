import type { FastifyBaseLogger } from 'fastify';
import type { Messenger, OutgoingMessage } from './messenger.ts';

// Messages sent after the answer: the request hands the message over and answers at once, so how long
// a provider takes (or whether there was anything to send) never shows in the answer's timing. Used
// for password-reset codes, where a slower answer would tell that an account exists. Sign-in and
// sign-up codes are still sent inside the request: the shopper must hear when a code could not go.
// In-process for now, behind one small interface so a job queue on PostgreSQL can take its place.

export interface SendQueue {
  /** Takes the message; it is sent in the background, retried with back-off, failures logged. */
  enqueue(message: OutgoingMessage): void;
  /** Resolves when every message taken so far has been sent or given up on (tests). */
  drain(): Promise<void>;
  /** Shutdown: no more waiting between retries (each message gets at most one more try), then drain. */
  close(): Promise<void>;
}

export interface SendQueueOptions {
  messenger: Messenger;
  log: FastifyBaseLogger;
  /** Tries after the first (default 3). */
  retries?: number;
  /** Wait before the first retry, doubled for each next one (default 1 s). */
  backoffMs?: number;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createSendQueue(options: SendQueueOptions): SendQueue {
  const { messenger, log } = options;
  const retries = options.retries ?? 3;
  const backoffMs = options.backoffMs ?? 1_000;
  const inFlight = new Set<Promise<void>>();
  let closing = false;

  async function deliver(message: OutgoingMessage): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        await messenger.send(message);
        return;
      } catch (error) {
        if (attempt >= retries || closing) {
          log.error(
            { err: error, channel: message.channel, attempts: attempt + 1 },
            'message delivery failed',
          );
          return;
        }
        log.warn(
          { err: error, channel: message.channel, attempt: attempt + 1 },
          'message delivery failed; retrying',
        );
        await pause(backoffMs * 2 ** attempt);
      }
    }
  }

  return {
    enqueue(message) {
      // setImmediate: the send starts after the current request has written its answer.
      const job = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => deliver(message))
        .finally(() => inFlight.delete(job));
      inFlight.add(job);
    },
    async drain() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    async close() {
      closing = true;
      await this.drain();
    },
  };
}
