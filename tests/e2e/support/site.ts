import { ROUTES } from '../../../contract/routes.ts';
import { TENANTS, type Tenant } from '../../../src/tenants/index.ts';

/** Main on a plain host plus three tenants on `<id>.localhost`, as issue 2's "Done when" asks. */
export const HOSTS_UNDER_TEST: readonly { host: string; tenant: Tenant }[] = [
  { host: 'localhost', tenant: tenantById('main') },
  { host: 'crohns.localhost', tenant: tenantById('crohns') },
  { host: 'ntsb.localhost', tenant: tenantById('ntsb') },
  { host: 'pubschool.localhost', tenant: tenantById('pubschool') },
];

export function tenantById(id: string): Tenant {
  const tenant = TENANTS.find((t) => t.id === id);
  if (!tenant) throw new Error(`No tenant "${id}" in src/tenants`);
  return tenant;
}

export const LANDING_ROUTES = ROUTES.filter((r) => r.layout === 'landing');

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the HTML entities Astro emits in text (`&#39;`, `&amp;`, `&#x27;`). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, code: string) => {
    if (code[0] === '#') return String.fromCodePoint(code[1]?.toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : Number(code.slice(1)));
    return ENTITIES[code] ?? whole;
  });
}

export function titleOf(html: string): string {
  return decodeEntities(/<title>([^<]*)<\/title>/i.exec(html)?.[1] ?? '');
}

/** `<script>` start tags, to check which scripts a page loads. */
export function scriptTags(html: string): string[] {
  return html.match(/<script\b[^>]*>/gi) ?? [];
}
