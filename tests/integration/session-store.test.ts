/**
 * $session and its actions against the real API (the Hono app in-process), with navigation recorded instead of
 * a browser. Network failures use a closed loopback port (a real refused connection).
 */
import '../../src/lib/errors/english.testing.ts';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { findRoute } from '../../contract/routes.ts';
import { enableTwoFactorFor } from '../support/authenticator.ts';
import { createTestApp, signIn, signUp, signUpBody, type TestContext } from '../api/helpers.ts';
import { createApiClient } from '../../src/lib/api/client.ts';
import { clearCsrfToken, readCsrfToken } from '../../src/lib/api/csrf.ts';
import { createAppFetch } from '../support/app-fetch.ts';
import { setErrorLogger } from '../../src/lib/errors/normalize.ts';
import { createFetcherStore } from '../../src/lib/query/client.ts';
import { subscribeToasts, type ShownToast } from '../../src/lib/toast/toast.ts';
import { FLASH_STORAGE_KEY } from '../../contract/session.ts';
import type { Navigation, PageLocation } from '../../src/stores/auth/navigation.ts';
import { $initials, $session, configureSession, fetchCurrentUser, startSession } from '../../src/stores/auth/session.ts';
import {
  authFailureMessage,
  completeTwoFactorLogin,
  login,
  logout,
  register,
  updateProfile,
} from '../../src/stores/auth/session-actions.ts';
import { SETTLED } from '../support/eventually.ts';

let ctx: TestContext;
let closedPort: number;
let wire: ReturnType<typeof createAppFetch>;
let visits: string[];
let storedLocales: string[];
let prefix: string;
let toasts: ShownToast[];
let waits: number[];
let here: PageLocation;

const navigation: Navigation = {
  navigate: (url) => visits.push(url),
  location: () => here,
  localePrefix: () => prefix,
  routeAccess: () => findRoute(here.pathname)?.access,
  rememberLocale: (locale) => void storedLocales.push(locale),
  storedLocale: () => storedLocales.at(-1),
};

function openPage(pathname: string, search = '', hash = ''): void {
  here = { origin: 'http://localhost', pathname, search, hash };
}

/** A fresh browser: new cookie jar, no CSRF token, a client whose chosen paths hit a closed port. */
function freshBrowser(options: { unreachable?: RegExp } = {}) {
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
    sleep: async (ms) => void waits.push(ms),
  });
}

/** A valid sign-up form (the helper's body, typed as the contract's input). */
const signUpForm = () => ({ ...signUpBody(), language: 'en' as const });

const messages = () => toasts.map((toast) => `${toast.kind}: ${toast.message}`);

/** sessionStorage as a browser tab has it, for the flash message a page leaves for the next. */
const tabStorage = new Map<string, string>();
Object.assign(globalThis, {
  sessionStorage: {
    getItem: (key: string) => tabStorage.get(key) ?? null,
    setItem: (key: string, value: string) => void tabStorage.set(key, String(value)),
    removeItem: (key: string) => void tabStorage.delete(key),
  },
});

beforeAll(async () => {
  setErrorLogger(() => {});
  subscribeToasts((toast) => toasts.push(toast));
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  closedPort = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  ctx = await createTestApp();
}, 180_000);
let databaseClosed = false;
afterAll(async () => {
  if (!databaseClosed) await ctx?.close();
});
beforeEach(() => {
  visits = [];
  storedLocales = [];
  prefix = '';
  tabStorage.clear();
  toasts = [];
  waits = [];
  openPage('/');
  freshBrowser();
});

