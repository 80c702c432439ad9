import { DEFAULT_LOCALE, LOCALES } from '../../contract/locales.ts';
import { ROUTES, type RouteDef } from '../../contract/routes.ts';

/**
 * robots.txt from the route table: every page a visitor must sign in to see (access `auth` or `verified`) is kept
 * out of search engines, in every language, so a new signed-in route is covered without touching this file.
 * A whole first path segment is disallowed when no public page starts with it (`/navbar`, `/components`), else
 * the page itself (`/auth/verify-email` beside the public `/auth/login`). Robots rules match by prefix.
 */
const signedIn = (route: RouteDef) => route.access === 'auth' || route.access === 'verified';

export function disallowedPrefixes(routes: readonly RouteDef[] = ROUTES): string[] {
  const open = routes.filter((r) => !signedIn(r)).map((r) => r.path);
  const prefixes = new Set<string>();
  for (const route of routes.filter(signedIn)) {
    const segment = `/${route.path.split('/')[1]}`;
    // A Disallow line matches by prefix: `/inbox` would also close `/inboxes`, so no open path may start with it.
    const segmentIsClosed = !open.some((path) => path.startsWith(segment));
    prefixes.add(segmentIsClosed ? segment : route.path);
  }
  return [...prefixes].sort();
}

export function robotsTxt(routes: readonly RouteDef[] = ROUTES): string {
  const prefixes = disallowedPrefixes(routes);
  const localized = LOCALES.flatMap((locale) => prefixes.map((prefix) => (locale === DEFAULT_LOCALE ? prefix : `/${locale}${prefix}`)));
  return ['User-agent: *', 'Disallow: /api/', ...localized.map((path) => `Disallow: ${path}`), ''].join('\n');
}
