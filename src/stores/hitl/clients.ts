/** The hitl feature's typed API client: the review queue and its decisions. */
import { hitlEndpoints } from '../../../contract/hitl/endpoints.ts';
import type { hitlContract } from '../../../contract/hitl/index.ts';
import { bindEndpoints } from '../../lib/api/typed-client.ts';
import { sessionDeps } from '../auth/deps.ts';

/** Through the session's client, so store tests swap it with configureSession like the session store's. */
const client = () => sessionDeps().api;

export const hitlApi = bindEndpoints<typeof hitlContract>(hitlEndpoints, client);
