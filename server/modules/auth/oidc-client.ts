import * as client from 'openid-client';

/** The OpenID Connect relying party: the shop's side of "Sign in with a social account". */

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Where the provider sends the browser back (the storefront's sign-in page). */
  redirectUri: string;
}

/** What the shop keeps from the provider's answer. */
export interface ProviderIdentity {
  subject: string;
  /** Lower case, or null when absent or not an address. */
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/** A social sign-in in flight: what the callback must check the answer against. */
export interface PendingLogin {
  state: string;
  codeVerifier: string;
  nonce: string;
}

/** The provider could not be reached or described itself wrongly (discovery); try again later. */
export class ProviderUnavailable extends Error {}
/** The provider's answer was refused: bad code, state, nonce, signature, or a failed token call. */
export class ProviderRejected extends Error {}

export interface OidcClient {
  /** Resolves once the provider's configuration is known (discovered now, or earlier). */
  ready(): Promise<void>;
  /** Starts a sign-in: the provider's authorization address and the checks to keep for the callback. */
  begin(): Promise<{ url: URL; pending: PendingLogin }>;
  /** Exchanges the code the browser came back with (the full return address) for the user's identity. */
  finish(returnUrl: URL, pending: PendingLogin): Promise<ProviderIdentity>;
}

const SCOPE = 'openid email profile';
const DISCOVERY_TIMEOUT_SECONDS = 10;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Plain http is allowed only for an issuer on this machine (a local test provider), never across a network. */
function isLoopback(issuer: URL): boolean {
  return issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
}

/** The provider name stored with a linked identity: 'google' for Google, else the issuer's host. */
export function providerKey(issuer: string): string {
  const host = new URL(issuer).host;
  return host === 'accounts.google.com' ? 'google' : host;
}

function readIdentity(claims: Record<string, unknown>): ProviderIdentity {
  const subject = claims.sub;
  if (typeof subject !== 'string' || subject === '') throw new ProviderRejected('no subject');
  const rawEmail = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  const email = rawEmail.length <= 254 && EMAIL.test(rawEmail) ? rawEmail : null;
  // Some providers send the flag as a string.
  const emailVerified =
    email !== null && (claims.email_verified === true || claims.email_verified === 'true');
  const rawName = typeof claims.name === 'string' ? claims.name.trim() : '';
  return { subject, email, emailVerified, name: rawName ? rawName.slice(0, 80) : null };
}

export function createOidcClient(settings: OidcSettings): OidcClient {
  const issuer = new URL(settings.issuer);
  let discovered: Promise<client.Configuration> | undefined;

  /**
   * Discovery happens on first use, not at start-up, so the shop starts without the network; the
   * result is kept, and a failure is forgotten so a later sign-in tries again.
   */
  function configuration(): Promise<client.Configuration> {
    if (!discovered) {
      const attempt = client.discovery(
        issuer,
        settings.clientId,
        undefined,
        client.ClientSecretBasic(settings.clientSecret),
        {
          timeout: DISCOVERY_TIMEOUT_SECONDS,
          ...(isLoopback(issuer) ? { execute: [client.allowInsecureRequests] } : {}),
        },
      );
      discovered = attempt;
      attempt.catch(() => {
        if (discovered === attempt) discovered = undefined;
      });
    }
    return discovered.catch((error: unknown) => {
      throw new ProviderUnavailable('discovery failed', { cause: error });
    });
  }

  return {
    async ready() {
      await configuration();
    },

    async begin() {
      const config = await configuration();
      const pending: PendingLogin = {
        state: client.randomState(),
        codeVerifier: client.randomPKCECodeVerifier(),
        nonce: client.randomNonce(),
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: SCOPE,
        response_type: 'code',
        state: pending.state,
        nonce: pending.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url, pending };
    },

    async finish(returnUrl, pending) {
      const config = await configuration();
      try {
        const tokens = await client.authorizationCodeGrant(config, returnUrl, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
        const claims: Record<string, unknown> = { ...tokens.claims() };
        // Providers that keep the ID token lean (only `sub`) give email and name at the userinfo endpoint.
        if (
          (claims.email === undefined || claims.name === undefined) &&
          config.serverMetadata().userinfo_endpoint
        ) {
          const info = await client.fetchUserInfo(config, tokens.access_token, String(claims.sub));
          for (const key of ['email', 'email_verified', 'name'] as const) {
            if (claims[key] === undefined && info[key] !== undefined) claims[key] = info[key];
          }
        }
        return readIdentity(claims);
      } catch (error) {
        if (error instanceof ProviderRejected) throw error;
        throw new ProviderRejected('authorization code grant failed', { cause: error });
      }
    },
  };
}
