import { z } from 'zod';
import { TENANT_IDS, TenantSchema, type Tenant, type TenantId } from './schema';
import { mainTenant } from './main';
import { pubschoolTenant } from './pubschool';
import { crohnsTenant } from './crohns';
import { aphisTenant } from './aphis';
import { ntsbTenant } from './ntsb';
import { spuhcTenant } from './spuhc';
import { nslpTenant } from './nslp';
import { hrsaTenant } from './hrsa';
import { usitcTenant } from './usitc';
import { lashaTenant } from './lasha';
import { ustdaTenant } from './ustda';
import { usichTenant } from './usich';
import { enrdTenant } from './enrd';
import { phmTenant } from './phm';

export { TENANT_IDS, type Tenant, type TenantId };

/** Parsed at import, so a malformed tenant file fails the build with zod's message naming the field. */
export const TENANTS: readonly Tenant[] = z.array(TenantSchema).parse([
  mainTenant, pubschoolTenant, crohnsTenant, aphisTenant, ntsbTenant, spuhcTenant, nslpTenant,
  hrsaTenant, usitcTenant, lashaTenant, ustdaTenant, usichTenant, enrdTenant, phmTenant,
]);

const BY_ID = new Map(TENANTS.map((t) => [t.id, t]));

export function getTenant(id: TenantId): Tenant {
  const tenant = BY_ID.get(id);
  if (!tenant) throw new Error(`Unknown tenant "${id}": add src/tenants/${id}.ts and list it in src/tenants/index.ts`);
  return tenant;
}

/** The 13 per-variant landing routes of the spec's table, with the tenant each one presents. */
export function listLandingRoutes(): { path: string; tenant: Tenant }[] {
  return TENANTS.filter((t) => t.landingRoute).map((t) => ({ path: t.landingRoute as string, tenant: t }));
}
