/**
 * The social sign-in actions against the real API (the Hono app in-process) and a real OpenID Provider on
 * loopback (tests/support/oidc-provider.ts), with navigation recorded instead of a browser: the provider's
 * authorization URL the store navigates to is followed like a browser would, and its callback URL is handed back.
 */
import '../../src/lib/errors/english.testing.ts';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findRoute } from '../../contract/routes.ts';
import { enableTwoFactorFor } from '../support/authenticator.ts';
import { createTestApp, DATABASE_SETUP_TIMEOUT_MS, signUp, TestClient, type TestContext } from '../api/helpers.ts';
import { startOidcProvider, type LocalOidcProvider } from '../support/oidc-provider.ts';
import { createApiClient } from '../../src/lib/api/client.ts';
import { clearCsrfToken, readCsrfToken } from '../../src/lib/api/csrf.ts';
import { createAppFetch } from '../support/app-fetch.ts';
import { setErrorLogger } from '../../src/lib/errors/normalize.ts';
import { subscribeToasts, type ShownToast } from '../../src/lib/toast/toast.ts';
import type { Navigation, PageLocation } from '../../src/stores/auth/navigation.ts';
import { $session, configureSession } from '../../src/stores/auth/session.ts';
import { completeTwoFactorLogin } from '../../src/stores/auth/session-actions.ts';
import {
  completeSocialSignIn,
  finishSocialRegistration,
  isUsernameAvailable,
  parsePendingSignIn,
  startSocialSignIn,
  PENDING_SIGN_IN_MAX_AGE_MS,
  type SocialRegistration,
} from '../../src/stores/auth/social.ts';

let ctx: TestContext;
let idp: LocalOidcProvider;
let closedPort: number;
let wire: ReturnType<typeof createAppFetch>;
let visits: string[];
let toasts: ShownToast[];
let here: PageLocation;
/** The browser's `ae_locale` cookie, as rememberLocale writes it. */
let storedLocale: string | undefined;

const PROVIDER = { id: 'local', name: 'Local IdP' };

const navigation: Navigation = {
  navigate: (url) => visits.push(url),
  location: () => here,
  localePrefix: () => '',
  routeAccess: () => findRoute(here.pathname)?.access,
  rememberLocale: (locale) => {
    storedLocale = locale;
  },
  storedLocale: () => storedLocale,
};

function openPage(pathname: string, search = ''): void {
  here = { origin: 'http://localhost', pathname, search, hash: '' };
}

/** A fresh browser: new cookie jar and CSRF token; `unreachable` paths go to a closed port (a refused connection). */
function freshBrowser(options: { unreachable?: RegExp } = {}): void {
  wire = createAppFetch(ctx.app);
  const fetchVia: typeof fetch = (input, init) => {
    const url = String(input);
    if (options.unreachable?.test(url)) return fetch(url.replace('http://localhost', `http://127.0.0.1:${closedPort}`), init);
    return wire.fetch(input, init);
  };
  clearCsrfToken();
  configureSession({
    api: createApiClient({ baseURL: 'http://localhost', fetch: fetchVia }),
    navigation,
    sleep: async () => {},
  });
}

/** The login page's button: start, then walk through the provider as `sub`; returns the callback's parameters. */
async function signInAtProvider(sub: string, loginSearch = '') {
  openPage('/auth/login', loginSearch);
  expect(await startSocialSignIn(PROVIDER)).toEqual({ ok: true });
  const authorizationUrl = visits.pop()!;
  expect(authorizationUrl.startsWith(idp.issuer)).toBe(true);
  const callback = await idp.authorize(authorizationUrl, sub);
  openPage('/auth/social/callback', callback.search);
  return {
    provider: PROVIDER.id,
    code: callback.searchParams.get('code')!,
    state: callback.searchParams.get('state')!,
    iss: callback.searchParams.get('iss') ?? undefined,
  };
}

/** The signed-in browser as a TestClient (its cookies and CSRF token), for account calls the store does not make. */
function asTestClient(): TestClient {
  const client = new TestClient(ctx.app);
  for (const [name, value] of wire.cookies) client.cookies.set(name, value);
  client.csrfToken = readCsrfToken() ?? undefined;
  return client;
}

const shown = () => toasts.map((toast) => `${toast.kind}: ${toast.message}`);

