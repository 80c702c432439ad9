/** The social sign-in feature: generic OpenID Connect / OAuth 2 with the providers in OIDC_PROVIDERS. */
import { createRouter } from '../../core/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

export function createSocialRouter() {
  return createRouter()
    .openapi(routes.createLoginTransactionRoute, handlers.createLoginTransactionHandler)
    .openapi(routes.verifySocialTokenRoute, handlers.verifySocialTokenHandler)
    .openapi(routes.authBySocialTokenRoute, handlers.authBySocialTokenHandler)
    .openapi(routes.finishSocialRegistrationRoute, handlers.finishSocialRegistrationHandler);
}
