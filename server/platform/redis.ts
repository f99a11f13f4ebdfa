import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

// The one way the shop connects to Redis (REDIS_URL): the bus's two connections and the abuse limits'
// counters. Redis is a helper, not the record: when it is away the shop keeps answering (the bus's
// messages are lost and bounded by the cache times, the shared limits are skipped), readiness says so,
// and ioredis reconnects on its own. So a command fails at once while the connection is down, instead
// of waiting in a request for the next reconnection (up to 2 s apart).

/** How long one command may take before it fails (a stalled connection, not a refused one). */
const COMMAND_TIMEOUT_MS = 1_000;

export interface RedisOptions {
  /** Shown in CLIENT LIST (and used by tests to find a connection). */
  name: string;
}

/**
 * A connection to `url`, connecting in the background (see `redisSettled`). Errors are logged once per
 * outage (ioredis retries every ≤ 2 s and would repeat them); a command issued while disconnected fails
 * at once, and one in flight when the connection drops fails after one reconnection attempt.
 */
export function connectRedis(url: string, log: FastifyBaseLogger, options: RedisOptions): Redis {
  const client = new Redis(url, {
    connectionName: options.name,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // Reconnect at once, then back off to 2 s between tries (ioredis's default curve).
    retryStrategy: (times) => Math.min(times * 50, 2_000),
  });
  let down = false;
  client.on('error', (err: Error) => {
    if (down) return;
    down = true;
    log.warn({ err, redis: options.name }, 'redis unreachable; retrying');
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info({ redis: options.name }, 'redis reachable again');
  });
  return client;
}

/**
 * Resolves once the first connection attempt has either succeeded or failed (or after `ms`), so what
 * follows starts with the connection up when Redis is there, and without waiting long when it is not.
 */
export function redisSettled(client: Redis, ms = 2_000): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off('ready', done);
      client.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    client.once('ready', done);
    client.once('error', done);
  });
}

/** Whether the connection answers a PING now. */
export async function redisAnswers(client: Redis): Promise<boolean> {
  if (client.status !== 'ready') return false;
  try {
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  }
}

/** Closes the connection: politely when it is up, at once otherwise (no reconnecting after this). */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'end') return;
  if (client.status === 'ready') {
    try {
      await client.quit();
      return;
    } catch {
      // fall through: drop it
    }
  }
  client.disconnect(false);
}
