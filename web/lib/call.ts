import { type Endpoint, fillPath } from '../../contract/endpoint.ts';
import {
  type AnswerOf,
  type BodyOf,
  ENDPOINTS,
  type EndpointName,
  type ParamsOf,
  type QueryOf,
  type StorefrontEndpointName,
} from '../../contract/endpoints.ts';
import { type ApiResult, request, settled } from './api.ts';

// The one way the web calls the API: by the endpoint's name in contract/endpoints.ts. The table gives
// the method and path; `call` fills the path's parameters, writes the query string, sends the stored
// bearer token to endpoints that need a sign-in (failing locally with 401 'No token provided' when there
// is none) and reads a 2xx that says `success: false` as the refusal it is.

type QueryValue = string | number | boolean | null | undefined;

type Needs<Key extends string, T> = [T] extends [undefined] ? { [K in Key]?: never } : { [K in Key]: T };

export type CallOptions<N extends EndpointName> = Needs<'params', ParamsOf<N>> &
  Needs<'body', BodyOf<N>> & {
    /** The query's fields (undefined and null are left out), or a prepared query string. */
    query?: [QueryOf<N>] extends [undefined] ? never : QueryOf<N> | URLSearchParams;
    /** A multipart body, for endpoints declared with a form. */
    form?: FormData;
    signal?: AbortSignal;
  };

function queryString(query: object | URLSearchParams | undefined): string {
  if (query === undefined) return '';
  const search =
    query instanceof URLSearchParams
      ? query
      : new URLSearchParams(
          Object.entries(query as Record<string, QueryValue>).flatMap(([key, value]) =>
            value === undefined || value === null ? [] : [[key, String(value)]],
          ),
        );
  // Commas stay readable: list filters (size, brand, productType) are comma lists (rules/storefront §4).
  const text = search.toString().replace(/%2C/gi, ',');
  return text ? `?${text}` : '';
}

/** The URL `call` would fetch for an endpoint (also what tests expect to see). */
export function callUrl(
  name: StorefrontEndpointName,
  options: { params?: Record<string, string>; query?: object } = {},
): string {
  return urlOf(ENDPOINTS[name], options);
}

function urlOf(endpoint: Endpoint, options: { params?: Record<string, string>; query?: object }): string {
  return `${fillPath(endpoint.path, options.params)}${queryString(options.query)}`;
}

/**
 * A `call` over one table of endpoints: the storefront's (`call` below) or the console's, which builds
 * its own from contract/admin-endpoints.ts so the storefront never loads the console's paths.
 */
export function callerFor<T extends { readonly [K in EndpointName]?: Endpoint }>(table: T) {
  /** Calls an endpoint by name; resolves to `{ success: true, data }` or `{ success: false, error }`, never throws. */
  return async function call<N extends keyof T & EndpointName>(
    name: N,
    ...[options]: [ParamsOf<N>, BodyOf<N>] extends [undefined, undefined]
      ? [options?: CallOptions<N>]
      : [options: CallOptions<N>]
  ): Promise<ApiResult<AnswerOf<N>>> {
    const endpoint = table[name] as Endpoint;
    const { params, body, query, form, signal } = (options ?? {}) as {
      params?: Record<string, string>;
      body?: unknown;
      query?: object;
      form?: FormData;
      signal?: AbortSignal;
    };
    return settled(
      await request<AnswerOf<N>>(endpoint.method, urlOf(endpoint, { params, query }), {
        auth: endpoint.access !== 'public',
        body,
        form,
        signal,
      }),
    );
  };
}

/** Calls a storefront endpoint by name (contract/endpoints.ts). */
export const call = callerFor(ENDPOINTS);
