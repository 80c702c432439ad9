import { z } from 'zod';
import { TENANT_IDS, TenantSchema, type Tenant, type TenantId } from './schema.ts';
import { mainTenant } from './main.ts';
import { pubschoolTenant } from './pubschool.ts';
import { crohnsTenant } from './crohns.ts';
import { aphisTenant } from './aphis.ts';
import { ntsbTenant } from './ntsb.ts';
import { spuhcTenant } from './spuhc.ts';
import { nslpTenant } from './nslp.ts';
import { hrsaTenant } from './hrsa.ts';
import { usitcTenant } from './usitc.ts';
import { lashaTenant } from './lasha.ts';
import { ustdaTenant } from './ustda.ts';
import { usichTenant } from './usich.ts';
import { enrdTenant } from './enrd.ts';
import { phmTenant } from './phm.ts';

export { TENANT_IDS, type Tenant, type TenantId };

/** Parsed at import, so a malformed tenant file fails the build with zod's message naming the field. */
export const TENANTS: readonly Tenant[] = z
  .array(TenantSchema)
  .parse([
    mainTenant,
    pubschoolTenant,
    crohnsTenant,
    aphisTenant,
    ntsbTenant,
    spuhcTenant,
    nslpTenant,
    hrsaTenant,
    usitcTenant,
    lashaTenant,
    ustdaTenant,
    usichTenant,
    enrdTenant,
    phmTenant,
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
