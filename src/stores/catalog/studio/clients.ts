/**
 * The creator studio's typed API clients: the creator's own operations, the admin review queue, and the catalog's
 * utility lists (categories, tags) the expert editor offers. They read the API client through a getter, so the
 * integration tests drive these stores against the real API in-process (useStudioApi).
 */
import { catalogAdminEndpoints, catalogEndpoints, creatorEndpoints } from '../../../../contract/catalog/endpoints.ts';
import type { catalogAdminContract, catalogContract, creatorContract } from '../../../../contract/catalog/index.ts';
import { api as defaultApi, type ApiClient } from '../../../lib/api/index.ts';
import { bindEndpoints } from '../../../lib/api/typed-client.ts';

let current: ApiClient = defaultApi;
const client = () => current;

/** Tests: send the studio's calls through another client (the real app in-process). */
export function useStudioApi(next: ApiClient): void {
  current = next;
}

export const creatorApi = bindEndpoints<typeof creatorContract>(creatorEndpoints, client);
export const reviewQueueApi = bindEndpoints<typeof catalogAdminContract>(catalogAdminEndpoints, client);
export const catalogLookupApi = bindEndpoints<typeof catalogContract>(catalogEndpoints, client);
