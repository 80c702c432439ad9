/** Status page routes, from contract/status. */
import { statusContract as S } from '../../../contract/status/index.ts';
import { routeFor } from '../../middleware/contract-route.ts';

export const getStatusRoute = routeFor(S.getStatus);
export const getStatusNotePermissionRoute = routeFor(S.getStatusNotePermission);
export const createStatusNoteRoute = routeFor(S.createStatusNote);
export const updateStatusNoteRoute = routeFor(S.updateStatusNote);
