/** The runs feature's typed API client: runs as personal tasks, recommendations. */
import { runsEndpoints } from '../../../contract/runs/endpoints.ts';
import type { runsContract } from '../../../contract/runs/index.ts';
import { bindEndpoints } from '../../lib/api/typed-client.ts';
import { sessionDeps } from '../auth/deps.ts';

/** Through the session's client, so store tests swap it with configureSession like the session store's. */
const client = () => sessionDeps().api;

export const runsApi = bindEndpoints<typeof runsContract>(runsEndpoints, client);
