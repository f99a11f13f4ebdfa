import type { Permission } from './staff.ts';

// How an endpoint is declared: its method, its path under /api, who may call it and (as types only)
// the shapes it takes and gives. The storefront's endpoints are in contract/endpoints.ts, the console's
// in contract/admin-endpoints.ts, so the storefront's first chunk carries none of the console's paths.

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint: anyone, the signed-in shopper whose bearer token the call carries, or a
 * staff member whose role holds the named permission (contract/staff.ts).
 */
export type Access = 'public' | 'shopper' | Permission;

/** Whether an endpoint is the console's: its access names a staff permission. */
export const isStaffAccess = (access: Access): access is Permission =>
  access !== 'public' && access !== 'shopper';

/** What an endpoint takes and gives, as types only. */
export interface Shapes {
  /** The path's `:name` parts. */
  params?: Record<string, string>;
  /** The query string's fields. */
  query?: object;
  /** A JSON body. */
  body?: unknown;
  /** A multipart/form-data body (its text fields; files ride beside them). */
  form?: object;
  /** The success body. */
  answer: unknown;
}

export interface Endpoint<S extends Shapes = Shapes> {
  readonly method: Method;
  /** The path under /api, with `:name` for each path parameter. */
  readonly path: string;
  readonly access: Access;
  /** Never present at run time: carries the shapes for the type checker. */
  readonly shapes?: S;
}

export const endpoint =
  <S extends Shapes>() =>
  (method: Method, path: string, access: Access = 'public'): Endpoint<S> => ({ method, path, access });

/** The concrete path of a `:name` pattern, e.g. fillPath('/user/order/view/:id', { id }) → /user/order/view/abc. */
export function fillPath(pattern: string, params: Record<string, string> = {}): string {
  return pattern.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
}
