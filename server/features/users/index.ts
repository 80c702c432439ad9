/** The users feature: current user and profile update. */
import { createRouter } from '../../core/router.ts';
import { getCurrentUser, updateOwnProfile } from './handlers.ts';
import { getCurrentUserRoute, updateProfileRoute } from './routes.ts';

export function createUsersRouter() {
  return createRouter().openapi(getCurrentUserRoute, getCurrentUser).openapi(updateProfileRoute, updateOwnProfile);
}
