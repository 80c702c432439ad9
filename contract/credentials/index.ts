/**
 * API keys (/api/auth/api-keys) and personal access tokens (/api/auth/tokens), spec §7. Both: create shows the
 * secret once, list shows metadata, delete by id. Tokens must expire; keys may. Managing credentials needs a browser
 * session: a key cannot mint or delete keys.
 */
import { z } from 'zod';
import { idParamsSchema, timestampSchema } from '../fields.ts';
import { defineContract } from '../lib/operation.ts';
import { credentialsEndpoints } from './endpoints.ts';

/** Scopes an API key or personal access token can carry; a browser session implicitly holds all of them. */
export const CREDENTIAL_SCOPES = ['user:read', 'user:write'] as const;
export type CredentialScope = (typeof CREDENTIAL_SCOPES)[number];
export const EXPIRY_DAYS = { min: 1, max: 365 } as const;
/** Live keys (and, separately, tokens) one account may hold. */
export const CREDENTIAL_LIMIT = 25;

export const CredentialSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    prefix: z.string().meta({ description: 'First characters of the secret, to recognise it', example: 'aek_Xy12AbCd' }),
    scopes: z.array(z.string()),
    created_at: timestampSchema,
    last_used_at: timestampSchema.nullable(),
    expires_at: timestampSchema.nullable(),
  })
  .meta({ id: 'Credential' });
export type Credential = z.output<typeof CredentialSchema>;

const CreatedCredentialSchema = CredentialSchema.extend({
  secret: z.string().meta({ description: 'Send as `Authorization: Bearer <secret>`. Shown only in this response.' }),
}).meta({ id: 'CreatedCredential' });

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
const expiryMessage = `Choose an expiry between ${EXPIRY_DAYS.min} and ${EXPIRY_DAYS.max} days`;
const expiryField = z
  .number({ error: expiryMessage })
  .int()
  .min(EXPIRY_DAYS.min, { error: expiryMessage })
  .max(EXPIRY_DAYS.max, { error: expiryMessage });

function credentialSpecs<B extends z.ZodObject>(label: string, tag: string, body: B, notFound: 'API_KEY_NOT_FOUND' | 'TOKEN_NOT_FOUND') {
  return {
    list: { tag, summary: `Your ${label}s (never the secret)`, access: 'session', response: CredentialSchema },
    create: {
      tag,
      summary: `Create a ${label}; the secret is in this response only`,
      description: `At most ${CREDENTIAL_LIMIT} per user (409 CREDENTIAL_LIMIT_REACHED). Scopes: ${CREDENTIAL_SCOPES.join(', ')}.`,
      access: 'session',
      body,
      status: 201,
      response: CreatedCredentialSchema,
      errors: ['CREDENTIAL_LIMIT_REACHED'],
    },
    remove: {
      tag,
      summary: `Delete a ${label}; it stops working at once`,
      access: 'session',
      params: idParamsSchema,
      response: z.object({ deleted: z.literal(true) }),
      errors: [notFound],
    },
  } as const;
}

const apiKeys = credentialSpecs(
  'API key',
  'Credentials',
  z.object({ name: nameField, scopes: scopesField, expires_in_days: expiryField.optional() }),
  'API_KEY_NOT_FOUND',
);
const tokens = credentialSpecs(
  'personal access token',
  'Credentials',
  z.object({ name: nameField, scopes: scopesField, expires_in_days: expiryField }),
  'TOKEN_NOT_FOUND',
);

export const credentialsContract = defineContract(credentialsEndpoints, {
  listApiKeys: apiKeys.list,
  createApiKey: apiKeys.create,
  deleteApiKey: apiKeys.remove,
  listTokens: tokens.list,
  createToken: tokens.create,
  deleteToken: tokens.remove,
});
