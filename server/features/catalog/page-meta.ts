/**
 * What the serving layer needs to answer `/experts/<slug>` and `/creators/<slug>` (server/site/slug-pages.ts): the
 * name and headline of a listing this tenant's site shows, and for an expert the lead its page shows from the
 * document (name, headline, description as the API renders it), or null. The same visibility rules as the API, so
 * a page exists exactly when its API detail does.
 */
import { and, eq } from 'drizzle-orm';
import { isTenantId } from '../../../contract/tenants.ts';
import type { Database } from '../../db/client.ts';
import { findCreatorPage } from './creators.ts';
import { visibleOn } from './listing.ts';
import { renderMarkdown } from '../../lib/markdown.ts';
import { experts } from './schema.ts';

export interface ListingPageMeta {
  title: string;
  description: string;
  lead?: { lang: string; name: string; headline: string; descriptionHtml: string };
}

export async function listingPageMeta(
  db: Database,
  kind: 'expert' | 'creator',
  slug: string,
  tenant: string,
): Promise<ListingPageMeta | null> {
  if (!isTenantId(tenant)) return null;
  if (kind === 'creator') {
    const creator = await findCreatorPage(db, tenant, slug);
    return creator ? { title: creator.display_name, description: creator.headline } : null;
  }
  const [row] = await db
    .select({ name: experts.name, headline: experts.headline, description: experts.description, locale: experts.locale })
    .from(experts)
    .where(and(eq(experts.slug, slug), visibleOn(tenant)))
    .limit(1);
  if (!row) return null;
  const lead = { lang: row.locale, name: row.name, headline: row.headline, descriptionHtml: renderMarkdown(row.description, 'listing') };
  return { title: row.name, description: row.headline, lead };
}
