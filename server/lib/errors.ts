import type { FieldError } from '../../contract/api.ts';

/**
 * The one error type services throw. It knows nothing of HTTP beyond a status number;
 * the error handler (server/lib/error-handler.ts) turns it into the body of rules/design §4.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: FieldError[] | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    extra: { errors?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.code = code;
    this.errors = extra.errors;
    this.headers = extra.headers;
  }
}

export const badRequest = (message: string, errors?: FieldError[]) =>
  new AppError(400, 'BAD_REQUEST', message, errors ? { errors } : {});
export const unauthorized = (message = 'Login Required.') => new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'You are not allowed to do that.') =>
  new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
/** A body or file over its size limit. */
export const payloadTooLarge = (message: string, errors?: FieldError[]) =>
  new AppError(413, 'PAYLOAD_TOO_LARGE', message, errors ? { errors } : {});
/** A body or file that is not of a kind the endpoint takes. */
export const unsupportedMediaType = (message: string, errors?: FieldError[]) =>
  new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', message, errors ? { errors } : {});
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, 'TOO_MANY_REQUESTS', message, { headers: { 'retry-after': String(retryAfterSeconds) } });
export const serviceUnavailable = (
  message = 'The shop is temporarily unavailable. Please try again shortly.',
) => new AppError(503, 'UNAVAILABLE', message);

/** Messages the API answers with where the spec names none. */
export const MESSAGES = {
  internal: 'Something went wrong. Please try again.',
  notFound: 'Not found',
  malformedJson: 'The request body is not valid JSON.',
  emptyJson: 'The request body is empty but JSON was declared.',
  unsupportedMediaType: 'Unsupported content type. Send JSON (application/json).',
  bodyTooLarge: 'The request body is too large.',
  validation: 'Please check the highlighted fields.',
  unavailable: 'The shop is temporarily unavailable. Please try again shortly.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
} as const;
