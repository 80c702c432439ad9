import { z } from 'zod';
import type { Locale } from '../../contract/locales.ts';
import { getT } from '../i18n/catalog.ts';
import type { Tenant } from './schema.ts';
import { widthBetween } from '../i18n/text-limits.ts';

export { displayWidth } from '../i18n/text-limits.ts';

/**
 * A tenant's title, description and audience in a locale (`tenants.<id>.title|description|audience`; the site
 * name is a brand and stays as it is). The English strings equal the tenant record's `title`, `description` and
 * `audience` (src/content/copy-locales.test.ts keeps them equal), which the server and the e2e tests read without the
 * locale files. Build-side only: it imports the catalog of every language, so never import it from an island.
 */
export interface TenantText {
  title: string;
  description: string;
  audience: string;
}

/**
 * Search results cut titles after about 70 and descriptions after about 170 Latin characters: the limit is the
 * width on screen, so it is measured in display columns, where a Chinese character (East Asian wide) counts as
 * two. The minimums keep a real sentence in every field.
 */
const SEO_LIMITS = { title: [10, 70], description: [50, 170], audience: [5, 80] } as const;

export function tenantTextSchema() {
  return z.object({
    title: widthBetween(...SEO_LIMITS.title),
    description: widthBetween(...SEO_LIMITS.description),
    audience: widthBetween(...SEO_LIMITS.audience),
  });
}

const cache = new Map<string, TenantText>();

/** The tenant's translated metadata, checked against the SEO limits (a failing build names tenant and locale). */
export function tenantText(locale: Locale, tenant: Pick<Tenant, 'id' | 'siteName'>): TenantText {
  const cacheKey = `${tenant.id} ${locale}`;
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  const t = getT(locale);
  const result = tenantTextSchema().safeParse({
    title: t(`tenants.${tenant.id}.title`, { site: tenant.siteName }),
    description: t(`tenants.${tenant.id}.description`),
    audience: t(`tenants.${tenant.id}.audience`),
  });
  if (!result.success) throw new Error(`tenants.${tenant.id} (${locale}) breaks the limits:\n${z.prettifyError(result.error)}`);
  cache.set(cacheKey, result.data);
  return result.data;
}
