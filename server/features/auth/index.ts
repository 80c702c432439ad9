/** The auth feature: sign-up, sign-in, logout, refresh, public config, availability checks. */
import { createRouter } from '../../core/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

export function createAuthRouter() {
  return createRouter()
    .openapi(routes.signUpRoute, handlers.signUp)
    .openapi(routes.registerRoute, handlers.signUp)
    .openapi(routes.signInRoute, handlers.signIn)
    .openapi(routes.logoutGetRoute, handlers.logoutGet)
    .openapi(routes.logoutPostRoute, handlers.logoutPost)
    .openapi(routes.refreshRoute, handlers.refresh)
    .openapi(routes.authConfigRoute, handlers.authConfig)
    .openapi(routes.checkEmailRoute, handlers.checkEmail)
    .openapi(routes.checkUsernameRoute, handlers.checkUsername);
}
