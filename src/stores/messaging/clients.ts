/** The messaging API, typed by its contract (the contract's schemas stay out of the page: `import type`). */
import type { messagingContract } from '../../../contract/messaging/index.ts';
import { messagingEndpoints } from '../../../contract/messaging/endpoints.ts';
import { bindEndpoints } from '../../lib/api/typed-client.ts';

export const messagingApi = bindEndpoints<typeof messagingContract>(messagingEndpoints);
export const EVENTS_PATH = messagingEndpoints.streamEvents.path;
export const POLL_PATH = messagingEndpoints.pollEvents.path;
