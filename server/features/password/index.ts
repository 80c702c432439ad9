/** The password feature: reset request and confirmation, and change while signed in. */
import { createRouter } from '../../core/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

export function createPasswordRouter() {
  return createRouter()
    .openapi(routes.requestResetRoute, handlers.requestReset)
    .openapi(routes.newPasswordRoute, handlers.newPassword)
    .openapi(routes.updatePasswordRoute, handlers.updatePassword);
}
