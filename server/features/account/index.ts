/** The account feature: delete your account, export your data. */
import { createRouter } from '../../core/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

export function createAccountRouter() {
  return createRouter()
    .openapi(routes.deleteAccountRoute, handlers.deleteMe)
    .openapi(routes.startExportRoute, handlers.startExport)
    .openapi(routes.getExportRoute, handlers.getExport);
}
