import { PUBSCHOOL_REVIEWS } from './reviews/pubschool.ts';
import { NSLP_REVIEWS } from './reviews/nslp.ts';
import { CROHNS_REVIEWS } from './reviews/crohns.ts';
import { APHIS_REVIEWS } from './reviews/aphis.ts';
import { NTSB_REVIEWS } from './reviews/ntsb.ts';
import { SPUHC_REVIEWS } from './reviews/spuhc.ts';
import { PHM_REVIEWS } from './reviews/phm.ts';
import { HRSA_REVIEWS } from './reviews/hrsa.ts';
import { USITC_REVIEWS } from './reviews/usitc.ts';
import { LASHA_REVIEWS } from './reviews/lasha.ts';
import { USTDA_REVIEWS } from './reviews/ustda.ts';
import { USICH_REVIEWS } from './reviews/usich.ts';
import { ENRD_REVIEWS } from './reviews/enrd.ts';
import { MAIN_REVIEWS } from './reviews/main.ts';
import type { SeedReview } from './types.ts';

/** Every seed review, kept in one file per tenant under ./reviews/. */
export const SEED_REVIEWS: SeedReview[] = [
  ...PUBSCHOOL_REVIEWS,
  ...NSLP_REVIEWS,
  ...CROHNS_REVIEWS,
  ...APHIS_REVIEWS,
  ...NTSB_REVIEWS,
  ...SPUHC_REVIEWS,
  ...PHM_REVIEWS,
  ...HRSA_REVIEWS,
  ...USITC_REVIEWS,
  ...LASHA_REVIEWS,
  ...USTDA_REVIEWS,
  ...USICH_REVIEWS,
  ...ENRD_REVIEWS,
  ...MAIN_REVIEWS,
];
