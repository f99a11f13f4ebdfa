import type { FastifyBaseLogger } from 'fastify';
import type { ClusterBus } from './bus.ts';
import { busWire } from './bus-wire.ts';
import { closeRedis, connectRedis, redisAnswers, redisSettled } from './redis.ts';

// The bus over Redis pub/sub (docs/decisions/026): one connection publishes, a second one subscribes
// (a subscribing connection can do nothing else). ioredis reconnects both and subscribes again by
// itself; a message published while this instance was away is lost, which the cache times bound.

/**
 * The channel every instance of one shop uses. Pub/sub ignores Redis's database numbers, so the
 * number in REDIS_URL is part of the name: shops sharing a Redis on different numbers stay apart.
 */
export function redisBusChannel(url: string): string {
  const db = Number(new URL(url).pathname.slice(1) || '0');
  return `littleloom:bus:${Number.isInteger(db) ? db : 0}`;
}

export interface RedisBusOptions {
  url: string;
  log: FastifyBaseLogger;
  /** Default: redisBusChannel(url). Tests use their own. */
  channel?: string;
  /** Connection names in CLIENT LIST get this ending (tests find and cut the connection by it). */
  name?: string;
}

/**
 * Resolves once both connections came up and the subscription holds, or failed on the first try (then
 * ioredis keeps reconnecting in the background and `ping` says false until it is back).
 */
export async function openRedisBus(options: RedisBusOptions): Promise<ClusterBus> {
  const { url, log } = options;
  const channel = options.channel ?? redisBusChannel(url);
  const suffix = options.name ? `-${options.name}` : '';
  const wire = busWire(log);
  const publisher = connectRedis(url, log, { name: `littleloom-bus-pub${suffix}` });
  const subscriber = connectRedis(url, log, { name: `littleloom-bus-sub${suffix}` });
  subscriber.on('message', (from: string, text: string) => {
    if (from === channel) wire.deliver(text);
  });
  // Subscribes when the connection is first ready. Once subscribed, ioredis subscribes again after
  // every reconnection by itself; a subscription that failed is tried again at the next ready.
  let subscribed = false;
  let subscribing: Promise<void> | undefined;
  const subscribe = () => {
    if (subscribed) return;
    subscribing = subscriber.subscribe(channel).then(
      () => {
        subscribed = true;
      },
      (err: unknown) => log.warn({ err, channel }, 'bus: subscribing failed; trying again on reconnection'),
    );
  };
  subscriber.on('ready', subscribe);
  let closed = false;
  await Promise.all([redisSettled(publisher), redisSettled(subscriber)]);
  await subscribing;

  return {
    kind: 'redis',
    async publish(message) {
      if (closed) return;
      try {
        await publisher.publish(channel, wire.encode(message));
      } catch (err) {
        log.warn({ err, topic: message.topic }, 'bus: message not published (the cache times bound it)');
      }
    },
    subscribe: wire.subscribe,
    async ping() {
      if (closed || !subscribed || subscriber.status !== 'ready') return false;
      return redisAnswers(publisher);
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([closeRedis(publisher), closeRedis(subscriber)]);
    },
  };
}
