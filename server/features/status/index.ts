/** The public status page's API: stored check results, uptime history, incident and maintenance notes. */
import { createRouter } from '../../core/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

export function createStatusRouter() {
  return createRouter()
    .openapi(routes.getStatusRoute, handlers.getStatus)
    .openapi(routes.getStatusNotePermissionRoute, handlers.getStatusNotePermission)
    .openapi(routes.createStatusNoteRoute, handlers.createStatusNote)
    .openapi(routes.updateStatusNoteRoute, handlers.updateStatusNote);
}
