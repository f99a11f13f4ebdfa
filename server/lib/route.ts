import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  preValidationAsyncHookHandler,
} from 'fastify';
import { z } from 'zod';
import { ADMIN_ENDPOINTS } from '../../contract/admin-endpoints.ts';
import { errorBodySchema } from '../../contract/api.ts';
import { type Endpoint, isStaffAccess } from '../../contract/endpoint.ts';
import { type AnswerOf, ENDPOINTS, type EndpointName } from '../../contract/endpoints.ts';
import type { Permission } from '../../contract/staff.ts';
import { localiseAnswer } from '../i18n/request.ts';

// One way to register a route: from its entry in contract/endpoints.ts. The helper fills in the method
// and path, the sign-in guard and its OpenAPI security, the error answers the route may give (400 when it
// reads input, 401 when it needs a sign-in, 403 when it needs a staff permission, plus the ones it
// names), `success: true` on the answer, and
// `cache-control: no-store` on every answer that belongs to one person. A handler is left with the few
// lines that call a service.

/** Any Fastify instance, whatever its type provider (routes plugins get a zod-typed one). */
// biome-ignore lint/suspicious/noExplicitAny: the helper types requests itself, from the schemas it is given
export type AnyApp = FastifyInstance<any, any, any, any, any>;

type Schema = z.ZodType;
type Parsed<T> = T extends Schema ? z.output<T> : undefined;

/** The answer a handler gives: the success body without `success`, which the helper adds. */
export type AnswerBody<R extends Schema> = Omit<z.input<R>, 'success'>;

export interface TypedRequest<P, Q, B> extends FastifyRequest {
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
}

export interface RouteOptions<
  N extends EndpointName,
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B extends Schema | undefined,
  R extends Schema,
> {
  tags: string[];
  summary: string;
  description?: string;
  params?: P;
  querystring?: Q;
  body?: B;
  /**
   * The success body's schema (checked against the endpoint's declared answer). Left out only by an
   * endpoint declared with no answer (`answer: never`), one that redirects instead.
   */
  answer?: R & z.ZodType<AnswerOf<N>>;
  /** The success status: 200 unless the route creates something (201). */
  status?: 200 | 201;
  /** Other success statuses answered with the same body (e.g. 200 for a repeated create). */
  alsoAnswers?: readonly number[];
  /** Failure statuses beyond 400 (input), 401 (sign-in) and 403 (a console permission) that the route may answer. */
  errors?: readonly number[];
  /** Hooks that run after the sign-in guard, before validation (e.g. reading a multipart form). */
  preValidation?: preValidationAsyncHookHandler | preValidationAsyncHookHandler[];
  /** Hooks that run first of all (abuse limits). */
  onRequest?: onRequestAsyncHookHandler | onRequestAsyncHookHandler[];
  /** `no-store` on every answer; the default for endpoints that need a sign-in. */
  noStore?: boolean;
  /** Request bodies it accepts besides JSON (documentation). */
  consumes?: string[];
  /**
   * The media type of a success answer that is a file the handler sends itself (e.g. 'application/pdf'),
   * for an endpoint declared with no JSON answer: documented as a binary string of that type.
   */
  produces?: string;
}

/**
 * Every endpoint that answers with a JSON body names its schema; only one declared without (a redirect,
 * a file) may not, and only such an endpoint may name the media type of a file it sends.
 */
type AnswerNamed<N extends EndpointName> = [AnswerOf<N>] extends [never]
  ? unknown
  : { answer: Schema; produces?: never };

/** A file answer's body in OpenAPI: a binary string. */
const fileBody = z.string().meta({ format: 'binary' });

export type RouteHandler<P, Q, B, R extends Schema> = (
  request: TypedRequest<P, Q, B>,
  reply: FastifyReply,
) => Promise<AnswerBody<R> | FastifyReply>;

/** The storefront's endpoints and the console's. */
const TABLE: Record<EndpointName, Endpoint> = { ...ENDPOINTS, ...ADMIN_ENDPOINTS };

/** A success answer documented by media type (a file), as OpenAPI's response `content`. */
interface FileResponse {
  description: string;
  content: Record<string, { schema: Schema }>;
}

const noStore: onRequestAsyncHookHandler = async (_request, reply) => {
  reply.header('cache-control', 'no-store');
};

const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * Registers the endpoint `name` on `app` (inside the /api prefix). The shopper guard comes from the app's
 * `requireShopper` decoration and a console endpoint's from `requireStaff`, both set once by the
 * composition root.
 */
export function route<
  N extends EndpointName,
  R extends Schema,
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
>(
  app: AnyApp,
  name: N,
  options: RouteOptions<N, P, Q, B, R> & AnswerNamed<N>,
  handler: RouteHandler<P, Q, B, R>,
): void {
  const endpoint = TABLE[name];
  const signedIn = endpoint.access !== 'public';
  const staff = isStaffAccess(endpoint.access);
  const guard =
    endpoint.access === 'shopper'
      ? app.requireShopper
      : isStaffAccess(endpoint.access)
        ? app.requireStaff(endpoint.access)
        : undefined;

  const status = options.status ?? 200;
  const response: Record<number, Schema | FileResponse> = {};
  if (options.answer) {
    response[status] = options.answer;
    for (const other of options.alsoAnswers ?? []) response[other] = options.answer;
  } else if (options.produces) {
    // A file: documented under its media type (Fastify never serialises the Buffer the handler sends).
    response[status] = {
      description: `A file (${options.produces})`,
      content: { [options.produces]: { schema: fileBody } },
    };
  }
  const readsInput = options.params || options.querystring || options.body;
  const failures = [
    ...(readsInput ? [400] : []),
    ...(signedIn ? [401] : []),
    // The staff guard refuses a shopper, or a role without the endpoint's permission.
    ...(staff ? [403] : []),
    ...(options.errors ?? []),
  ];
  for (const failure of failures) response[failure] = errorBodySchema;

  const onRequest = [...((options.noStore ?? signedIn) ? [noStore] : []), ...asList(options.onRequest)];
  // The guard runs before the input is checked, so strangers learn nothing from validation answers.
  const preValidation = [...(guard ? [guard] : []), ...asList(options.preValidation)];

  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(onRequest.length ? { onRequest } : {}),
    ...(preValidation.length ? { preValidation } : {}),
    schema: {
      tags: options.tags,
      summary: options.summary,
      ...(options.description ? { description: options.description } : {}),
      ...(signedIn ? { security: [{ bearer: [] }] } : {}),
      ...(options.consumes ? { consumes: options.consumes } : {}),
      ...(options.params ? { params: options.params } : {}),
      ...(options.querystring ? { querystring: options.querystring } : {}),
      ...(options.body ? { body: options.body } : {}),
      response,
    },
    handler: async (request, reply) => {
      if (status !== 200) reply.code(status);
      const answer: unknown = await handler(
        request as unknown as TypedRequest<P, Q, B>,
        reply as FastifyReply,
      );
      // A handler that sent its own answer (a redirect, pre-serialised JSON) returns the reply.
      if (answer === reply || reply.sent) return reply;
      // A `message` in the shopper's language (server/i18n/request.ts); English answers are untouched.
      return localiseAnswer(request, reply as FastifyReply, {
        success: true as const,
        ...(answer as object),
      });
    },
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The bearer guard of every `shopper` endpoint (server/lib/auth-guard.ts). */
    requireShopper: preValidationAsyncHookHandler;
    /** The guard of every console endpoint: a staff member whose role holds the permission (modules/staff). */
    requireStaff(permission: Permission): preValidationAsyncHookHandler;
  }
}
