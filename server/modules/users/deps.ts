import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { SessionService } from './sessions.ts';

/** What every account module (auth, social sign-in, profile, and later addresses, orders…) receives. */
export interface AccountDeps {
  db: Db;
  config: Config;
  clock: () => Date;
  /** The auth secret (server/lib/auth-secret.ts); derive purpose-specific keys from it. */
  secret: string;
  sessions: SessionService;
  /** preHandler: bearer authentication; sets request.auth (server/lib/auth-guard.ts). */
  requireUser: preHandlerAsyncHookHandler;
}
