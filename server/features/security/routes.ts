/** Security settings and audit log routes, from contract/security. */
import { securityContract as C } from '../../../contract/security/index.ts';
import { routeFor } from '../../middleware/contract-route.ts';

export const getSettingsRoute = routeFor(C.getSettings);
export const updateSettingsRoute = routeFor(C.updateSettings);
export const listEventsRoute = routeFor(C.listEvents);
