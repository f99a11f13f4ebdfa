import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { BusMessage } from './bus.ts';

// What the brokers carry: one JSON text per message, naming the bus that sent it. Every instance
// hears its own messages too (one channel for all); the sender's id lets it skip them. The id is made
// afresh for every bus opened, so two instances given the same INSTANCE_ID still hear each other.

interface Envelope {
  from: string;
  message: BusMessage;
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The message in a received text, or undefined when it is not one this version understands. */
function readMessage(value: unknown): BusMessage | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const m = value as Record<string, unknown>;
  if (m.topic === 'sessions') {
    const out: BusMessage = { topic: 'sessions' };
    if (typeof m.sessionId === 'string') out.sessionId = m.sessionId;
    if (typeof m.userId === 'string') out.userId = m.userId;
    // A sessions message naming nobody would forget nothing: not a message.
    return out.sessionId || out.userId ? out : undefined;
  }
  if (m.topic === 'catalogue') {
    const out: BusMessage = { topic: 'catalogue' };
    if (isStringList(m.productIds)) out.productIds = m.productIds;
    return out;
  }
  return undefined;
}

/** One bus's end of the wire: its id, encoding, and handing other senders' messages to the handlers. */
export function busWire(log: FastifyBaseLogger) {
  const self = randomUUID();
  const handlers: Array<(message: BusMessage) => void> = [];

  return {
    encode(message: BusMessage): string {
      const envelope: Envelope = { from: self, message };
      return JSON.stringify(envelope);
    },
    subscribe(handler: (message: BusMessage) => void) {
      handlers.push(handler);
    },
    /** Hands a received text to every handler, unless this bus sent it; a bad text is logged and dropped. */
    deliver(text: string) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        log.warn({ text: text.slice(0, 200) }, 'bus: dropped a message that is not JSON');
        return;
      }
      const envelope = parsed as Partial<Envelope> | null;
      if (envelope?.from === self) return;
      const message = readMessage(envelope?.message);
      if (typeof envelope?.from !== 'string' || !message) {
        log.warn({ text: text.slice(0, 200) }, 'bus: dropped a message it does not understand');
        return;
      }
      for (const handler of handlers) {
        try {
          handler(message);
        } catch (err) {
          log.error({ err, topic: message.topic }, 'bus: a handler failed');
        }
      }
    },
  };
}