describe('start of a page', () => {
  it('a browser without the session-hint cookie asks nothing: signed out at once, no 401 in the console', async () => {
    openPage('/auth/login');
    configureSession({ navigation: { ...navigation, hasSessionHint: () => false } });
    await startSession();
    expect($session.get()).toMatchObject({ status: 'anonymous', user: null });
    expect(visits).toEqual([]);
    expect(wire.sent.filter((r) => r.url.endsWith('/api/user/get-data'))).toHaveLength(0);
  });

  it('a visitor on a protected page is sent to login with the full path; 401 is not retried', async () => {
    openPage('/roadmap', '?view=q3', '#later');
    await startSession();
    expect($session.get()).toMatchObject({ status: 'anonymous', user: null });
    expect(visits).toEqual(['/auth/login?redirect=%2Froadmap%3Fview%3Dq3%23later']);
    expect(wire.sent.filter((r) => r.url.endsWith('/api/user/get-data'))).toHaveLength(1);
    expect(waits).toEqual([]);
    expect($initials.get()).toBe('U');
  });

  it('a signed-in user on a login page goes to /, an unverified one on a verified page to verify-email', async () => {
    const account = await signUp(ctx.app, { name: 'Ada Lovelace' });
    await login({ email: account.email, password: account.password });
    openPage('/auth/login');
    configureSession({ navigation });
    await fetchCurrentUser();
    visits = [];
    await startSession();
    expect(visits).toEqual(['/']);

    openPage('/inbox', '?folder=sent');
    configureSession({ navigation });
    await startSession();
    expect(visits).toEqual(['/', '/auth/verify-email?redirect=%2Finbox%3Ffolder%3Dsent']);
  });

  it('a network failure at start is not retried and redirects nobody', async () => {
    freshBrowser({ unreachable: /get-data/ });
    openPage('/roadmap');
    await startSession();
    expect($session.get().status).toBe('unavailable');
    expect(visits).toEqual([]);
    expect(waits).toEqual([]);
  });
});

describe('registration', () => {
  it("registers, says 'Registration successful! Please verify your email.' and goes to /auth/login", async () => {
    const body = signUpForm();
    expect(await register(body)).toEqual({ ok: true });
    expect(wire.sent.at(-1)).toMatchObject({ method: 'POST', status: 201 });
    expect(wire.sent.at(-1)!.url).toBe('http://localhost/api/auth/register');
    expect(messages()).toEqual(['success: Registration successful! Please verify your email.']);
    expect(visits).toEqual(['/auth/login']);
    expect(storedLocales).toEqual(['en']);

    const again = await register(body);
    expect(again).toMatchObject({ ok: false, message: 'Email address is already registered', code: 'EMAIL_TAKEN' });
    expect($session.get().error).toBe('Email address is already registered');
    expect(messages().at(-1)).toBe('error: Email address is already registered');
  });

  it('stores the language picked at sign-up and opens the login page in it (spec §1)', async () => {
    expect(await register({ ...signUpForm(), language: 'fr' })).toEqual({ ok: true });
    expect(storedLocales).toEqual(['fr']);
    expect(visits).toEqual(['/fr/auth/login']);

    prefix = '/de';
    expect(await register({ ...signUpForm(), language: 'en' })).toEqual({ ok: true });
    expect(storedLocales).toEqual(['fr', 'en']);
    expect(visits.at(-1)).toBe('/auth/login');
  });

  it('maps the server validation details to the form fields', async () => {
    const result = await register({
      ...signUpForm(),
      email: 'nope',
      password: 'short',
      password_confirmation: 'other',
    });
    expect(result).toMatchObject({
      ok: false,
      message: 'Validation failed. Please check your input.',
      fieldErrors: {
        email: 'Please, enter a valid email',
        password: 'The password should contains at leat 8 characters',
        password_confirmation: 'The password does not match',
      },
    });
  });

  it("falls back to 'Registration failed', 'Login failed' and 'Profile update failed'", () => {
    expect(authFailureMessage('odd', 'session.register.failed')).toBe('Registration failed');
    expect(authFailureMessage({}, 'session.login.failed')).toBe('Login failed');
    expect(authFailureMessage(new Error(''), 'session.profile.failed')).toBe('Profile update failed');
  });
});

