import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError, unauthorized } from './errors.ts';

export const NO_TOKEN_MESSAGE = 'No token provided';

export interface RequestAuth {
  userId: string;
  sessionId: string;
}

/** What the guard needs from the sessions: the user and session a token stands for, or null. */
export interface TokenCheck {
  authenticate(token: string): Promise<RequestAuth | null>;
}

/**
 * The bearer guard for every account call: no token → 401 'No token provided'; a token that is
 * malformed, unsigned, re-signed, expired, revoked or names another user's session → 401 'Login Required.'.
 * On success `request.auth` holds the token's user; handlers act as that user and no other.
 */
export function bearerGuard(sessions: TokenCheck): preHandlerAsyncHookHandler {
  return async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
    if (!match?.[1]) throw new AppError(401, 'NO_TOKEN', NO_TOKEN_MESSAGE);
    const auth = await sessions.authenticate(match[1]);
    if (!auth) throw unauthorized();
    request.auth = auth;
  };
}

/** The signed-in user of a request that passed the guard. */
export function authOf(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: RequestAuth;
  }
}
