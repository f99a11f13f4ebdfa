import type { FastifyPluginAsync } from 'fastify';
import {
  healthResponse,
  livenessResponse,
  type ReadinessParts,
  readinessResponse,
} from '../../../contract/health.ts';
import type { Database } from '../../db/client.ts';
import type { Readiness } from '../../lib/readiness.ts';
import { route } from '../../lib/route.ts';
import type { Platform } from '../../platform/index.ts';

// Three checks for three readers: /health (people and the old monitors: the database), /health/live (an
// orchestrator restarts a process that stops answering it) and /health/ready (a load balancer sends
// traffic only while it says 200: every part answers and the instance is neither starting nor draining).

const PING_TIMEOUT_MS = 2000;

async function databaseIsUp(database: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('ping timed out')), PING_TIMEOUT_MS);
  });
  try {
    await Promise.race([database.ping(), timeout]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export interface HealthDeps {
  database: Database;
  shopName: string;
  /** The engines besides the database; their readiness() answers in bounded time. */
  platform: Pick<Platform, 'readiness'>;
  readiness: Readiness;
}

const upOrDown = (up: boolean | undefined) => (up ? 'up' : 'down');

export const healthRoutes =
  ({ database, shopName, platform, readiness }: HealthDeps): FastifyPluginAsync =>
  async (app) => {
    route(
      app,
      'health',
      {
        summary: 'Liveness and database reachability',
        tags: ['health'],
        answer: healthResponse,
        alsoAnswers: [503],
      },
      async (_request, reply) => {
        const up = await databaseIsUp(database);
        reply.header('cache-control', 'no-store');
        return reply.status(up ? 200 : 503).send({
          success: up,
          status: up ? 'ok' : 'degraded',
          database: up ? 'up' : 'down',
          shop: shopName,
          uptimeSeconds: Math.round(process.uptime()),
        });
      },
    );

    route(
      app,
      'healthLive',
      {
        summary: 'The process answers (while draining too)',
        tags: ['health'],
        answer: livenessResponse,
        noStore: true,
      },
      async () => ({ status: 'live' as const, uptimeSeconds: Math.round(process.uptime()) }),
    );

    route(
      app,
      'healthReady',
      {
        summary: 'Whether this instance should get traffic: every part answers, not starting or draining',
        tags: ['health'],
        answer: readinessResponse,
        alsoAnswers: [503],
        noStore: true,
      },
      async (_request, reply) => {
        const state = readiness.state;
        if (state !== 'ready') return reply.status(503).send({ success: false, status: state, state });
        const [databaseUp, engines] = await Promise.all([databaseIsUp(database), platform.readiness()]);
        const parts: ReadinessParts = {
          database: upOrDown(databaseUp),
          bus: upOrDown(engines.bus),
          storage: upOrDown(engines.storage),
          jobs: upOrDown(engines.jobs),
        };
        // A drain that began while the parts were asked wins: the balancer must stop at once.
        const now = readiness.state;
        const ok = now === 'ready' && Object.values(parts).every((part) => part === 'up');
        return reply.status(ok ? 200 : 503).send({
          success: ok,
          status: now !== 'ready' ? now : ok ? 'ready' : 'degraded',
          state: now,
          parts,
        });
      },
    );
  };
