import type { FastifyPluginAsync } from 'fastify';
import { healthResponse } from '../../../contract/health.ts';
import type { Database } from '../../db/client.ts';
import { route } from '../../lib/route.ts';

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

export const healthRoutes =
  (database: Database, shopName: string): FastifyPluginAsync =>
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
  };
