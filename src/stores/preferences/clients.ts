/** The preferences feature's typed API client: comparison sets, the next blind task, ratings. */
import { preferencesEndpoints } from '../../../contract/preferences/endpoints.ts';
import type { preferencesContract } from '../../../contract/preferences/index.ts';
import { bindEndpoints } from '../../lib/api/typed-client.ts';
import { sessionDeps } from '../auth/deps.ts';

const client = () => sessionDeps().api;

export const preferencesApi = bindEndpoints<typeof preferencesContract>(preferencesEndpoints, client);
