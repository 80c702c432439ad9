import type { SeedExpert } from '../types.ts';
import { PUBSCHOOL_EXPERTS } from './pubschool.ts';
import { NSLP_EXPERTS } from './nslp.ts';
import { CROHNS_EXPERTS } from './crohns.ts';
import { APHIS_EXPERTS } from './aphis.ts';
import { NTSB_EXPERTS } from './ntsb.ts';
import { SPUHC_EXPERTS } from './spuhc.ts';
import { PHM_EXPERTS } from './phm.ts';
import { HRSA_EXPERTS } from './hrsa.ts';
import { USITC_EXPERTS } from './usitc.ts';
import { LASHA_EXPERTS } from './lasha.ts';
import { USTDA_EXPERTS } from './ustda.ts';
import { USICH_EXPERTS } from './usich.ts';
import { ENRD_EXPERTS } from './enrd.ts';
import { MAIN_EXPERTS } from './main.ts';

/** Every seed expert, grouped by the tenant each was written for (cross-listings live in `tenants`). */
export const SEED_EXPERTS: SeedExpert[] = [
  ...PUBSCHOOL_EXPERTS,
  ...NSLP_EXPERTS,
  ...CROHNS_EXPERTS,
  ...APHIS_EXPERTS,
  ...NTSB_EXPERTS,
  ...SPUHC_EXPERTS,
  ...PHM_EXPERTS,
  ...HRSA_EXPERTS,
  ...USITC_EXPERTS,
  ...LASHA_EXPERTS,
  ...USTDA_EXPERTS,
  ...USICH_EXPERTS,
  ...ENRD_EXPERTS,
  ...MAIN_EXPERTS,
];
