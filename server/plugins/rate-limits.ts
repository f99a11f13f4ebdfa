import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { AUTH_MESSAGES } from '../../contract/auth.ts';
import type { Config } from '../config.ts';
import { MESSAGES, tooManyRequests } from '../lib/errors.ts';
import { closeRedis, connectRedis, redisSettled } from '../platform/redis.ts';

// Abuse limits per client address (and one shop-wide ceiling on code sends), with @fastify/rate-limit's
// counters (docs/decisions/017-abuse-limits.md). They sit in front of the per-phone code limits in the
// auth service: those protect one shopper's phone, these stop one client from spraying codes to many
// phones (SMS costs money), guessing codes, mass-registering or saturating the database. The client
// address is request.ip, which trusts X-Forwarded-For only as far as TRUST_PROXY says. Counters are in
// memory, one set per instance; with REDIS_URL they live in Redis (the library's Redis store), shared by
// every instance, so N instances allow what one allows. While Redis is away the limits are skipped
// rather than failing every request (the per-phone code limits, in the database, still hold).

export interface AbuseLimits {
  /** Routes that send an SMS or email code: per client per hour, and the shop-wide ceiling per hour. */
  codeSends: onRequestAsyncHookHandler;
  /** Code checks and password sign-ins: per client per 10 minutes. */
  signIns: onRequestAsyncHookHandler;
  /** Account creation: per client per hour. */
  signUps: onRequestAsyncHookHandler;
}

/** The library's counter: counts the request and says whether the limit is now passed. */
type Check = (
  request: FastifyRequest,
) => Promise<{ isAllowed: true } | { isAllowed: false; isExceeded: boolean; ttlInSeconds: number }>;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Where the shared counters' keys start in Redis (keys are per database number of REDIS_URL). */
const REDIS_KEYS = 'littleloom:limits:';

/** With `redisUrl` (REDIS_URL) the counters are kept in Redis; its connection closes with the app. */
export async function registerAbuseLimits(
  app: FastifyInstance,
  limits: Config['limits'],
  shared: { redisUrl?: string | undefined } = {},
): Promise<AbuseLimits> {
  const redis = shared.redisUrl
    ? connectRedis(shared.redisUrl, app.log, { name: 'littleloom-limits' })
    : undefined;
  if (redis) {
    app.addHook('onClose', () => closeRedis(redis));
    // The first requests are counted too (a command while not connected fails and is skipped).
    await redisSettled(redis);
  }
  await app.register(
    rateLimit,
    redis ? { global: false, redis, nameSpace: REDIS_KEYS, skipOnError: true } : { global: false },
  );

  /** A counter, or none when its setting is 0 (switched off). */
  const counter = (
    max: number,
    timeWindow: number,
    key: (request: FastifyRequest) => string,
  ): Check | null =>
    max > 0 ? (app.createRateLimit({ max, timeWindow, keyGenerator: key }) as Check) : null;

  /** Refuses with 429, Retry-After and the message when any of the counters is over. */
  const guard =
    (message: string, ...checks: (Check | null)[]): onRequestAsyncHookHandler =>
    async (request, reply) => {
      for (const check of checks) {
        if (!check) continue;
        const result = await check(request);
        // isAllowed means "on the allow-list" (we keep none); isExceeded is the limit passed.
        if (!result.isAllowed && result.isExceeded) {
          // A refusal is about this moment and this client: no cache (a CDN in front) may keep it, even
          // on a public page whose own answer would be cacheable.
          reply.header('cache-control', 'no-store');
          throw tooManyRequests(message, Math.max(1, result.ttlInSeconds));
        }
      }
    };

  // Every API call from one client: a ceiling no shopper reaches by hand, so a scraper cannot hold
  // the database. The health check (load balancers) is never counted.
  const browsing = counter(limits.requestsPerClientMinute, MINUTE_MS, (r) => `api:${r.ip}`);
  if (browsing) {
    const ceiling = guard(MESSAGES.tooManyRequests, browsing);
    app.addHook('onRequest', async (request, reply) => {
      const url = request.url;
      if (!url.startsWith('/api/') || url.startsWith('/api/health')) return;
      await ceiling.call(app, request, reply);
    });
  }

  return {
    codeSends: guard(
      AUTH_MESSAGES.tooManySends,
      counter(limits.codeSendsPerClientHour, HOUR_MS, (r) => `codes:${r.ip}`),
      counter(limits.codeSendsGlobalHour, HOUR_MS, () => 'codes:shop'),
    ),
    signIns: guard(
      AUTH_MESSAGES.tooManyLogins,
      counter(limits.signInPerClient10Min, 10 * MINUTE_MS, (r) => `sign-in:${r.ip}`),
    ),
    signUps: guard(
      AUTH_MESSAGES.tooManySignUps,
      counter(limits.signUpsPerClientHour, HOUR_MS, (r) => `sign-up:${r.ip}`),
    ),
  };
}
