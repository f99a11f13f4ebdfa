import type { FastifySchemaCompiler } from 'fastify';
import { TEXT_CONTROL_MESSAGE } from '../../contract/api.ts';

// PostgreSQL cannot store a NUL character (\u0000) in text: a value carrying one used to reach the
// database and fail there as a 500. Every request value checked by a route schema (body, query, params,
// and the text parts of multipart forms, which become the body) is looked at first, and the first
// string holding a NUL is refused as a validation error naming its field — before anything is written.

interface NulIssue {
  instancePath: string;
  message: string;
  keyword: 'nul';
  params: { issue: { path: string[] } };
}

/** The path of the first string holding a NUL inside `value`, or null. */
export function findNul(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  if (Buffer.isBuffer(value)) return null; // uploaded files are judged by their own rules
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key];
    const found = findNul(child, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** 'bankDetails.accountNumber' → 'Account number'; 'ownername' → 'Ownername'. */
function label(path: string[]): string {
  const last = path.at(-1) ?? 'value';
  const words = last
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Wraps a schema compiler so every validator refuses NUL characters first. */
export function refusingNul(compiler: FastifySchemaCompiler<unknown>): FastifySchemaCompiler<unknown> {
  return (route) => {
    const validate = compiler(route);
    const refuse = (path: string[]) => {
      const issue: NulIssue = {
        instancePath: `/${path.join('/')}`,
        message: TEXT_CONTROL_MESSAGE.replace('{field}', label(path)),
        keyword: 'nul',
        params: { issue: { path } },
      };
      return { error: [issue] as never };
    };
    return (data: unknown) => {
      const path = findNul(data);
      if (path) return refuse(path);
      const result = validate(data) as { value?: unknown; error?: Error };
      // A field that is itself JSON (the seller form's bankDetails) holds its NUL only once parsed.
      const parsed = result.error ? null : findNul(result.value);
      return parsed ? refuse(parsed) : (result as ReturnType<typeof validate>);
    };
  };
}
