/**
 * The marketplace API and the messaging operation that hires an expert, typed by their contracts (`import type`: no
 * zod in the page). The client is read through a getter so store tests drive the real API in-process.
 */
import type { catalogContract } from '../../../contract/catalog/index.ts';
import { catalogEndpoints } from '../../../contract/catalog/endpoints.ts';
import type { messagingContract } from '../../../contract/messaging/index.ts';
import { messagingEndpoints } from '../../../contract/messaging/endpoints.ts';
import { type ApiClient, api } from '../../lib/api/index.ts';
import { bindEndpoints } from '../../lib/api/typed-client.ts';

let client: ApiClient = api;

/** Tests: send the catalog stores' calls through another client. */
export function configureCatalogClient(next: ApiClient): void {
  client = next;
}

export const catalogApi = bindEndpoints<typeof catalogContract>(catalogEndpoints, () => client);
export const conversationsApi = bindEndpoints<typeof messagingContract>(
  {
    openDirectConversation: messagingEndpoints.openDirectConversation,
    sendMessage: messagingEndpoints.sendMessage,
  } as typeof messagingEndpoints,
  () => client,
);