beforeAll(async () => {
  setErrorLogger(() => {});
  subscribeToasts((toast) => toasts.push(toast));
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  closedPort = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  idp = await startOidcProvider({
    accounts: [
      { sub: 'grace-1', email: 'grace@example.test', email_verified: true, name: 'Grace Hopper' },
      { sub: 'kat-2', email: 'kat@example.test', email_verified: false, name: 'Katherine Johnson' },
      { sub: 'mary-3', email: 'mary@example.test', email_verified: true, name: 'Mary Jackson' },
      { sub: 'owner-4', email: 'owner-social@example.test', email_verified: true, name: 'Account Owner' },
      { sub: 'quiet-5', name: 'No Email Shared' },
    ],
  });
  ctx = await createTestApp({
    env: {
      OIDC_PROVIDERS: JSON.stringify([idp.providerEntry(PROVIDER.id, PROVIDER.name)]),
      OIDC_REDIRECT_URI: idp.redirectUri,
    },
  });
}, DATABASE_SETUP_TIMEOUT_MS);
afterAll(async () => {
  await ctx?.close();
  await idp?.close();
});
beforeEach(() => {
  visits = [];
  toasts = [];
  storedLocale = undefined;
  freshBrowser();
});

describe('first sign-in, then a returning one', () => {
  it('registers with the prefilled claims, lands on the redirect target, and next time goes straight in', async () => {
    const params = await signInAtProvider('grace-1', `?redirect=${encodeURIComponent('/navbar/layouts/settings?tab=2')}`);
    const first = await completeSocialSignIn(params);
    expect(first).toMatchObject({
      ok: true,
      outcome: 'registration_required',
      registration: {
        email: 'grace@example.test',
        emailVerified: true,
        fullName: 'Grace Hopper',
        redirect: '/navbar/layouts/settings?tab=2',
      },
    });
    expect(visits).toEqual([]);
    expect(shown()).toEqual([]);
    const registration = (first as { registration: SocialRegistration }).registration;

    expect(await isUsernameAvailable('grace_h')).toBe(true);
    const finished = await finishSocialRegistration(
      registration,
      { full_name: 'Grace B. Hopper', username: 'grace_h', language: 'de', promotional_opt_in: true },
      { welcome: 'Welcome aboard' },
    );
    expect(finished).toEqual({ ok: true });
    expect(shown()).toEqual(['success: Welcome aboard']);
    // The language picked at registration is stored and the next page is in it, as at sign-up.
    expect(visits).toEqual(['/de/navbar/layouts/settings?tab=2']);
    expect(storedLocale).toBe('de');
    expect($session.get()).toMatchObject({
      status: 'authenticated',
      user: {
        email: 'grace@example.test',
        full_name: 'Grace B. Hopper',
        username: 'grace_h',
        is_verified: true,
        language: 'de',
        promotional_opt_in: true,
      },
    });
    expect(await isUsernameAvailable('grace_h')).toBe(false);

    // Another browser, another day: the provider account is linked, so the sign-in goes straight in, and a browser
    // that never chose a language takes the account's.
    freshBrowser();
    visits = [];
    toasts = [];
    storedLocale = undefined;
    const again = await completeSocialSignIn(await signInAtProvider('grace-1'));
    expect(again).toEqual({ ok: true, outcome: 'signed_in' });
    expect(shown()).toEqual(['success: Welcome back!']);
    expect(visits).toEqual(['/de/']);
    expect($session.get().user).toMatchObject({ email: 'grace@example.test' });
  });

  it('sends a person whose address the provider did not verify to the e-mail code first', async () => {
    const result = await completeSocialSignIn(await signInAtProvider('kat-2'));
    expect(result).toMatchObject({
      ok: true,
      outcome: 'registration_required',
      registration: { email: 'kat@example.test', emailVerified: false },
    });
    const registration = (result as { registration: SocialRegistration }).registration;
    expect(
      await finishSocialRegistration(
        registration,
        { full_name: 'Katherine Johnson', language: 'en', promotional_opt_in: false },
        { welcome: 'Hi' },
      ),
    ).toEqual({ ok: true });
    expect(visits).toEqual([`/auth/verify-email?redirect=${encodeURIComponent('/')}`]);
    expect($session.get().user).toMatchObject({ is_verified: false, username: null });
  });

  it('asks for an address when the provider shared none, and keeps the token usable after a refused username', async () => {
    const result = await completeSocialSignIn(await signInAtProvider('quiet-5'));
    expect(result).toMatchObject({
      ok: true,
      outcome: 'registration_required',
      registration: { email: null, fullName: 'No Email Shared' },
    });
    const registration = (result as { registration: SocialRegistration }).registration;
    const taken = await finishSocialRegistration(
      registration,
      {
        full_name: 'Quiet',
        email: 'quiet@example.test',
        username: 'grace_h',
        language: 'en',
        promotional_opt_in: false,
      },
      { welcome: 'Hi' },
    );
    expect(taken).toMatchObject({ ok: false, code: 'USERNAME_TAKEN' });
    expect(visits).toEqual([]);
    const done = await finishSocialRegistration(
      registration,
      { full_name: 'Quiet', email: 'quiet@example.test', language: 'en', promotional_opt_in: false },
      { welcome: 'Hi' },
    );
    expect(done).toEqual({ ok: true });
    expect($session.get().user).toMatchObject({ email: 'quiet@example.test', is_verified: false });
  });
});

