/**
 * $session (spec §4): who is signed in. At start the store fetches the current user (at most 2 retries, none on
 * 401, 403 or a network error), then applies the access rules of spec §2 to the current page. Any 401 while
 * signed in signs the person out. Actions that change the session live in session-actions.ts.
 */
import { computed, map } from 'nanostores';
import type { CurrentUser } from '../../../contract/users/index.ts';
import type { ApiClient } from '../../lib/api/index.ts';
import { clearCsrfToken, readCsrfToken } from '../../lib/api/csrf.ts';
import { isApiRequestError } from '../../lib/api/request-error.ts';
import { getInitials } from '../../lib/initials.ts';
import { clearPrivateStorage } from '../../lib/private-storage.ts';
import { clearQueryCache } from '../../lib/query/client.ts';
import { shouldRetryCurrentUser, withRetry } from '../../lib/query/settings.ts';
import { authApi, usersApi } from './clients.ts';
import { replaceSessionDeps, sessionDeps, type SessionDeps } from './deps.ts';
import { guardDecision, LOGIN_PATH, redirectQuery, type GuardSession } from './guards.ts';

/** The current user as GET /api/user/get-data returns it (contract/users: spec §3 plus the account's fields). */
export type { CurrentUser };
export { sessionDeps, type SessionDeps };

/** A sign-in that answered `two_factor_required`: the island asks for the code next. */
export interface TwoFactorChallenge {
  challengeToken: string;
  expiresAt: string;
  redirect: string | undefined;
}

export interface SessionState extends GuardSession {
  user: CurrentUser | null;
  /** The last auth failure's message (login, registration, profile), shown by forms. */
  error: string | null;
  twoFactor: TwoFactorChallenge | null;
  /** An action (login, register, update …) is in flight. */
  pending: boolean;
}

export { LOGIN_PATH };

const INITIAL_STATE: SessionState = { status: 'unknown', user: null, error: null, twoFactor: null, pending: false };

export const $session = map<SessionState>({ ...INITIAL_STATE });
export const $user = computed($session, (session) => session.user);
export const $isLoggedIn = computed($session, (session) => session.status === 'authenticated' && session.user !== null);
export const $initials = computed($session, (session) => getInitials(session.user?.full_name));

let stopWatching401 = watchUnauthorized(sessionDeps().api);

/** Swap the API client, navigation or timer (tests; a page with its own client). Resets the state. */
export function configureSession(overrides: Partial<SessionDeps>): void {
  replaceSessionDeps(overrides);
  stopWatching401();
  stopWatching401 = watchUnauthorized(sessionDeps().api);
  $session.set({ ...INITIAL_STATE });
  started = undefined;
}

function watchUnauthorized(client: ApiClient): () => void {
  return client.onUnauthorized(() => {
    if ($session.get().status === 'authenticated') void expireSession();
  });
}

export function setSignedIn(user: CurrentUser): void {
  $session.set({ ...$session.get(), status: 'authenticated', user, error: null, twoFactor: null });
}

export function setSignedOut(): void {
  $session.set({ ...INITIAL_STATE, status: 'anonymous' });
}

/** Signs out on the server (best effort), then always clears the user, the query cache and the CSRF token. */
export async function signOutEverywhere(): Promise<void> {
  setSignedOut();
  clearQueryCache();
  clearPrivateStorage(typeof localStorage === 'undefined' ? undefined : localStorage);
  try {
    await authApi.logout({}, { ignoreUnauthorized: true });
  } catch {
    // Spec §4: signing out completes locally even when the call fails.
  }
  clearCsrfToken();
}

/**
 * Spec §4: any 401 while signed in signs the person out. The failing call shows its own error toast, so this
 * adds none; the login page gets a redirect back to where they were.
 */
async function expireSession(): Promise<void> {
  const { navigation } = sessionDeps();
  const here = navigation.location();
  await signOutEverywhere();
  navigation.navigate(`${navigation.localePrefix()}${LOGIN_PATH}?${redirectQuery(here)}`);
}

/** Loads the signed-in user; null when nobody is signed in or the API could not say. */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  // The API sets the hint cookie with every session and removes it with the session, so without it the answer is
  // a known 401: not asking keeps guest pages free of a failed request in the console (issue 12, point 6).
  if (sessionDeps().navigation.hasSessionHint?.() === false) {
    setSignedOut();
    return null;
  }
  if ($session.get().status === 'unknown') $session.setKey('status', 'loading');
  try {
    const user = await withRetry(() => usersApi.getCurrentUser(), shouldRetryCurrentUser, sessionDeps().sleep);
    setSignedIn(user);
    return user;
  } catch (error) {
    const status = isApiRequestError(error) ? error.status : undefined;
    if (status === 401 || status === 403) setSignedOut();
    // Offline or a server failure: we do not know, so nobody is redirected on a guess.
    else $session.set({ ...$session.get(), status: 'unavailable', user: null });
    return null;
  }
}

/** Applies spec §2 to the current page; returns where it sent the browser, or null. */
export function applyGuard(): string | null {
  const { navigation } = sessionDeps();
  const access = navigation.routeAccess();
  const target = guardDecision(access ? { access } : undefined, $session.get(), navigation.location(), navigation.localePrefix());
  if (target) navigation.navigate(target);
  return target;
}

let started: Promise<void> | undefined;

/**
 * Once per page: fetch the user, guard the page, and make sure a signed-in page holds a CSRF token (static
 * pages ship an empty meta tag; the readable cookie usually fills it, GET /api/auth/config otherwise).
 */
export function startSession(): Promise<void> {
  started ??= (async () => {
    await fetchCurrentUser();
    if (applyGuard()) return;
    if ($session.get().status === 'authenticated' && !readCsrfToken()) {
      await authApi.getConfig().catch(() => undefined);
    }
  })();
  return started;
}
