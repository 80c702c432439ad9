/** Development-only route: the outbox viewer, from contract/dev. */
import { devContract } from '../../../contract/dev/index.ts';
import { routeFor } from '../../middleware/contract-route.ts';

export const listOutboxRoute = routeFor(devContract.listOutbox);