describe('the other outcomes', () => {
  it('hands a linked account with 2FA to the code step, which completes the sign-in', async () => {
    const registration = ((await completeSocialSignIn(await signInAtProvider('mary-3'))) as { registration: SocialRegistration })
      .registration;
    await finishSocialRegistration(
      registration,
      { full_name: 'Mary Jackson', language: 'en', promotional_opt_in: false },
      { welcome: 'Hi' },
    );
    // A social-only account turns 2FA on with its session alone (no password to confirm).
    const { authenticator } = await enableTwoFactorFor(asTestClient(), undefined as unknown as string);

    freshBrowser();
    visits = [];
    toasts = [];
    const result = await completeSocialSignIn(await signInAtProvider('mary-3', '?redirect=%2Finbox'));
    expect(result).toEqual({ ok: true, outcome: 'two_factor_required' });
    expect($session.get().twoFactor).toMatchObject({ challengeToken: expect.any(String), redirect: '/inbox' });
    expect(visits).toEqual([]);
    expect(await completeTwoFactorLogin(authenticator.nextCode())).toEqual({ ok: true });
    expect(visits).toEqual(['/inbox']);
    expect(shown()).toEqual(['success: Welcome back!']);
  });

  it('never links a verified address of an existing account on its own', async () => {
    await signUp(ctx.app, { email: 'owner-social@example.test' });
    const result = await completeSocialSignIn(await signInAtProvider('owner-4'));
    expect(result).toEqual({ ok: true, outcome: 'link_required', email: 'owner-social@example.test' });
    expect($session.get().status).not.toBe('authenticated');
  });

  it('explains a used code without a toast, and a lost connection as such', async () => {
    const params = await signInAtProvider('grace-1');
    expect(await completeSocialSignIn(params)).toEqual({ ok: true, outcome: 'signed_in' });
    toasts = [];
    const replay = await completeSocialSignIn(params);
    expect(replay).toMatchObject({ ok: false, code: 'INVALID_SOCIAL_TOKEN' });
    expect(shown()).toEqual([]);

    const fresh = await signInAtProvider('grace-1');
    freshBrowser({ unreachable: /verify-social-token/ });
    const offline = await completeSocialSignIn(fresh);
    expect(offline).toMatchObject({
      ok: false,
      code: 'NETWORK_ERROR',
      message: 'Network error. Please check your connection.',
    });
  });

  it('a start that fails shows the toast and stays on the page', async () => {
    freshBrowser({ unreachable: /create-login-transaction/ });
    openPage('/auth/login');
    expect(await startSocialSignIn(PROVIDER)).toMatchObject({ ok: false });
    expect(visits).toEqual([]);
    expect(shown()).toEqual(['error: Network error. Please check your connection.']);
  });
});

describe('the record of a started sign-in', () => {
  const now = 1_750_000_000_000;
  it('accepts a recent well-formed record only', () => {
    const record = { provider: 'local', name: 'Local IdP', localePrefix: '/fr', startedAt: now - 1000 };
    expect(parsePendingSignIn(JSON.stringify(record), now)).toEqual(record);
    expect(parsePendingSignIn(JSON.stringify({ ...record, name: '' }), now)).toEqual({ ...record, name: 'local' });
    expect(parsePendingSignIn(JSON.stringify({ ...record, startedAt: now - PENDING_SIGN_IN_MAX_AGE_MS - 1 }), now)).toBeNull();
    expect(parsePendingSignIn(JSON.stringify({ ...record, localePrefix: '//evil.example' }), now)).toBeNull();
    expect(parsePendingSignIn(JSON.stringify({ ...record, provider: 7 }), now)).toBeNull();
    expect(parsePendingSignIn('{not json', now)).toBeNull();
    expect(parsePendingSignIn(null, now)).toBeNull();
  });
});
