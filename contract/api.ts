/**
 * Every feature's contract in one list: the API's complete set of operations. The server mounts a router per
 * feature (server/features/index.ts); the API tests compare the OpenAPI document the server serves with this list,
 * so a router that drops out fails them instead of quietly narrowing what they sweep. A new feature adds its
 * contract here.
 */
import { accountContract } from './account/index.ts';
import { statusContract } from './status/index.ts';
import { catalogAdminContract, catalogContract, creatorContract } from './catalog/index.ts';
import { authContract } from './auth/index.ts';
import { billingContract } from './billing/index.ts';
import { credentialsContract } from './credentials/index.ts';
import { devContract } from './dev/index.ts';
import { healthContract } from './health/index.ts';
import { hitlContract } from './hitl/index.ts';
import { messagingContract } from './messaging/index.ts';
import type { Operation } from './lib/operation.ts';
import { passwordContract } from './password/index.ts';
import { preferencesContract } from './preferences/index.ts';
import { protocolsContract } from './protocols/index.ts';
import { runsContract } from './runs/index.ts';
import { securityContract } from './security/index.ts';
import { sessionsContract } from './sessions/index.ts';
import { socialContract } from './social/index.ts';
import { twoFactorContract } from './two-factor/index.ts';
import { usersContract } from './users/index.ts';
import { verificationContract } from './verification/index.ts';

export const API_CONTRACTS = {
  auth: authContract,
  users: usersContract,
  sessions: sessionsContract,
  twoFactor: twoFactorContract,
  security: securityContract,
  credentials: credentialsContract,
  account: accountContract,
  social: socialContract,
  password: passwordContract,
  verification: verificationContract,
  dev: devContract,
  health: healthContract,
  catalog: catalogContract,
  creator: creatorContract,
  catalogAdmin: catalogAdminContract,
  messaging: messagingContract,
  status: statusContract,
  protocols: protocolsContract,
  runs: runsContract,
  hitl: hitlContract,
  preferences: preferencesContract,
  billing: billingContract,
} as const;

export const API_OPERATIONS: readonly Operation[] = Object.values(API_CONTRACTS).flatMap(
  (contract) => Object.values(contract) as Operation[],
);
