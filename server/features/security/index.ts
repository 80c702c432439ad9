/** The security feature: settings (GET/PATCH) and the paginated audit log. */
import { createRouter } from '../../core/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

export function createSecurityRouter() {
  return createRouter()
    .openapi(routes.getSettingsRoute, handlers.getSettings)
    .openapi(routes.updateSettingsRoute, handlers.updateSettings)
    .openapi(routes.listEventsRoute, handlers.listEvents);
}
