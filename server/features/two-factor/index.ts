/** The two-factor feature: setup, confirm, disable, sign-in challenge, backup codes. */
import { createRouter } from '../../core/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

export function createTwoFactorRouter() {
  return createRouter()
    .openapi(routes.setupRoute, handlers.setup)
    .openapi(routes.confirmRoute, handlers.confirm)
    .openapi(routes.disableRoute, handlers.disable)
    .openapi(routes.challengeRoute, handlers.challenge)
    .openapi(routes.regenerateBackupCodesRoute, handlers.regenerateBackupCodes);
}
