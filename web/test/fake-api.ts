import { onTestFinished, vi } from 'vitest';
import { ADMIN_ENDPOINTS } from '../../contract/admin-endpoints.ts';
import type { Endpoint } from '../../contract/endpoint.ts';
import {
  type AnswerOf,
  type BodyOf,
  ENDPOINTS,
  type EndpointName,
  type ParamsOf,
} from '../../contract/endpoints.ts';

// One fake of the shop's API for component tests, keyed by the endpoint names of contract/endpoints.ts:
// a test says what each endpoint it uses answers, and the fake routes every fetch to the right handler
// by the table's method and path. A call no handler answers fails the test, naming the endpoint — a
// test never passes on an answer it did not choose.

type Answer<N extends EndpointName> =
  | Omit<AnswerOf<N>, 'success'>
  | AnswerOf<N>
  | Response
  | Promise<Omit<AnswerOf<N>, 'success'> | AnswerOf<N> | Response>;

export interface FakeRequest<N extends EndpointName> {
  name: N;
  url: string;
  method: string;
  params: ParamsOf<N> extends undefined ? Record<string, string> : ParamsOf<N>;
  query: URLSearchParams;
  /** The parsed JSON body (undefined without one). */
  body: BodyOf<N> extends undefined ? unknown : BodyOf<N>;
  /** The multipart body, when the call sent one. */
  form: FormData | undefined;
  headers: Headers;
}

export type FakeHandlers = { [N in EndpointName]?: (request: FakeRequest<N>) => Answer<N> };

/** A JSON answer with a status (for failures and answers a handler shapes by hand). */
export function answer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The server's refusal: `{ success: false, message, ...extra }` with its status. */
export function refusal(status: number, message: string, extra: Record<string, unknown> = {}): Response {
  return answer({ success: false, message, ...extra }, status);
}

/** An answer that arrives only when the test says so, to look at the screen while a call is on its way. */
export function deferred<T = Response>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

// The storefront's endpoints and the console's.
const TABLE: Record<EndpointName, Endpoint> = { ...ENDPOINTS, ...ADMIN_ENDPOINTS };

const patterns = (Object.keys(TABLE) as EndpointName[]).map((name) => {
  const { method, path } = TABLE[name];
  const keys: string[] = [];
  const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_, key: string) => {
    keys.push(key);
    return '([^/]+)';
  });
  return { name, method, keys, pattern: new RegExp(`^/api${source}/?$`) };
});

/** The endpoint a fetch is for, with its path parameters, or undefined when it is none of the shop's. */
export function matchEndpoint(method: string, pathname: string) {
  for (const { name, method: wanted, keys, pattern } of patterns) {
    if (wanted !== method) continue;
    const match = pattern.exec(pathname);
    if (!match) continue;
    const params: Record<string, string> = {};
    keys.forEach((key, index) => {
      params[key] = decodeURIComponent(match[index + 1] ?? '');
    });
    return { name, params };
  }
  return undefined;
}

/**
 * Replaces fetch with the fake; returns what it saw and a way to change a handler mid-test.
 * Handlers may return the answer without `success` (the fake adds `success: true`, as the server does).
 */
export function fakeApi(initial: FakeHandlers = {}) {
  const handlers: FakeHandlers = { ...initial };
  const seen: FakeRequest<EndpointName>[] = [];
  const unhandled: string[] = [];

  onTestFinished(() => {
    if (unhandled.length > 0)
      throw new Error(`The fake API was called without a handler for: ${unhandled.join(', ')}`);
  });

  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const parsed = new URL(url, 'http://shop.test');
    const found = matchEndpoint(method, parsed.pathname);
    if (!found) {
      unhandled.push(`${method} ${parsed.pathname} (no such endpoint)`);
      throw new Error(`No endpoint answers ${method} ${parsed.pathname}`);
    }
    const form = init?.body instanceof FormData ? init.body : undefined;
    const request = {
      name: found.name,
      url,
      method,
      params: found.params,
      query: parsed.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      form,
      headers: new Headers(init?.headers),
    } as FakeRequest<EndpointName>;
    seen.push(request);
    const handler = handlers[found.name] as
      | ((request: FakeRequest<EndpointName>) => Answer<EndpointName>)
      | undefined;
    if (!handler) {
      unhandled.push(found.name);
      throw new Error(`The fake API has no handler for ${found.name}`);
    }
    const result = await handler(request);
    if (result instanceof Response) return result;
    return answer({ success: true, ...(result as object) });
  });
  vi.stubGlobal('fetch', spy);

  return {
    spy,
    /** Every request made to the endpoint `name`, in order. */
    calls<N extends EndpointName>(name: N): FakeRequest<N>[] {
      return seen.filter((request) => request.name === name) as unknown as FakeRequest<N>[];
    },
    /** Sets (or replaces) what an endpoint answers from now on. */
    on<N extends EndpointName>(name: N, handler: (request: FakeRequest<N>) => Answer<N>): void {
      (handlers as Record<string, unknown>)[name] = handler;
    },
  };
}

export type FakeApi = ReturnType<typeof fakeApi>;
