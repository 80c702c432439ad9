/**
 * Expert and creator pages (`/experts/<slug>`, `/creators/<slug>`) are answered from one prebuilt shell per tenant ×
 * locale (`…/experts/_shell/index.html`) with the head filled here: the listing's name in <title> and Open Graph, its
 * headline as the description, and the page's own URL in canonical, og:url and the language alternates. A slug the
 * tenant does not list gets the 404 page. Why a shell rather than a page per expert: docs/decisions.md
 * "Marketplace site (issue 16)".
 */
import { SHELL_SLUG, type SlugPageKind, matchSlugRoute } from '../../contract/routes.ts';

export interface SlugPageMeta {
  /** The listing's name (what goes before " | <site name>" in the title). */
  title: string;
  description: string;
}

/** Looks a slug up for the request's tenant; null when that site does not list it. */
export type SlugPageResolver = (kind: SlugPageKind, slug: string, tenant: string) => Promise<SlugPageMeta | null>;

export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,78}[a-z0-9]$/;

/** The shell's URL path for a request's route path, or null when the path is no slug page. */
export function slugPageOf(routePath: string): { kind: SlugPageKind; slug: string; shellPath: string; prefix: string } | null {
  const match = matchSlugRoute(routePath);
  if (!match) return null;
  const prefix = match.route.replace('[slug]', '');
  return { kind: match.kind, slug: match.slug, prefix, shellPath: `${prefix}${SHELL_SLUG}` };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * The shell's HTML with the listing's head. `prefix` is the family's path (`/experts/`); every `<prefix>_shell` in
 * the document (canonical, og:url, hreflang alternates) becomes `<prefix><slug>`. The slug must already be checked
 * against SLUG_PATTERN (it comes from the database, never raw from the request).
 */
export function fillSlugPage(html: string, prefix: string, slug: string, meta: SlugPageMeta): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  return html
    .split(`${prefix}${SHELL_SLUG}`)
    .join(`${prefix}${slug}`)
    .replace(/<title>([^<]*)<\/title>/, (_all, current: string) => {
      const site = current.lastIndexOf(' | ');
      return `<title>${title}${site >= 0 ? current.slice(site) : ''}</title>`;
    })
    .replace(/(<meta property="og:title" content=")[^"]*(")/, `$1${title}$2`)
    .replace(/(<meta name="description" content=")[^"]*(")/, `$1${description}$2`)
    .replace(/(<meta property="og:description" content=")[^"]*(")/, `$1${description}$2`)
    .replace('</head>', `${listingPreload(prefix, slug)}</head>`);
}

/**
 * The island draws the page from the listing's API answer (`/api/experts/<slug>`, `/api/creators/<slug>`): asking for
 * it while the scripts still download, instead of after they ran, brings the page's largest paint forward. The
 * client sends its requests with credentials, so the preload does too (a preload only serves a request that
 * matches its credentials mode).
 */
function listingPreload(prefix: string, slug: string): string {
  return `<link rel="preload" href="/api${prefix}${slug}" as="fetch" crossorigin="use-credentials">`;
}
