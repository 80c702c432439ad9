import { z } from 'zod';
import type { TenantId } from '../../tenants';
import { LandingCopySchema, type LandingCopy } from './schema';
import { mainCopy } from './main';
import { pubschoolCopy } from './pubschool';
import { crohnsCopy } from './crohns';
import { aphisCopy } from './aphis';
import { ntsbCopy } from './ntsb';
import { spuhcCopy } from './spuhc';
import { nslpCopy } from './nslp';
import { hrsaCopy } from './hrsa';
import { usitcCopy } from './usitc';
import { lashaCopy } from './lasha';
import { ustdaCopy } from './ustda';
import { usichCopy } from './usich';
import { enrdCopy } from './enrd';
import { phmCopy } from './phm';

export type { LandingCopy, LandingCard } from './schema';

/**
 * Landing copy per tenant, parsed at import so a copy file that breaks the schema fails the build with the
 * tenant id and field in zod's message. The Record type makes a missing tenant a type error.
 */
const RAW_COPY: Record<TenantId, unknown> = {
  main: mainCopy, pubschool: pubschoolCopy, crohns: crohnsCopy, aphis: aphisCopy, ntsb: ntsbCopy,
  spuhc: spuhcCopy, nslp: nslpCopy, hrsa: hrsaCopy, usitc: usitcCopy, lasha: lashaCopy, ustda: ustdaCopy,
  usich: usichCopy, enrd: enrdCopy, phm: phmCopy,
};

const LANDING_COPY = z.record(z.string(), LandingCopySchema).parse(RAW_COPY) as Record<TenantId, LandingCopy>;

export function getLandingCopy(id: TenantId): LandingCopy {
  return LANDING_COPY[id];
}
