import type { FastifyInstance } from 'fastify';
import type { Readiness } from '../lib/readiness.ts';

// While draining (SIGTERM, DRAIN_MS) the instance answers every request as usual but asks each client
// to close its connection, so kept-alive clients reconnect — through the load balancer, to an instance
// that is staying — before this one stops listening.

export function registerReadiness(app: FastifyInstance, readiness: Readiness): void {
  app.decorate('readiness', readiness);
  app.addHook('onRequest', async (_request, reply) => {
    if (readiness.state === 'draining') reply.header('connection', 'close');
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** starting → ready → draining: main.ts moves it; /api/health/ready reads it. */
    readiness: Readiness;
  }
}
