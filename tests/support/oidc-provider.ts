/**
 * A real OpenID Provider (panva's certified oidc-provider) on 127.0.0.1 and a random port, for social sign-in
 * tests. Nothing is mocked: discovery, JWKS, authorization, token, userinfo and introspection answer over HTTP.
 *
 * Its interaction policy signs in automatically: the login prompt logs in the account named by the
 * authorization request's `login_hint` (or, for a real browser whose request has none, the account chosen with
 * `signInAs`), and the consent prompt grants the requested scopes. `authorize()` follows
 * an authorization URL like a browser (cookies, real 302/303 redirects) until the provider redirects back to the
 * client's redirect URI, and returns that URL with `code`, `state` and `iss`.
 */
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import * as client from 'openid-client';
import { TEST_CLIENT_ID, TEST_CLIENT_SECRET, testProviderEntry } from './oidc-test-client.ts';

export interface TestAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface LocalOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** A second registered client: its tokens carry another audience. */
  otherClientId: string;
  redirectUri: string;
  /** Accounts the provider knows, by subject; tests add to it freely. */
  accounts: Map<string, TestAccount>;
  /** One entry of OIDC_PROVIDERS for the API under test. */
  providerEntry(id?: string, name?: string): Record<string, unknown>;
  /** Follows an authorization URL through the provider's interactions, logged in as `sub`; returns the callback URL. */
  authorize(authorizationUrl: string, sub: string): Promise<URL>;
  /** The account a browser is logged in as when its authorization request names none (Playwright tests). */
  signInAs(sub: string): void;
  /** What a native app holds after its own code flow with the provider (e.g. Google one-tap): raw tokens. */
  obtainTokens(sub: string, options?: { clientId?: string }): Promise<{ id_token: string; access_token: string }>;
  close(): Promise<void>;
}

const CLIENT_SECRET = TEST_CLIENT_SECRET;
const OTHER_CLIENT_SECRET = 'other-client-secret-that-is-long-enough';
const MAX_REDIRECTS = 20;

/** A tiny browser: cookie jar by name, manual redirects, stops when the redirect leaves for `stopAt`. */
export async function followRedirects(startUrl: string, stopAt: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = startUrl;
  for (let hop = 0; hop < MAX_REDIRECTS; hop += 1) {
    if (url.startsWith(stopAt)) return new URL(url);
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0]!;
      const index = pair.indexOf('=');
      const value = pair.slice(index + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(pair.slice(0, index));
      else jar.set(pair.slice(0, index), value);
    }
    const location = response.headers.get('location');
    if (response.status < 300 || response.status > 399 || !location) {
      throw new Error(`The provider answered ${response.status} at ${url}: ${(await response.text()).slice(0, 500)}`);
    }
    await response.body?.cancel();
    url = new URL(location, url).href;
  }
  throw new Error(`More than ${MAX_REDIRECTS} redirects from ${startUrl}`);
}

export async function startOidcProvider(
  options: { redirectUri?: string; accounts?: TestAccount[]; port?: number } = {},
): Promise<LocalOidcProvider> {
  const redirectUri = options.redirectUri ?? 'http://localhost/auth/social/callback';
  const accounts = new Map((options.accounts ?? []).map((account) => [account.sub, account]));
  let provider: Provider | undefined;
  let browserAccount = '';

  /** The automatic interaction: log in the hinted account, then grant what was asked. */
  async function interact(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const details = await provider!.interactionDetails(req, res);
    if (details.prompt.name === 'login') {
      const sub = String(details.params.login_hint ?? browserAccount);
      if (!accounts.has(sub)) {
        res.writeHead(400, { 'content-type': 'text/plain' }).end(`unknown test account "${sub}"`);
        return;
      }
      await provider!.interactionFinished(req, res, { login: { accountId: sub } }, { mergeWithLastSubmission: false });
      return;
    }
    const grant = new provider!.Grant({ accountId: details.session!.accountId!, clientId: details.params.client_id });
    grant.addOIDCScope(details.params.scope ?? 'openid');
    const grantId = await grant.save();
    await provider!.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  const server: Server = createServer((req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      interact(req, res).catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(error));
      });
      return;
    }
    provider!.callback()(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const clientDefaults = {
    redirect_uris: [redirectUri],
    grant_types: ['authorization_code'],
    response_types: ['code'],
    token_endpoint_auth_method: 'client_secret_post',
  };
  provider = new Provider(issuer, {
    clients: [
      { ...clientDefaults, client_id: TEST_CLIENT_ID, client_secret: CLIENT_SECRET },
      { ...clientDefaults, client_id: 'other-app', client_secret: OTHER_CLIENT_SECRET },
    ],
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      return account && { accountId: sub, claims: () => ({ ...account }) };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Like Google and Microsoft: the ID token itself carries the scope's claims (email, name).
    conformIdTokenClaims: false,
    features: {
      devInteractions: { enabled: false },
      // Any registered client may introspect; the API under test decides by the token's client_id.
      introspection: { enabled: true, allowedPolicy: () => true },
    },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 3600, IdToken: 3600, AuthorizationCode: 60 },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    cookies: { keys: ['local-oidc-provider-cookie-key'] },
    jwks: { keys: [{ ...signingKey, kid: 'test-signing-key', use: 'sig', alg: 'RS256' }] },
  });

  async function obtainTokens(sub: string, tokenOptions: { clientId?: string } = {}) {
    const clientId = tokenOptions.clientId ?? TEST_CLIENT_ID;
    const secret = clientId === 'other-app' ? OTHER_CLIENT_SECRET : CLIENT_SECRET;
    const config = await client.discovery(new URL(issuer), clientId, secret, undefined, {
      execute: [client.allowInsecureRequests],
    });
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      login_hint: sub,
    });
    const callback = await followRedirects(url.href, redirectUri);
    const tokens = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: codeVerifier,
      expectedState: state,
      expectedNonce: nonce,
    });
    return { id_token: tokens.id_token!, access_token: tokens.access_token };
  }

  return {
    issuer,
    clientId: TEST_CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    otherClientId: 'other-app',
    redirectUri,
    accounts,
    providerEntry: (id, name) => testProviderEntry(issuer, id, name),
    authorize: (authorizationUrl, sub) => {
      const url = new URL(authorizationUrl);
      url.searchParams.set('login_hint', sub);
      return followRedirects(url.href, redirectUri);
    },
    signInAs: (sub) => {
      browserAccount = sub;
    },
    obtainTokens,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
