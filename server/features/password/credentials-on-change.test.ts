/**
 * Whether a password change also ends the account's API keys and personal access tokens is the user's choice
 * (security setting revoke_credentials_on_password_change, on by default); the same holds for a reset by link.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  DATABASE_SETUP_TIMEOUT_MS,
  expectError,
  signedInUser,
  TestClient,
  type TestContext,
} from '../../../tests/api/helpers.ts';
import { outbox } from '../../adapters/outbox/schema.ts';
import { settleBackgroundWork } from '../../lib/background.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
}, DATABASE_SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const NEW_SECRET = 'another-long-passphrase';

/** A signed-in user holding one API key and one personal access token. */
async function userWithCredentials() {
  const user = await signedInUser(t.app);
  const key = await user.client.post('/api/auth/api-keys', { name: 'CI', scopes: ['user:read'] });
  const token = await user.client.post('/api/auth/tokens', { name: 'laptop', scopes: ['user:read'], expires_in_days: 30 });
  expect([key.status, token.status]).toEqual([201, 201]);
  const secrets = [(await key.json()).data.secret as string, (await token.json()).data.secret as string];
  return { ...user, secrets };
}

const asBearer = (secret: string) => new TestClient(t.app).get('/api/user/get-data', { headers: { authorization: `Bearer ${secret}` } });

describe('password change and API keys / personal access tokens', () => {
  it('by default the change deletes them: they stop working at once', async () => {
    const { client, password, secrets } = await userWithCredentials();
    expect((await client.get('/api/auth/security')).status).toBe(200);
    expect((await (await client.get('/api/auth/security')).json()).data.revoke_credentials_on_password_change).toBe(true);
    const changed = await client.patch('/api/users/update-password/me', {
      current_password: password,
      password: NEW_SECRET,
      password_confirmation: NEW_SECRET,
    });
    expect(changed.status).toBe(200);
    expect((await changed.json()).data).toMatchObject({ credentials_revoked: 2 });
    for (const secret of secrets) await expectError(await asBearer(secret), 401, 'AUTHENTICATION_REQUIRED');
    expect((await (await client.get('/api/auth/api-keys')).json()).data).toEqual([]);
  });

  it('with the setting off they survive the change', async () => {
    const { client, password, secrets } = await userWithCredentials();
    const off = await client.patch('/api/auth/security', { revoke_credentials_on_password_change: false });
    expect((await off.json()).data.revoke_credentials_on_password_change).toBe(false);
    const changed = await client.patch('/api/users/update-password/me', {
      current_password: password,
      password: NEW_SECRET,
      password_confirmation: NEW_SECRET,
    });
    expect((await changed.json()).data).toMatchObject({ credentials_revoked: 0 });
    for (const secret of secrets) expect((await asBearer(secret)).status).toBe(200);
  });

  it('a reset by link follows the same choice (default: deleted)', async () => {
    const { email, secrets } = await userWithCredentials();
    expect((await new TestClient(t.app).post('/api/public/auth/reset', { email })).status).toBe(200);
    await settleBackgroundWork();
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, email));
    const token = mails.map((row) => /token=([\w-]+)/.exec(row.body)?.[1]).find(Boolean);
    expect(token).toBeDefined();
    const reset = await new TestClient(t.app).post('/api/public/auth/new-password', {
      token,
      password: NEW_SECRET,
      password_confirmation: NEW_SECRET,
    });
    expect((await reset.json()).data).toMatchObject({ password_reset: true, credentials_revoked: 2 });
    for (const secret of secrets) await expectError(await asBearer(secret), 401, 'AUTHENTICATION_REQUIRED');
  });
});
