/**
 * The billing API (saved cards, purchases, subscriptions, 3-D Secure, history), typed by its contract (`import type`:
 * no zod in the page). The client is read through a getter so store tests drive the real API in-process.
 */
import type { billingContract } from '../../../contract/billing/index.ts';
import { billingEndpoints } from '../../../contract/billing/endpoints.ts';
import type { creatorContract } from '../../../contract/catalog/creator.ts';
import { creatorEndpoints } from '../../../contract/catalog/endpoints.ts';
import { type ApiClient, api } from '../../lib/api/index.ts';
import { bindEndpoints } from '../../lib/api/typed-client.ts';

let client: ApiClient = api;

/** Tests: send the billing stores' calls through another client. */
export function configureBillingClient(next: ApiClient): void {
  client = next;
}

export const billingApi = bindEndpoints<typeof billingContract>(billingEndpoints, () => client);

/**
 * The one catalog operation billing reads: whether the person is a creator, asked before their earnings so a member
 * gets the way to become one without a refused request (bound from the contract: no store of the catalog imported).
 */
export const creatorStatusApi = bindEndpoints<typeof creatorContract>(creatorEndpoints, () => client);
