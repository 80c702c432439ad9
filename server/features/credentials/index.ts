/** The credentials feature: API keys and personal access tokens (list, create, delete). */
import { createRouter } from '../../core/router.ts';
import { credentialHandlers } from './handlers.ts';
import { apiKeyRoutes, tokenRoutes } from './routes.ts';

export function createCredentialsRouter() {
  const keys = credentialHandlers('api_key');
  const tokens = credentialHandlers('personal_access_token');
  return createRouter()
    .openapi(apiKeyRoutes.list, (c) => keys.list(c))
    .openapi(apiKeyRoutes.create, (c) => keys.create(c, c.req.valid('json')))
    .openapi(apiKeyRoutes.remove, (c) => keys.remove(c, c.req.valid('param').id))
    .openapi(tokenRoutes.list, (c) => tokens.list(c))
    .openapi(tokenRoutes.create, (c) => tokens.create(c, c.req.valid('json')))
    .openapi(tokenRoutes.remove, (c) => tokens.remove(c, c.req.valid('param').id));
}
