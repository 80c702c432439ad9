/**
 * The auth feature's typed API clients (src/lib/api/typed-client.ts). They call through the session's API client,
 * which tests and pages may swap (configureSession), so every call reads it afresh.
 */
import { authEndpoints } from '../../../contract/auth/endpoints.ts';
import type { authContract } from '../../../contract/auth/index.ts';
import { passwordEndpoints } from '../../../contract/password/endpoints.ts';
import type { passwordContract } from '../../../contract/password/index.ts';
import { socialEndpoints } from '../../../contract/social/endpoints.ts';
import type { socialContract } from '../../../contract/social/index.ts';
import { twoFactorEndpoints } from '../../../contract/two-factor/endpoints.ts';
import type { twoFactorContract } from '../../../contract/two-factor/index.ts';
import { usersEndpoints } from '../../../contract/users/endpoints.ts';
import type { usersContract } from '../../../contract/users/index.ts';
import { verificationEndpoints } from '../../../contract/verification/endpoints.ts';
import type { verificationContract } from '../../../contract/verification/index.ts';
import { bindEndpoints } from '../../lib/api/typed-client.ts';
import { sessionDeps } from './deps.ts';

const client = () => sessionDeps().api;

export const authApi = bindEndpoints<typeof authContract>(authEndpoints, client);
export const usersApi = bindEndpoints<typeof usersContract>(usersEndpoints, client);
export const twoFactorApi = bindEndpoints<typeof twoFactorContract>(twoFactorEndpoints, client);
export const verificationApi = bindEndpoints<typeof verificationContract>(verificationEndpoints, client);
export const passwordApi = bindEndpoints<typeof passwordContract>(passwordEndpoints, client);
export const socialApi = bindEndpoints<typeof socialContract>(socialEndpoints, client);