describe('login', () => {
  it("shows the server's message on failure and keeps it as the auth error", async () => {
    const account = await signUp(ctx.app);
    const result = await login({ email: account.email, password: 'wrong-password-1' });
    expect(result).toMatchObject({ ok: false, message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
    expect($session.get()).toMatchObject({ status: 'unknown', error: 'Invalid email or password', pending: false });
    expect(messages()).toEqual(['error: Invalid email or password']);
    expect(visits).toEqual([]);
  });

  it("signs in, fetches the profile, says 'Welcome back!' and honours the redirect query", async () => {
    const account = await signUp(ctx.app, { name: 'grace brewster hopper' });
    openPage('/auth/login', '?redirect=%2Finbox%3Ffolder%3Dsent%23top');
    expect(await login({ email: account.email, password: account.password })).toEqual({ ok: true });
    expect(wire.sent.map((r) => new URL(r.url).pathname)).toEqual(['/api/public/auth/sign-in', '/api/user/get-data']);
    expect($session.get()).toMatchObject({
      status: 'authenticated',
      error: null,
      user: { email: account.email, full_name: 'grace brewster hopper' },
    });
    expect($initials.get()).toBe('GB');
    expect(messages()).toEqual(['success: Welcome back!']);
    expect(visits).toEqual(['/inbox?folder=sent#top']);
    expect(readCsrfToken()).toMatch(/.{20,}/);
  });

  it("leaves 'Welcome back!' for the next page and goes home in the page's language", async () => {
    const account = await signUp(ctx.app);
    prefix = '/fr';
    openPage('/fr/auth/login');
    await login({ email: account.email, password: account.password });
    expect(visits).toEqual(['/fr/']);
    expect(JSON.parse(tabStorage.get(FLASH_STORAGE_KEY)!)).toEqual({ kind: 'success', message: 'Welcome back!' });
  });

  it("takes the account's language on a browser that never chose one, and keeps a browser's own choice", async () => {
    const account = await signUp(ctx.app, { language: 'de' });
    openPage('/auth/login', '?redirect=%2Finbox%3Ftab%3D2');
    await login({ email: account.email, password: account.password });
    expect(visits).toEqual(['/de/inbox?tab=2']);
    expect(storedLocales).toEqual(['de']);

    freshBrowser();
    storedLocales.push('en');
    openPage('/auth/login');
    await login({ email: account.email, password: account.password });
    expect(visits.at(-1)).toBe('/');
    expect(storedLocales).toEqual(['de', 'en']);
  });

  it('goes to / when the redirect target is another site', async () => {
    const account = await signUp(ctx.app);
    openPage('/auth/login', '?redirect=%2F%2Fevil.example%2Fphish');
    await login({ email: account.email, password: account.password });
    expect(visits).toEqual(['/']);
  });

  it("says 'Failed to fetch user profile after login' when the profile cannot be loaded", async () => {
    const account = await signUp(ctx.app);
    freshBrowser({ unreachable: /get-data/ });
    const result = await login({ email: account.email, password: account.password });
    expect(result).toMatchObject({ ok: false, message: 'Failed to fetch user profile after login' });
    expect(messages()).toEqual(['error: Failed to fetch user profile after login']);
    expect(visits).toEqual([]);
  });

  it('asks for the second factor when the account has 2FA, then completes with a TOTP code', async () => {
    const account = await signUp(ctx.app);
    const { authenticator } = await enableTwoFactorFor(await signIn(ctx.app, account.email, account.password), account.password);

    const first = await login({ email: account.email, password: account.password }, { redirect: '/navbar/dashboards/personal-1' });
    expect(first).toEqual({ ok: true, twoFactorRequired: true });
    expect($session.get().twoFactor).toMatchObject({
      challengeToken: expect.any(String),
      redirect: '/navbar/dashboards/personal-1',
    });
    expect(visits).toEqual([]);

    const wrong = await completeTwoFactorLogin('000000');
    expect(wrong).toMatchObject({ ok: false, message: 'Invalid two-factor authentication code.' });
    expect($session.get().twoFactor).not.toBeNull();

    expect(await completeTwoFactorLogin(authenticator.nextCode())).toEqual({ ok: true });
    expect($session.get()).toMatchObject({ status: 'authenticated', twoFactor: null });
    expect(messages().at(-1)).toBe('success: Welcome back!');
    expect(visits).toEqual(['/navbar/dashboards/personal-1']);
  });
});

describe('signed in', () => {
  async function signedIn(name = 'Ada Lovelace') {
    const account = await signUp(ctx.app, { name });
    await login({ email: account.email, password: account.password });
    visits = [];
    toasts = [];
    return account;
  }

  it("updates the profile, merging the returned fields: 'Profile updated successfully'", async () => {
    await signedIn();
    const before = $session.get().user!;
    expect(await updateProfile({ full_name: 'Ada King', username: 'ada.king' })).toEqual({ ok: true });
    expect(wire.sent.at(-1)).toMatchObject({ method: 'PATCH', status: 200 });
    expect(new URL(wire.sent.at(-1)!.url).pathname).toBe('/api/users/update/me');
    // profile_complete comes back true (a name and a username): proof the returned fields were merged.
    expect($session.get().user).toEqual({
      ...before,
      full_name: 'Ada King',
      username: 'ada.king',
      profile_complete: true,
    });
    expect($initials.get()).toBe('AK');
    expect(messages()).toEqual(['success: Profile updated successfully']);
    expect(storedLocales).toEqual([]);
    expect(visits).toEqual([]);

    const invalid = await updateProfile({ username: '!' });
    expect(invalid).toMatchObject({
      ok: false,
      fieldErrors: { username: expect.stringContaining('Use 3 to 30 letters') },
    });
    expect($session.get().user!.username).toBe('ada.king');
  });

  it("logs out: calls the API, clears user, cache and token, says 'Logged out successfully', goes to /auth/login", async () => {
    await signedIn();
    const cached = createFetcherStore<{ email: string }>(['/api/user/get-data'], {
      fetcher: () => Promise.resolve({ email: 'cached' }),
    });
    const stop = cached.listen(() => {});
    await cached.fetch();
    expect(cached.get().data).toEqual({ email: 'cached' });

    await logout();
    expect(wire.sent.at(-1)).toMatchObject({ method: 'GET', status: 200 });
    expect(new URL(wire.sent.at(-1)!.url).pathname).toBe('/api/logout');
    expect($session.get()).toMatchObject({ status: 'anonymous', user: null });
    expect(cached.get().data).toBeUndefined();
    expect(readCsrfToken()).toBeUndefined();
    expect([...wire.cookies.keys()].filter((name) => name.startsWith('ae_'))).toEqual([]);
    expect(messages()).toEqual(['success: Logged out successfully']);
    expect(visits).toEqual(['/auth/login']);
    stop();
  });

  it("a new profile language is stored and the same page opens in it; the page's own language only stores it", async () => {
    await signedIn();
    openPage('/navbar/layouts/settings', '', '#profile');
    expect(await updateProfile({ language: 'de' })).toEqual({ ok: true });
    expect($session.get().user!.language).toBe('de');
    expect(storedLocales).toEqual(['de']);
    expect(visits).toEqual(['/de/navbar/layouts/settings#profile']);

    prefix = '/fr';
    openPage('/fr/navbar/layouts/settings');
    expect(await updateProfile({ language: 'fr' })).toEqual({ ok: true });
    expect(storedLocales).toEqual(['de', 'fr']);
    expect(visits).toHaveLength(1);
  });

  it("logs out to the login page in the page's language", async () => {
    await signedIn();
    prefix = '/zh-CN';
    await logout();
    expect(visits).toEqual(['/zh-CN/auth/login']);
  });

  it('logs out locally even when the logout call fails', async () => {
    freshBrowser({ unreachable: /\/api\/logout/ });
    await signedIn();
    await logout();
    expect($session.get()).toMatchObject({ status: 'anonymous', user: null });
    expect(messages()).toEqual(['success: Logged out successfully']);
    expect(visits).toEqual(['/auth/login']);
  });

  it('a 401 while signed in logs the user out and returns them to login with the page as redirect', async () => {
    const account = await signedIn();
    openPage('/navbar/layouts/settings', '?tab=profile');
    // The session ends elsewhere (another device revokes the others), so the next call answers 401.
    const other = await signIn(ctx.app, account.email, account.password);
    expect((await other.post('/api/auth/sessions/revoke-others')).status).toBe(200);

    const result = await updateProfile({ full_name: 'Too Late' });
    expect(result).toMatchObject({ ok: false });
    await vi.waitFor(() => expect(visits).toEqual(['/auth/login?redirect=%2Fnavbar%2Flayouts%2Fsettings%3Ftab%3Dprofile']), SETTLED);
    expect($session.get()).toMatchObject({ status: 'anonymous', user: null });
    expect(wire.sent.some((r) => r.url.endsWith('/api/logout'))).toBe(true);
  });

  it('a 401 while anonymous (wrong password) does not log anybody out', async () => {
    const account = await signUp(ctx.app);
    await login({ email: account.email, password: 'not-the-password' });
    expect(wire.sent.some((r) => r.url.endsWith('/api/logout'))).toBe(false);
  });
});

describe('current user retries against a failing API', () => {
  it('retries a server error at most twice, waiting 1 s then 2 s', async () => {
    const account = await signUp(ctx.app);
    await login({ email: account.email, password: account.password });
    waits = [];
    const before = wire.sent.length;
    databaseClosed = true;
    await ctx.close(); // the database goes away: the API answers 500 from now on (last test of the file)
    expect(await fetchCurrentUser()).toBeNull();
    const calls = wire.sent.slice(before);
    expect(calls.map((r) => r.status)).toEqual([500, 500, 500]);
    expect(waits).toEqual([1000, 2000]);
    expect($session.get().status).toBe('unavailable');
  });
});
