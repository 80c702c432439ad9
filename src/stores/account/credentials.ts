/**
 * API keys and personal access tokens: the same shape behind two endpoints. Each kind has its list store and
 * create / delete actions; the secret comes back once, from create.
 */
import type { Credential, CredentialScope } from '../../../contract/credentials/index.ts';
import { invalidateKeys } from '../../lib/query/client.ts';
import { attempt, type Outcome } from '../attempt.ts';
import { credentialsApi } from './clients.ts';
import { createLoadedStore } from './loaded.ts';

export type CredentialKind = 'api_key' | 'personal_access_token';

const CALLS = {
  api_key: { list: credentialsApi.listApiKeys, create: credentialsApi.createApiKey, remove: credentialsApi.deleteApiKey },
  personal_access_token: { list: credentialsApi.listTokens, create: credentialsApi.createToken, remove: credentialsApi.deleteToken },
} as const;

const keyOf = (kind: CredentialKind) => `account/credentials/${kind}`;

function listStore(kind: CredentialKind) {
  return createLoadedStore<Credential[]>([keyOf(kind)], `list ${kind}`, async () => (await CALLS[kind].list()).items);
}

export const $credentials = { api_key: listStore('api_key'), personal_access_token: listStore('personal_access_token') } as const;

export interface NewCredential {
  name: string;
  scopes: CredentialScope[];
  /** Required for tokens; keys may live until deleted. */
  expires_in_days?: number;
}

/** Creates one; the value holds the secret, which no later call shows again. */
export async function createCredential(kind: CredentialKind, fields: NewCredential): Promise<Outcome<Credential & { secret: string }>> {
  const outcome = await attempt(
    `create ${kind}`,
    // A token without an expiry is sent as it is: the API's 422 names the field, and the form shows it there.
    () =>
      kind === 'api_key'
        ? CALLS.api_key.create({ body: fields })
        : CALLS.personal_access_token.create({ body: fields as Required<NewCredential> }),
    { domain: 'auth' },
  );
  if (outcome.ok) invalidateKeys(keyOf(kind));
  return outcome;
}

export async function deleteCredential(kind: CredentialKind, credential: Credential): Promise<Outcome<void>> {
  const outcome = await attempt(
    `delete ${kind}`,
    async () => {
      await CALLS[kind].remove({ params: { id: credential.id } });
    },
    { domain: 'auth' },
  );
  if (outcome.ok) invalidateKeys(keyOf(kind));
  return outcome;
}
