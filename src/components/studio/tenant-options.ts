/** The sites an expert can be listed on besides main (main lists every published expert), by their site names. */
import { TENANTS } from '../../tenants/index.ts';

export const LISTING_TENANT_OPTIONS: readonly { id: string; name: string }[] = TENANTS.filter((tenant) => tenant.id !== 'main').map(
  (tenant) => ({ id: tenant.id, name: tenant.siteName }),
);

export const TENANT_NAMES: Readonly<Record<string, string>> = Object.fromEntries(LISTING_TENANT_OPTIONS.map((t) => [t.id, t.name]));
