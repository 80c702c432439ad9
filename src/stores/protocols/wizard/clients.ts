/** The wizard's typed API clients: the draft and knowledge files (protocols), categories (catalog), the creator's listing. */
import { catalogEndpoints, creatorEndpoints } from '../../../../contract/catalog/endpoints.ts';
import type { catalogContract, creatorContract } from '../../../../contract/catalog/index.ts';
import { protocolsEndpoints } from '../../../../contract/protocols/endpoints.ts';
import type { protocolsContract } from '../../../../contract/protocols/index.ts';
import { bindEndpoints } from '../../../lib/api/typed-client.ts';
import { sessionDeps } from '../../auth/deps.ts';

/** Through the session's client, so store tests swap it with configureSession like the session store's. */
const client = () => sessionDeps().api;

export const protocolsApi = bindEndpoints<typeof protocolsContract>(protocolsEndpoints, client);
export const catalogApi = bindEndpoints<typeof catalogContract>(catalogEndpoints, client);
export const creatorApi = bindEndpoints<typeof creatorContract>(creatorEndpoints, client);
