/**
 * Every feature router the API mounts, in one list. A new feature folder exports
 * `create<Name>Router()` from its index.ts and adds it here; nothing else needs to change.
 */
import type { Router } from '../core/router.ts';
import { createAuthRouter } from './auth/index.ts';
import { createAccountRouter } from './account/index.ts';
import { createCredentialsRouter } from './credentials/index.ts';
import { createSecurityRouter } from './security/index.ts';
import { createTwoFactorRouter } from './two-factor/index.ts';
import { createSessionsRouter } from './sessions/index.ts';
import { createSocialRouter } from './social/index.ts';
import { createUsersRouter } from './users/index.ts';
import { createPasswordRouter } from './password/index.ts';
import { createVerificationRouter } from './verification/index.ts';
import { createDevRouter } from './dev/index.ts';
import { createHealthRouter } from './health/index.ts';
import { createCatalogRouter } from './catalog/index.ts';
import { createMessagingRouter } from './messaging/index.ts';
import { createStatusRouter } from './status/index.ts';
import { createProtocolsRouter } from './protocols/index.ts';
import { createRunsRouter } from './runs/index.ts';
import { createHitlRouter } from './hitl/index.ts';
import { createPreferencesRouter } from './preferences/index.ts';
import { createBillingRouter } from './billing/index.ts';

export const FEATURE_ROUTERS: Array<() => Router> = [
  createAuthRouter,
  createUsersRouter,
  createSessionsRouter,
  createTwoFactorRouter,
  createSecurityRouter,
  createCredentialsRouter,
  createAccountRouter,
  createSocialRouter,
  createPasswordRouter,
  createVerificationRouter,
  createDevRouter,
  createHealthRouter,
  createCatalogRouter,
  createMessagingRouter,
  createStatusRouter,
  createProtocolsRouter,
  createRunsRouter,
  createHitlRouter,
  createPreferencesRouter,
  createBillingRouter,
];
