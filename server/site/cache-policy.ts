import { CACHE_CONTROL, cacheControlForRoute, findRoute } from '../../contract/routes.ts';
import { LOCALES, DEFAULT_LOCALE } from '../../contract/locales.ts';

/** Hashed build assets never change under their name. */
export const ASSET_PREFIX = '/_astro/';

/**
 * Root files that must be re-checked on every load: the service worker and the web manifest decide which
 * version of the site a browser runs, so a stale copy would pin old pages.
 */
export function isRevalidatedFile(urlPath: string): boolean {
  const name = urlPath.slice(urlPath.lastIndexOf('/') + 1);
  return name === 'sw.js' || name === 'registerSW.js' || name.endsWith('.webmanifest') || /^workbox-[\w-]+\.js$/.test(name);
}

/** Cache-Control of a non-page file (assets and public/ root files). */
export function cacheControlForFile(urlPath: string): string {
  if (urlPath.startsWith(ASSET_PREFIX)) return CACHE_CONTROL.immutable;
  if (isRevalidatedFile(urlPath)) return CACHE_CONTROL.revalidate;
  return CACHE_CONTROL.public;
}

/** Splits `/fr/auth/login` into its locale and the route path `/auth/login`; en paths carry no prefix. */
export function splitLocale(path: string): { locale: string; routePath: string } {
  const first = path.split('/')[1] ?? '';
  const prefixed = LOCALES.find((l) => l !== DEFAULT_LOCALE && l === first);
  if (!prefixed) return { locale: DEFAULT_LOCALE, routePath: path };
  const rest = path.slice(first.length + 1);
  return { locale: prefixed, routePath: rest === '' ? '/' : rest };
}

/**
 * Cache-Control of a prebuilt page: the route table's policy (protected pages private one hour; public pages
 * one day plus a week of stale-while-revalidate). A page outside the table is treated as protected, the
 * spec's default, so it is never stored by a shared cache.
 */
export function cacheControlForPage(path: string): string {
  const route = findRoute(splitLocale(path).routePath);
  return route ? cacheControlForRoute(route) : CACHE_CONTROL.private;
}
