/** Session management routes, from contract/sessions. */
import { sessionsContract } from '../../../contract/sessions/index.ts';
import { routeFor } from '../../middleware/contract-route.ts';

export const listSessionsRoute = routeFor(sessionsContract.listSessions);
export const revokeSessionRoute = routeFor(sessionsContract.revokeSession);
export const revokeOtherSessionsRoute = routeFor(sessionsContract.revokeOtherSessions);
