/**
 * The CSRF token the client echoes in `X-CSRF-Token` (spec §7: "when a page meta tag supplies one").
 * Pages are prebuilt and identical for everyone, so the meta tag cannot be filled by the server: the client
 * fills it. Sources, freshest first: the readable `ae_csrf` cookie (the API rewrites it on every sign-in and
 * rotation, in any tab), then the meta tag, then the last token seen in a response (no DOM, e.g. tests).
 * Whatever is found is written back into `<meta name="csrf-token">` so the page always supplies it.
 */
import { CSRF_COOKIE, CSRF_META_NAME } from '../../../contract/session.ts';

let remembered: string | undefined;

function metaTag(create: boolean): HTMLMetaElement | null {
  if (typeof document === 'undefined') return null;
  let tag = document.querySelector<HTMLMetaElement>(`meta[name="${CSRF_META_NAME}"]`);
  if (!tag && create) {
    tag = document.createElement('meta');
    tag.name = CSRF_META_NAME;
    document.head.append(tag);
  }
  return tag;
}

function cookieToken(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = document.cookie.match(new RegExp(`(?:^|; )${CSRF_COOKIE}=([^;]*)`));
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

/** Stores a token the API handed out (sign-in, 2FA challenge, refresh, GET /api/auth/config). */
export function writeCsrfToken(token: string | undefined): void {
  remembered = token || undefined;
  const tag = metaTag(Boolean(token));
  if (tag) tag.content = token ?? '';
}

/** The token to send, or undefined when neither cookie, meta tag nor a response supplied one. */
export function readCsrfToken(): string | undefined {
  const fromCookie = cookieToken();
  if (fromCookie) {
    if (metaTag(false)?.content !== fromCookie) writeCsrfToken(fromCookie);
    return fromCookie;
  }
  return metaTag(false)?.content || remembered;
}

/** Forget the token (after sign-out the old one is worthless). */
export function clearCsrfToken(): void {
  writeCsrfToken(undefined);
}
