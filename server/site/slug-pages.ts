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
  /** What the page shows first, in the document itself (expert pages; the shell marks where it goes). */
  lead?: ListingLead;
}

/**
 * An expert page's name, headline and description, filled into the shell's hidden lead so the browser paints them
 * from the document, before any script: the description is the page's largest paint, and drawn by the island it
 * waited for ~100 KB of JavaScript (Lighthouse 94; docs/decisions.md, "The expert page's lead").
 */
export interface ListingLead {
  /** The listing's own language (BCP 47), set as `lang` on what it wrote. */
  lang: string;
  name: string;
  headline: string;
  /** The description as safe HTML: the API's Markdown renderer, sanitised (server/lib/markdown.ts, the listing flavour). */
  descriptionHtml: string;
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
  // Replacer functions, not strings: a `$1` or `$&` in a listing's name must stay text.
  let filled = html
    .split(`${prefix}${SHELL_SLUG}`)
    .join(`${prefix}${slug}`)
    .replace(/<title>([^<]*)<\/title>/, (_all, current: string) => {
      const site = current.lastIndexOf(' | ');
      return `<title>${title}${site >= 0 ? current.slice(site) : ''}</title>`;
    })
    .replace('</head>', () => `${listingPreload(prefix, slug)}</head>`);
  filled = setMetaContent(filled, 'property="og:title"', title);
  filled = setMetaContent(filled, 'name="description"', description);
  filled = setMetaContent(filled, 'property="og:description"', description);
  return meta.lead ? fillLead(filled, meta.lead) : filled;
}

/** The `content` of the `<meta {key} content="…">` tag, set to `escaped` (already HTML-escaped). */
function setMetaContent(html: string, key: string, escaped: string): string {
  return html.replace(new RegExp(`(<meta ${key} content=")[^"]*(")`), (_all, open: string, close: string) => `${open}${escaped}${close}`);
}

/** An element of the shell's lead, hidden until filled: `<header … data-listing-lead hidden>`. */
const HIDDEN_LEAD = /(<[^>]*\sdata-listing-lead) hidden>/g;
/** An empty slot of the lead, `<h1 data-listing="name"></h1>`: its open tag without the `>`, tag name, slot, close tag. */
const LEAD_SLOT = /(<(\w+)\b[^>]*\sdata-listing="(name|headline|description)"[^>]*)>(<\/\2>)/g;

/** Writes the listing into the lead's slots, in its own language, and shows the lead. */
function fillLead(html: string, lead: ListingLead): string {
  const content = { name: escapeHtml(lead.name), headline: escapeHtml(lead.headline), description: lead.descriptionHtml };
  const lang = escapeHtml(lead.lang);
  return html
    .replace(HIDDEN_LEAD, (_all, open: string) => `${open}>`)
    .replace(
      LEAD_SLOT,
      (_all, open: string, _tag: string, slot: keyof typeof content, close: string) => `${open} lang="${lang}">${content[slot]}${close}`,
    );
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
