/**
 * The access rules of spec §2 as one pure decision, run by the session store once the user is known (the
 * pre-paint script in src/routing/guard-script.ts applies the same rules earlier from the hint cookie).
 * - auth / verified route, nobody signed in -> /auth/login?redirect=<path + query + hash>
 * - verified route, e-mail not verified   -> /auth/verify-email?redirect=<path + query + hash>
 * - guest route (login, sign-up …), signed in -> /
 * Returns where to go, or null to stay. While the session is not known yet, it never redirects.
 */
import type { RouteAccess } from '../../../contract/routes.ts';

export interface GuardSession {
  status: 'unknown' | 'loading' | 'authenticated' | 'anonymous' | 'unavailable';
  user: { is_verified: boolean } | null;
}

export interface GuardLocation {
  pathname: string;
  search?: string;
  hash?: string;
}

export const LOGIN_PATH = '/auth/login';
export const VERIFY_EMAIL_PATH = '/auth/verify-email';
export const HOME_PATH = '/';

/** The redirect query value: the full intended path, query and hash, encoded like the pre-paint script. */
export function redirectQuery(location: GuardLocation): string {
  return `redirect=${encodeURIComponent(`${location.pathname}${location.search ?? ''}${location.hash ?? ''}`)}`;
}

export function guardDecision(
  route: { access: RouteAccess } | undefined,
  session: GuardSession,
  location: GuardLocation,
  localePrefix = '',
): string | null {
  if (!route || route.access === 'public') return null;
  if (session.status !== 'authenticated' && session.status !== 'anonymous') return null;
  const signedIn = session.status === 'authenticated' && session.user !== null;
  if (route.access === 'guest') return signedIn ? `${localePrefix}${HOME_PATH}` : null;
  if (!signedIn) return `${localePrefix}${LOGIN_PATH}?${redirectQuery(location)}`;
  if (route.access === 'verified' && !session.user!.is_verified) return `${localePrefix}${VERIFY_EMAIL_PATH}?${redirectQuery(location)}`;
  return null;
}
