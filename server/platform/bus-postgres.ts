import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { BusMessage, ClusterBus } from './bus.ts';
import { busWire } from './bus-wire.ts';

// The bus over PostgreSQL's LISTEN/NOTIFY (docs/decisions/026), for a shop on a PostgreSQL server
// without Redis. One dedicated connection per instance, outside the pool (a listening connection must
// stay the same one): it listens, and it notifies too, so a busy pool never delays a message. When the
// connection is lost it is opened again with back-off and listens again; messages sent meanwhile are
// lost, which the cache times bound. NOTIFY is scoped to the database, so instances of other shops on
// the same server never hear these.

export const POSTGRES_BUS_CHANNEL = 'littleloom_bus';

/** NOTIFY refuses payloads of 8000 bytes or more. */
const PAYLOAD_MAX_BYTES = 7_900;
const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 5_000;

export interface PostgresBusOptions {
  url: string;
  log: FastifyBaseLogger;
  /** Default POSTGRES_BUS_CHANNEL; tests use their own. Lower-case letters, digits and underscores. */
  channel?: string;
}

/** Resolves once the first connection listens, or failed to (then it is tried again with back-off). */
export async function openPostgresBus(options: PostgresBusOptions): Promise<ClusterBus> {
  const { url, log } = options;
  const channel = options.channel ?? POSTGRES_BUS_CHANNEL;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`bad bus channel name: ${channel}`);
  const wire = busWire(log);
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = RETRY_FIRST_MS;
  let down = false;
  let closed = false;

  function scheduleConnect(err?: unknown) {
    if (closed || retry) return;
    if (!down) log.warn({ err }, 'bus: PostgreSQL listener lost; reconnecting');
    down = true;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, delay);
    retry.unref();
    delay = Math.min(delay * 2, RETRY_MAX_MS);
  }

  function lost(lostClient: pg.Client, err?: unknown) {
    if (client !== lostClient) return;
    client = undefined;
    lostClient.end().catch(() => {});
    scheduleConnect(err);
  }

  async function connect() {
    const next = new pg.Client({
      connectionString: url,
      application_name: 'littleloom-bus',
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
    });
    next.on('error', (err) => lost(next, err));
    next.on('end', () => lost(next));
    next.on('notification', (note) => {
      if (note.channel === channel && note.payload) wire.deliver(note.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (err) {
      next.end().catch(() => {});
      scheduleConnect(err);
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    delay = RETRY_FIRST_MS;
    if (down) log.info('bus: PostgreSQL listener back');
    down = false;
  }

  function payloadOf(message: BusMessage): string {
    const text = wire.encode(message);
    if (Buffer.byteLength(text) <= PAYLOAD_MAX_BYTES || message.topic !== 'catalogue') return text;
    // Too many products to name: "the catalogue changed" drops every cached answer instead.
    return wire.encode({ topic: 'catalogue' });
  }

  await connect();

  return {
    kind: 'postgres',
    async publish(message) {
      if (closed) return;
      const current = client;
      if (!current) {
        log.warn(
          { topic: message.topic },
          'bus: message not sent, listener reconnecting (the cache times bound it)',
        );
        return;
      }
      try {
        await current.query('SELECT pg_notify($1, $2)', [channel, payloadOf(message)]);
      } catch (err) {
        log.warn({ err, topic: message.topic }, 'bus: message not sent (the cache times bound it)');
      }
    },
    subscribe: wire.subscribe,
    async ping() {
      if (closed) return false;
      const current = client;
      if (!current) return false;
      try {
        await current.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
