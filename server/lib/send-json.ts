import type { FastifyReply } from 'fastify';

/**
 * Sends a payload the service already built to its contract type, stringified directly instead of
 * re-validated by the response schema on every request (the schema still documents the route, and the
 * TypeScript types hold the shape). For hot read paths only: listing, product, similar.
 */
export function sendJson(reply: unknown, payload: unknown): FastifyReply {
  return (reply as FastifyReply).type('application/json; charset=utf-8').send(JSON.stringify(payload));
}
