/** The sessions feature: list, end one, end all others. */
import { createRouter } from '../../core/router.ts';
import { listSessions, revokeOneSession, revokeOtherSessions } from './handlers.ts';
import { listSessionsRoute, revokeOtherSessionsRoute, revokeSessionRoute } from './routes.ts';

export function createSessionsRouter() {
  return createRouter()
    .openapi(listSessionsRoute, listSessions)
    .openapi(revokeSessionRoute, revokeOneSession)
    .openapi(revokeOtherSessionsRoute, revokeOtherSessions);
}
