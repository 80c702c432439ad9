/** The status feature's typed API client: the public status page's data and the admin's notes. */
import { statusEndpoints } from '../../../contract/status/endpoints.ts';
import type { statusContract } from '../../../contract/status/index.ts';
import { bindEndpoints } from '../../lib/api/typed-client.ts';

export const statusApi = bindEndpoints<typeof statusContract>(statusEndpoints);
