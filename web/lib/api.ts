import { getStoredToken } from './auth-storage.ts';
import { getShopConfig } from './shop-config.ts';

// The call wrapper of rules/design §4 / rules/storefront §7. It never throws: every call resolves to
// `{ success: true, data, status }` or `{ success: false, error, status }`, where `error` is the
// server's JSON body (or `{ message }` from the exception) and status is 500 when no answer came.

export const API_BASE = '/api';
export const NO_TOKEN_MESSAGE = 'No token provided';

export interface ApiErrorBody {
  message: string;
  success?: false;
  errors?: { field: string; msg: string }[];
  [key: string]: unknown;
}

export type ApiSuccess<T> = { success: true; data: T; status: number };
export type ApiFailure = { success: false; error: ApiErrorBody; status: number };
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

export interface ApiOptions {
  /** Sent as JSON. */
  body?: unknown;
  /**
   * Sent as multipart/form-data in place of `body`. No Content-Type is set here: the browser writes
   * it with the part boundary, which only it knows.
   */
  form?: FormData;
  /** Send the stored access token as a bearer header; without one, fail locally with 401. */
  auth?: boolean;
  signal?: AbortSignal;
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/**
 * Where calls go. The browser uses fetch; the server-side renderer routes a page's calls to the
 * shop's own API in-process (web/ssr/render.tsx), so its answers are exactly what the browser gets.
 */
export function setTransport(next: Transport): void {
  transport = next;
}

function toUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
}

function asErrorBody(body: unknown, status: number, statusText: string): ApiErrorBody {
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const record = body as Record<string, unknown>;
    const message =
      typeof record.message === 'string' && record.message !== ''
        ? record.message
        : typeof record.error === 'string' && record.error !== ''
          ? record.error
          : statusText || `Request failed with status ${status}`;
    return { ...record, message };
  }
  if (
    typeof body === 'string' &&
    body.trim() !== '' &&
    body.length < 300 &&
    !body.trimStart().startsWith('<')
  ) {
    return { message: body.trim() };
  }
  return { message: statusText || `Request failed with status ${status}` };
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return null;
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function exceptionMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Network error';
}

export async function request<T>(
  method: Method,
  path: string,
  options: ApiOptions = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.auth) {
    const token = getStoredToken();
    if (!token) return { success: false, error: { message: NO_TOKEN_MESSAGE }, status: 401 };
    headers.Authorization = `Bearer ${token}`;
  }
  const init: RequestInit = { method, headers };
  if (options.form !== undefined) {
    init.body = options.form;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  if (options.signal) init.signal = options.signal;

  let response: Response;
  try {
    response = await transport(toUrl(path), init);
  } catch (error) {
    return { success: false, error: { message: exceptionMessage(error) }, status: 500 };
  }

  let body: unknown;
  try {
    body = await readBody(response);
  } catch (error) {
    return { success: false, error: { message: exceptionMessage(error) }, status: response.status || 500 };
  }

  if (!response.ok) {
    return {
      success: false,
      error: asErrorBody(body, response.status, response.statusText),
      status: response.status,
    };
  }
  return { success: true, data: body as T, status: response.status };
}

export const apiGet = <T>(path: string, options?: ApiOptions) => request<T>('GET', path, options);
export const apiPost = <T>(path: string, options?: ApiOptions) => request<T>('POST', path, options);
export const apiPatch = <T>(path: string, options?: ApiOptions) => request<T>('PATCH', path, options);
export const apiDelete = <T>(path: string, options?: ApiOptions) => request<T>('DELETE', path, options);

/** A failed call as an exception, for TanStack Query (which wants query functions to throw). */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;
  constructor(failure: ApiFailure) {
    super(failure.error.message);
    this.name = 'ApiRequestError';
    this.status = failure.status;
    this.body = failure.error;
  }
}

/** Resolves to the data of a successful call, or throws an ApiRequestError. */
export async function unwrap<T>(call: Promise<ApiResult<T>>): Promise<T> {
  const result = await call;
  if (!result.success) throw new ApiRequestError(result);
  return result.data;
}

/**
 * The URL of an uploaded file (product, category, brand images), from the shop's pictures address
 * (`/uploads`, or a CDN when the files are in a bucket); absolute URLs pass through.
 */
export function uploadUrl(file: string): string {
  if (/^(https?:)?\/\//i.test(file) || file.startsWith('data:') || file.startsWith('blob:')) return file;
  const key = file.startsWith('/uploads/') ? file.slice('/uploads/'.length) : file.replace(/^\/+/, '');
  return `${getShopConfig().picturesUrl}/${key}`;
}

/** A 2xx answer that still says `success: false` is the server's refusal, read like a failure status. */
export function settled<T>(result: ApiResult<T>): ApiResult<T> {
  if (!result.success) return result;
  const body = result.data as { success?: unknown; message?: unknown } | null;
  if (typeof body !== 'object' || body === null || body.success !== false) return result;
  const message = typeof body.message === 'string' ? body.message : '';
  return { success: false, error: { ...body, success: false, message }, status: result.status };
}
