import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

// Every request has an id, unique across instances (a UUID), in every log line of the request and in
// the `x-request-id` answer header, so one failure can be followed from the proxy's log to the
// instance's. A proxy's own id is kept when it sends one — but only a sane token, since it lands in
// every log line and header: anything else gets a new id. (Fastify's requestIdHeader option would take
// any header value as it is, hence genReqId reads the header itself.)

export const REQUEST_ID_HEADER = 'x-request-id';
const SANE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Fastify's genReqId: the proxy's x-request-id when it is a sane token, else a fresh UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
}

/** The logger of the request being handled (its child logger, carrying reqId), if any. */
const requestLog = new AsyncLocalStorage<FastifyBaseLogger>();

/**
 * Echoes each request's id on its answer (errors and not-found answers included), and runs the rest of
 * the request with its logger at hand for `loggingPerRequest`.
 */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    requestLog.run(request.log, done);
  });
}

/**
 * A logger for services, which are built once with the app's logger: inside a request it writes
 * through that request's logger (so its lines carry the request id), elsewhere through `base`.
 */
export function loggingPerRequest(base: FastifyBaseLogger): FastifyBaseLogger {
  return new Proxy(base, {
    get(target, property) {
      const logger = requestLog.getStore() ?? target;
      const value: unknown = Reflect.get(logger, property, logger);
      return typeof value === 'function' ? value.bind(logger) : value;
    },
  });
}
