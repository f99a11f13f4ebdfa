import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
// @ts-expect-error -- the package ships no type declarations; the little used here is typed below.
import { Provider as UntypedProvider } from 'oidc-provider';

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 with an ephemeral port, for end-to-end
 * tests of social sign-in: discovery, PKCE, its own login and consent pages, signed ID tokens,
 * userinfo. Accounts are whatever the test registers; any password is accepted at its login page.
 */

export interface ProviderAccount {
  /** The login typed at the provider, and the `sub` it reports. */
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Accounts the provider knows; tests add to it. */
  accounts: Map<string, ProviderAccount>;
  /** While true every request is answered 503, as by a provider that is down. */
  down: boolean;
  close(): Promise<void>;
}

interface ProviderInstance {
  callback(): http.RequestListener;
}
type ProviderConstructor = new (issuer: string, configuration: object) => ProviderInstance;
const Provider = UntypedProvider as ProviderConstructor;

export async function startOidcProvider(options: {
  redirectUri: string;
  accounts?: ProviderAccount[];
}): Promise<TestOidcProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = new Map((options.accounts ?? []).map((a) => [a.sub, a]));
  const clientId = 'little-loom-shop';
  const clientSecret = randomBytes(24).toString('base64url');

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    pkce: { required: () => true },
    // Explicit lifetimes (seconds) keep the provider from printing a notice for each default.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The built-in development login and consent pages stand in for Google's.
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx: unknown, sub: string) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        async claims() {
          return Object.fromEntries(Object.entries(account).filter(([, value]) => value !== undefined));
        },
      };
    },
  });
  const handle = provider.callback();
  const result: TestOidcProvider = {
    issuer,
    clientId,
    clientSecret,
    accounts,
    down: false,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    if (!result.down) return handle(request, response);
    response.statusCode = 503;
    response.end();
  });
  return result;
}

/** The provider's cookies, as a browser would keep them for its origin. */
export class CookieJar {
  readonly #cookies = new Map<string, string>();

  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const equals = pair.indexOf('=');
      const name = pair.slice(0, equals);
      const value = pair.slice(equals + 1);
      const expired = attributes.some((attribute) => {
        const [key = '', val = ''] = attribute.split('=');
        if (key.toLowerCase() === 'max-age') return Number(val) <= 0;
        if (key.toLowerCase() === 'expires') return new Date(val).getTime() <= Date.now();
        return false;
      });
      if (expired || value === '') this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }
}

/**
 * Plays the browser at the provider: follows redirects from the authorization address, signs in as
 * `login` on the login page, approves the consent page, and stops at the redirect back to the shop.
 * Returns that return address (with code, state, iss).
 */
export async function signInAtProvider(
  authorizationUrl: string,
  login: string,
  returnPrefix: string,
  jar = new CookieJar(),
): Promise<URL> {
  let url = authorizationUrl;
  let init: RequestInit = {};
  for (let step = 0; step < 20; step++) {
    if (url.startsWith(returnPrefix)) return new URL(url);
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.store(response);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url).href;
      init = {};
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    if (response.status !== 200 || !action || !prompt) {
      throw new Error(`unexpected provider answer ${response.status} at ${url}: ${page.slice(0, 500)}`);
    }
    const form = new URLSearchParams({ prompt });
    if (prompt === 'login') {
      form.set('login', login);
      form.set('password', 'any password');
    }
    url = new URL(action.replace(/&amp;/g, '&'), url).href;
    init = {
      method: 'POST',
      body: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
  }
  throw new Error('the provider never sent the browser back');
}
