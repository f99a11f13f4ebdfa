import { AUTH_MESSAGES, type SignInResponse } from '../../../contract/auth.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, serviceUnavailable } from '../../lib/errors.ts';
import {
  type AccountDeps,
  createUserService,
  isEmailTaken,
  type UserRow,
  type UserService,
} from '../users/index.ts';
import {
  type OidcClient,
  type ProviderIdentity,
  ProviderRejected,
  ProviderUnavailable,
  providerKey,
} from './oidc-client.ts';
import {
  linkIdentity,
  pruneExpiredLogins,
  savePendingLogin,
  takePendingLogin,
  userByIdentity,
} from './social-repo.ts';

/** How long the shopper has at the provider before the pending sign-in is dropped. */
export const SOCIAL_LOGIN_TTL_MS = 10 * 60_000;
const RESOLVE_ATTEMPTS = 3;

export interface CallbackQuery {
  code: string;
  state?: string | undefined;
  iss?: string | undefined;
}

export interface SocialService {
  /** The provider's sign-in address to send the browser to. */
  start(): Promise<string>;
  /** Completes a sign-in from the provider's answer and opens a session. */
  callback(
    query: CallbackQuery,
    log: { warn(details: object, message: string): void },
  ): Promise<SignInResponse>;
}

/** Another callback linked the same provider account first; start over and find its link. */
class LinkRace extends Error {}

const unavailable = () => serviceUnavailable(AUTH_MESSAGES.socialUnavailable);
const providerFailed = () => badRequest(AUTH_MESSAGES.socialProviderFailed);

export function createSocialService(
  deps: Pick<AccountDeps, 'db' | 'config' | 'clock' | 'sessions'> & {
    oidc: OidcClient | undefined;
    users?: UserService;
  },
): SocialService {
  const { db, config, clock, sessions, oidc } = deps;
  const users = deps.users ?? createUserService(deps);
  const provider = config.oidc ? providerKey(config.oidc.issuer) : '';

  async function withProvider<T>(work: (client: OidcClient) => Promise<T>): Promise<T> {
    if (!oidc) throw unavailable();
    try {
      return await work(oidc);
    } catch (error) {
      if (error instanceof ProviderUnavailable) throw unavailable();
      throw error;
    }
  }

  /**
   * The shop account for a provider account: the one already linked; else an existing account with
   * the same email, when both the provider and the shop have confirmed that email (so nobody can
   * pre-register someone's address and wait for them to sign in); else a new account.
   */
  async function resolveUser(identity: ProviderIdentity): Promise<UserRow> {
    for (let attempt = 1; attempt <= RESOLVE_ATTEMPTS; attempt++) {
      const linked = await userByIdentity(db, provider, identity.subject);
      if (linked) return linked;
      try {
        return await inTransaction(db, async (tx) => {
          const now = clock();
          const verifiedEmail = identity.emailVerified ? identity.email : null;
          const holder = verifiedEmail ? await users.byEmail(verifiedEmail, tx) : undefined;
          const user = holder?.emailVerifiedAt
            ? holder
            : await users.create(tx, {
                name: identity.name,
                // An address the provider has not confirmed, or one another account holds, is not taken over.
                email: holder ? null : verifiedEmail,
                emailVerifiedAt: holder || !verifiedEmail ? null : now,
                now,
              });
          const linkedNow = await linkIdentity(tx, {
            provider,
            subject: identity.subject,
            userId: user.id,
            email: identity.email,
            now,
          });
          if (!linkedNow) throw new LinkRace();
          return user;
        });
      } catch (error) {
        // A concurrent sign-in linked this provider account, or took the email, between our read and write.
        if (error instanceof LinkRace || isEmailTaken(error)) continue;
        throw error;
      }
    }
    throw badRequest(AUTH_MESSAGES.socialFailed);
  }

  return {
    start: () =>
      withProvider(async (client) => {
        const { url, pending } = await client.begin();
        const now = clock();
        await pruneExpiredLogins(db, now);
        await savePendingLogin(db, pending, now, new Date(now.getTime() + SOCIAL_LOGIN_TTL_MS));
        return url.href;
      }),

    callback: (query, log) =>
      withProvider(async (client) => {
        // Provider first: while it is unreachable the pending sign-in is left in place, not spent.
        await client.ready();
        if (!query.state) throw providerFailed();
        const pending = await takePendingLogin(db, query.state, clock());
        if (!pending) throw providerFailed();
        // The address the provider sent the browser to, rebuilt from what the sign-in page passed on.
        const returned = new URLSearchParams({ code: query.code, state: query.state });
        if (query.iss !== undefined) returned.set('iss', query.iss);
        const returnUrl = new URL(`${config.publicUrl}/signin?${returned}`);
        let identity: ProviderIdentity;
        try {
          identity = await client.finish(returnUrl, pending);
        } catch (error) {
          if (!(error instanceof ProviderRejected)) throw error;
          log.warn({ err: error.cause ?? error }, 'social sign-in refused');
          throw providerFailed();
        }
        const user = await resolveUser(identity);
        const { accessToken } = await sessions.open(user.id, 'social');
        return {
          success: true as const,
          message: AUTH_MESSAGES.socialSuccess,
          user: await users.toPublic(user),
          accessToken,
          token: accessToken,
        };
      }),
  };
}
