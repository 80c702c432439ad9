/** Account deletion and data export routes, from contract/account. */
import { accountContract as C } from '../../../contract/account/index.ts';
import { routeFor } from '../../middleware/contract-route.ts';

export const deleteAccountRoute = routeFor(C.deleteAccount);
export const startExportRoute = routeFor(C.startExport);
export const getExportRoute = routeFor(C.getExport);
