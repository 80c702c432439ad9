/** Contracts of the current-user endpoints (spec §7). */
import { createRoute, z } from '@hono/zod-openapi';
import { profileUpdateSchema } from '../../../contract/auth.ts';
import { dataResponse, errorResponses, jsonBody } from '../../lib/openapi.ts';
import { UserDataSchema } from './serialize.ts';

export const getCurrentUserRoute = createRoute({
  method: 'get',
  path: '/api/user/get-data',
  tags: ['Users'],
  summary: 'The signed-in user',
  description: 'Session cookie or a bearer credential with the `user:read` scope.',
  responses: { 200: dataResponse(UserDataSchema, 'Current user'), ...errorResponses(401, 403) },
});

export const updateProfileRoute = createRoute({
  method: 'patch',
  path: '/api/users/update/{user_id}',
  tags: ['Users'],
  summary: 'Update your own profile',
  description: '`user_id` is `me` or your own id; anyone else\'s id answers 403 FORBIDDEN. Needs X-CSRF-Token with a session.',
  request: {
    params: z.object({ user_id: z.string().max(64).openapi({ example: 'me' }) }),
    body: jsonBody(profileUpdateSchema),
  },
  responses: { 200: dataResponse(UserDataSchema, 'Updated user'), ...errorResponses(401, 403, 409) },
});
