/** API key and personal access token routes, from contract/credentials. */
import { credentialsContract as C } from '../../../contract/credentials/index.ts';
import { routeFor } from '../../middleware/contract-route.ts';

export const apiKeyRoutes = {
  list: routeFor(C.listApiKeys),
  create: routeFor(C.createApiKey),
  remove: routeFor(C.deleteApiKey),
};
export const tokenRoutes = {
  list: routeFor(C.listTokens),
  create: routeFor(C.createToken),
  remove: routeFor(C.deleteToken),
};
