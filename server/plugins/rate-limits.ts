import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { AUTH_MESSAGES } from '../../contract/auth.ts';
import type { Config } from '../config.ts';
import { MESSAGES, tooManyRequests } from '../lib/errors.ts';

// Abuse limits per client address (and one shop-wide ceiling on code sends), with @fastify/rate-limit's
// counters (docs/decisions/017-abuse-limits.md). They sit in front of the per-phone code limits in the
// auth service: those protect one shopper's phone, these stop one client from spraying codes to many
// phones (SMS costs money), guessing codes, mass-registering or saturating the database. The client
// address is request.ip, which trusts X-Forwarded-For only as far as TRUST_PROXY says. Counters are in
// memory, one set per instance; the library's Redis store shares them when instances are many.

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

export async function registerAbuseLimits(
  app: FastifyInstance,
  limits: Config['limits'],
): Promise<AbuseLimits> {
  await app.register(rateLimit, { global: false });

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
    async (request) => {
      for (const check of checks) {
        if (!check) continue;
        const result = await check(request);
        // isAllowed means "on the allow-list" (we keep none); isExceeded is the limit passed.
        if (!result.isAllowed && result.isExceeded)
          throw tooManyRequests(message, Math.max(1, result.ttlInSeconds));
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
