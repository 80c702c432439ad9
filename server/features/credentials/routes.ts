/**
 * Contracts of API keys (/api/auth/api-keys) and personal access tokens (/api/auth/tokens), spec §7.
 * Both: create shows the secret once, list shows metadata, delete by id. Tokens must expire; keys may.
 * Managing credentials needs a browser session: a key cannot mint or delete keys.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { CREDENTIAL_SCOPES } from '../../../contract/auth.ts';
import { dataResponse, errorResponses, jsonBody, listResponse } from '../../lib/openapi.ts';

export const EXPIRY_DAYS = { min: 1, max: 365 } as const;

const CredentialSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    prefix: z.string().openapi({ description: 'First characters of the secret, to recognise it', example: 'aek_Xy12AbCd' }),
    scopes: z.array(z.string()),
    created_at: z.string(),
    last_used_at: z.string().nullable(),
    expires_at: z.string().nullable(),
  })
  .openapi('Credential');

const CreatedCredentialSchema = CredentialSchema.extend({
  secret: z.string().openapi({ description: 'Send as `Authorization: Bearer <secret>`. Shown only in this response.' }),
}).openapi('CreatedCredential');

const nameField = z
  .string({ error: 'Give it a name' })
  .trim()
  .min(1, { error: 'Give it a name' })
  .max(100, { error: 'Use at most 100 characters' });
const scopesField = z
  .array(z.enum(CREDENTIAL_SCOPES), { error: `Choose scopes from: ${CREDENTIAL_SCOPES.join(', ')}` })
  .min(1, { error: 'Choose at least one scope' })
  .max(CREDENTIAL_SCOPES.length * 2)
  .transform((scopes) => [...new Set(scopes)]);
const expiryField = z
  .number({ error: `Choose an expiry between ${EXPIRY_DAYS.min} and ${EXPIRY_DAYS.max} days` })
  .int()
  .min(EXPIRY_DAYS.min, { error: `Choose an expiry between ${EXPIRY_DAYS.min} and ${EXPIRY_DAYS.max} days` })
  .max(EXPIRY_DAYS.max, { error: `Choose an expiry between ${EXPIRY_DAYS.min} and ${EXPIRY_DAYS.max} days` });

const CreateApiKeyBody = z.object({ name: nameField, scopes: scopesField, expires_in_days: expiryField.optional() });
const CreateTokenBody = z.object({ name: nameField, scopes: scopesField, expires_in_days: expiryField });

function createRouteFor<P extends string, B extends z.ZodType>(path: P, body: B, label: string) {
  return createRoute({
    method: 'post',
    path,
    tags: ['Credentials'],
    summary: `Create a ${label}; the secret is in this response only`,
    description: `At most 25 per user (409 CREDENTIAL_LIMIT_REACHED). Scopes: ${CREDENTIAL_SCOPES.join(', ')}.`,
    request: { body: jsonBody(body) },
    responses: { 201: dataResponse(CreatedCredentialSchema, 'Created'), ...errorResponses(401, 403, 409) },
  });
}

function listAndDeleteRoutes<P extends string>(path: P, label: string) {
  return {
    list: createRoute({
      method: 'get',
      path,
      tags: ['Credentials'],
      summary: `Your ${label}s (never the secret)`,
      responses: { 200: listResponse(CredentialSchema, `${label}s`), ...errorResponses(401, 403) },
    }),
    remove: createRoute({
      method: 'delete',
      path: `${path}/{id}` as `${P}/{id}`,
      tags: ['Credentials'],
      summary: `Delete a ${label}; it stops working at once`,
      request: { params: z.object({ id: z.string().max(64) }) },
      responses: { 200: dataResponse(z.object({ deleted: z.literal(true) }), 'Deleted'), ...errorResponses(401, 403, 404) },
    }),
  };
}

export const apiKeyRoutes = {
  ...listAndDeleteRoutes('/api/auth/api-keys', 'API key'),
  create: createRouteFor('/api/auth/api-keys', CreateApiKeyBody, 'API key'),
};
export const tokenRoutes = {
  ...listAndDeleteRoutes('/api/auth/tokens', 'personal access token'),
  create: createRouteFor('/api/auth/tokens', CreateTokenBody, 'personal access token'),
};
