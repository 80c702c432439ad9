/** The account feature's typed API clients (src/lib/api/typed-client.ts). */
import { accountEndpoints } from '../../../contract/account/endpoints.ts';
import type { accountContract } from '../../../contract/account/index.ts';
import { credentialsEndpoints } from '../../../contract/credentials/endpoints.ts';
import type { credentialsContract } from '../../../contract/credentials/index.ts';
import { securityEndpoints } from '../../../contract/security/endpoints.ts';
import type { securityContract } from '../../../contract/security/index.ts';
import { sessionsEndpoints } from '../../../contract/sessions/endpoints.ts';
import type { sessionsContract } from '../../../contract/sessions/index.ts';
import { bindEndpoints } from '../../lib/api/typed-client.ts';

export const sessionsApi = bindEndpoints<typeof sessionsContract>(sessionsEndpoints);
export const securityApi = bindEndpoints<typeof securityContract>(securityEndpoints);
export const credentialsApi = bindEndpoints<typeof credentialsContract>(credentialsEndpoints);
export const accountApi = bindEndpoints<typeof accountContract>(accountEndpoints);
