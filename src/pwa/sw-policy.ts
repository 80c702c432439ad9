import { API_PREFIX } from '../../contract/api-prefix.ts';
import { DEFAULT_LOCALE, LOCALES } from '../../contract/locales.ts';

/**
 * What the service worker (src/pwa/sw.ts) keeps and for how long; plain data and functions so the rules are
 * tested without a worker.
 *
 * - Precached at install: hashed assets (`/_astro/*.js|css`), the favicon and the offline page of each locale.
 *   No HTML page is precached: with every tenant × locale × route prebuilt there are ~11,000 of them.
 * - Pages: network first; a visited page is kept (bounded) and opened from the cache when the network fails;
 *   a page never visited gets the offline page of its language.
 * - Images: cache first, about 7 days, at most 50 entries (spec §9's icon cache limits).
 */
const DAY_SECONDS = 24 * 60 * 60;

export const CACHES = {
  pages: { name: 'pages', maxEntries: 100, maxAgeSeconds: 7 * DAY_SECONDS },
  images: { name: 'images', maxEntries: 50, maxAgeSeconds: 7 * DAY_SECONDS },
  /** Hashed assets a cached page still needs after a new version replaced the precache. */
  assets: { name: 'assets', maxEntries: 100, maxAgeSeconds: 30 * DAY_SECONDS },
} as const;

export const OFFLINE_PATH = '/offline';

const PREFIXED = LOCALES.filter((l) => l !== DEFAULT_LOCALE);

/** The offline page in the language of a requested path: `/fr/inbox` -> `/fr/offline`, `/inbox` -> `/offline`. */
export function offlinePathFor(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  return (PREFIXED as readonly string[]).includes(first) ? `/${first}${OFFLINE_PATH}` : OFFLINE_PATH;
}

/** Navigations the worker answers (network first, cached copy, offline page); the API is never cached. */
export function isPageNavigation(mode: string, url: URL, origin: string): boolean {
  return mode === 'navigate' && url.origin === origin && !url.pathname.startsWith(API_PREFIX);
}

export interface PrecacheEntry {
  url: string;
  revision: string | null;
  size: number;
}

const TENANT_OFFLINE_PAGE = /^[a-z]+\/((?:[a-z]{2}(?:-[A-Z]{2})?\/)?offline)\/index\.html$/;

/**
 * workbox-build's glob finds each tenant's offline pages (`crohns/fr/offline/index.html`); the worker is shared by
 * every host and asks its own host for `/fr/offline`, which the server answers from that host's tree. So the
 * entries of one locale become one URL whose revision changes when any tenant's copy changes.
 */
export function mapOfflinePages(entries: readonly PrecacheEntry[], hash: (text: string) => string): PrecacheEntry[] {
  const kept: PrecacheEntry[] = [];
  const offline = new Map<string, PrecacheEntry[]>();
  for (const entry of entries) {
    const match = TENANT_OFFLINE_PAGE.exec(entry.url);
    if (!match) kept.push(entry);
    else offline.set(match[1]!, [...(offline.get(match[1]!) ?? []), entry]);
  }
  for (const [url, copies] of [...offline].sort(([a], [b]) => a.localeCompare(b))) {
    const revisions = copies
      .map((c) => `${c.url}:${c.revision ?? ''}`)
      .sort()
      .join('\n');
    kept.push({ url, revision: hash(revisions), size: Math.max(...copies.map((c) => c.size)) });
  }
  return kept;
}
