import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, FieldError } from '../../contract/api.ts';
import { AppError, MESSAGES } from './errors.ts';

// Connection-level failures (server down, closed pool, admin shutdown) mean "database away": 503, not 500.
const DB_UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof e.code === 'string' && (DB_UNAVAILABLE_CODES.has(e.code) || e.code.startsWith('08')))
      return true;
    if (
      typeof e.message === 'string' &&
      /database closed|Connection terminated|PGlite is closed|Cannot use a pool after calling end|timeout exceeded when trying to connect/i.test(
        e.message,
      )
    )
      return true;
    current = e.cause;
  }
  return false;
}

function send(reply: FastifyReply, status: number, body: ErrorBody) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

function toFieldErrors(error: FastifyError): FieldError[] {
  const context = error.validationContext ?? 'body';
  return (error.validation ?? []).map((issue) => {
    const path = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    const params = issue.params as { issue?: { path?: PropertyKey[] } } | undefined;
    const zodPath = params?.issue?.path?.map(String).join('.');
    return { field: zodPath || path || context, msg: issue.message ?? 'Invalid value' };
  });
}

/** The single error handler: every failure leaves as `{ success: false, message, errors? }`, never a stack. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      const body: ErrorBody = { success: false, message: error.message };
      if (error.errors) body.errors = error.errors;
      const retryAfter = Number(error.headers?.['retry-after']);
      if (error.status === 429 && Number.isInteger(retryAfter)) body.retryAfter = retryAfter;
      return send(reply, error.status, body);
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const errors = toFieldErrors(error);
      return send(reply, 400, { success: false, message: errors[0]?.msg ?? MESSAGES.validation, errors });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return send(reply, 503, { success: false, message: MESSAGES.unavailable });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return send(reply, 400, { success: false, message: MESSAGES.malformedJson });
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return send(reply, 400, { success: false, message: MESSAGES.emptyJson });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(reply, 415, { success: false, message: MESSAGES.unsupportedMediaType });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return send(reply, 413, { success: false, message: MESSAGES.bodyTooLarge });
    }
    // A SyntaxError from the JSON parser, or any other client error fastify or a plugin flagged.
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (error instanceof SyntaxError && status === 400) {
      return send(reply, 400, { success: false, message: MESSAGES.malformedJson });
    }
    if (status >= 400 && status < 500) {
      if (status === 429 && error.message)
        return send(reply, 429, { success: false, message: error.message });
      return send(reply, status, { success: false, message: error.message || MESSAGES.internal });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, { success: false, message: MESSAGES.internal });
  });
}
