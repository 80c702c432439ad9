import { z } from 'zod';
import type { Locale } from '../../contract/locales';
import { getT } from '../i18n/catalog';
import type { Tenant } from './schema';

/**
 * A tenant's title, description and audience in a locale (`tenants.<id>.title|description|audience`; the site
 * name is a brand and stays as it is). The English strings equal the tenant record's `title`, `description` and
 * `audience` (src/tenants/text.test.ts keeps them equal), which the server and the e2e tests read without the
 * locale files. Build-side only: it imports the catalog of every language, so never import it from an island.
 */
export interface TenantText {
  title: string;
  description: string;
  audience: string;
}

/**
 * Search results cut titles after about 70 and descriptions after about 170 Latin characters; Chinese characters
 * take about twice the width, so zh-CN gets half of each. The minimums keep a real sentence in every field.
 */
const SEO_LIMITS: Record<'latin' | 'cjk', { title: [number, number]; description: [number, number]; audience: [number, number] }> = {
  latin: { title: [10, 70], description: [50, 170], audience: [5, 80] },
  cjk: { title: [5, 35], description: [25, 85], audience: [2, 40] },
};

export function tenantTextSchema(locale: Locale) {
  const limits = SEO_LIMITS[locale === 'zh-CN' ? 'cjk' : 'latin'];
  const text = ([min, max]: [number, number]) => z.string().trim().min(min).max(max);
  return z.object({ title: text(limits.title), description: text(limits.description), audience: text(limits.audience) });
}

const cache = new Map<string, TenantText>();

/** The tenant's translated metadata, checked against the SEO limits of the locale (a failing build names it). */
export function tenantText(locale: Locale, tenant: Pick<Tenant, 'id' | 'siteName'>): TenantText {
  const cacheKey = `${tenant.id} ${locale}`;
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  const t = getT(locale);
  const result = tenantTextSchema(locale).safeParse({
    title: t(`tenants.${tenant.id}.title`, { site: tenant.siteName }),
    description: t(`tenants.${tenant.id}.description`),
    audience: t(`tenants.${tenant.id}.audience`),
  });
  if (!result.success) throw new Error(`tenants.${tenant.id} (${locale}) breaks the limits:\n${z.prettifyError(result.error)}`);
  cache.set(cacheKey, result.data);
  return result.data;
}
