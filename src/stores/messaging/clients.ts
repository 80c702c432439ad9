/** The messaging API, typed by its contract (the contract's schemas stay out of the page: `import type`). */
import type { messagingContract } from '../../../contract/messaging/index.ts';
import { messagingEndpoints } from '../../../contract/messaging/endpoints.ts';
import type { catalogContract } from '../../../contract/catalog/index.ts';
import { catalogEndpoints } from '../../../contract/catalog/endpoints.ts';
import { bindEndpoints } from '../../lib/api/typed-client.ts';

export const messagingApi = bindEndpoints<typeof messagingContract>(messagingEndpoints);
export const EVENTS_PATH = messagingEndpoints.streamEvents.path;
export const POLL_PATH = messagingEndpoints.pollEvents.path;

/**
 * The one catalog operation the composer's @mention suggestions read (the site's experts by name), bound here the
 * way the catalog binds the messaging operation that hires an expert: no store of one feature imports the other's.
 */
export const expertsForMentions = bindEndpoints<typeof catalogContract>({
  listExperts: catalogEndpoints.listExperts,
} as typeof catalogEndpoints);
