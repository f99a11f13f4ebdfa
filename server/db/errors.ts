// Database errors the services turn into answers. Both drivers report PostgreSQL's error code and
// constraint, sometimes on a wrapped error's cause.

function matches(error: unknown, code: string, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (e.code === code) {
      if (!constraint) return true;
      if (e.constraint === constraint) return true;
      if (typeof e.message === 'string' && e.message.includes(constraint)) return true;
    }
    current = e.cause;
  }
  return false;
}

/** True when a database error (or its cause) has this SQLSTATE. */
export function hasErrorCode(error: unknown, code: string): boolean {
  return matches(error, code);
}

/** True when a database error is a unique violation on the named constraint (or any, if none named). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return matches(error, '23505', constraint);
}

/** True when a database error is a foreign key violation (a row points at one that is gone). */
export function isForeignKeyViolation(error: unknown): boolean {
  return matches(error, '23503');
}
