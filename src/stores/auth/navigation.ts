/**
 * Where the session store reads the page's location and sends the browser. Injectable so the store's rules run
 * in tests without a browser. Paths the store builds get the page's locale prefix (`/fr`), read from
 * <html data-locale-prefix> like the pre-paint guard does; a language the person chooses (sign-up, profile) is
 * stored in the `ae_locale` cookie, which the pre-paint script follows on the next unprefixed page.
 */
import type { RouteAccess } from '../../../contract/routes.ts';
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '../../../contract/locales.ts';
import { LOCALE_COOKIE, SESSION_HINT_COOKIE } from '../../../contract/session.ts';
import { HOME_PATH } from './guards.ts';

export interface PageLocation {
  origin: string;
  pathname: string;
  search: string;
  hash: string;
}

export interface Navigation {
  navigate(url: string): void;
  location(): PageLocation;
  localePrefix(): string;
  /** The current page's access rule (public, guest, auth, verified), if the page is in the route table. */
  routeAccess(): RouteAccess | undefined;
  /** Stores the person's language choice for later visits (the `ae_locale` cookie). */
  rememberLocale(locale: Locale): void;
  /** The language this browser stored earlier, if any. */
  storedLocale(): string | undefined;
  /**
   * Whether the API's session-hint cookie is present; undefined when the environment cannot say (tests without a
   * cookie jar), which means "ask the API".
   */
  hasSessionHint?(): boolean;
}

/** The stored-language cookie as the language switcher writes it: whole site, one year, not sent cross-site. */
export const LOCALE_COOKIE_ATTRIBUTES = 'path=/; max-age=31536000; samesite=lax';

/** A site path in a locale: `/auth/login` in fr is `/fr/auth/login`; en stays unprefixed. */
export function pathInLocale(locale: Locale, path: string): string {
  return locale === DEFAULT_LOCALE ? path : `/${locale}${path}`;
}

/** The page's locale from its prefix (`/fr` -> fr, '' -> en). */
export function localeOfPrefix(prefix: string): Locale {
  const code = prefix.replace(/^\//, '');
  return isLocale(code) ? code : DEFAULT_LOCALE;
}

/** A path without its locale prefix: `/fr/inbox` -> `/inbox`. */
export function stripLocalePrefix(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  if (first !== 'en' && (LOCALES as readonly string[]).includes(first)) return pathname.slice(first.length + 1) || '/';
  return pathname;
}

export const browserNavigation: Navigation = {
  navigate: (url) => window.location.assign(url),
  location: () => window.location,
  localePrefix: () => document.documentElement.dataset.localePrefix ?? '',
  // Base.astro writes every page's rule into <html data-access> (the pre-paint guard reads the same attribute), so
  // the route table itself need not ship in the scripts.
  routeAccess: () => document.documentElement.dataset.access as RouteAccess | undefined,
  rememberLocale: (locale) => {
    document.cookie = `${LOCALE_COOKIE}=${locale}; ${LOCALE_COOKIE_ATTRIBUTES}`;
  },
  storedLocale: () => new RegExp(`(?:^|; )${LOCALE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1],
  hasSessionHint: () => new RegExp(`(?:^|; )${SESSION_HINT_COOKIE}=`).test(document.cookie),
};

/**
 * The post-login destination: only a same-origin relative path (`/inbox?tab=2#top`); anything else, including
 * `//evil.example`, `/\evil.example`, `https://…` and `javascript:`, becomes the home page.
 */
export function safeRedirectTarget(raw: string | null | undefined, origin: string, fallback = HOME_PATH): string {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  try {
    const url = new URL(raw, origin);
    return url.origin === new URL(origin).origin ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}

/** The `redirect` query value of a location, if any. */
export function redirectParam(location: Pick<PageLocation, 'search'>): string | null {
  return new URLSearchParams(location.search).get('redirect');
}
