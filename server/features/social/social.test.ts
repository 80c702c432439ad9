/**
 * Social sign-in against a real OpenID Provider on loopback (tests/support/oidc-provider.ts): real discovery,
 * authorization redirects, PKCE code exchange, ID tokens signed with the provider's keys.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginTransactions, socialRegistrations } from './schema.ts';
import { securityEvents } from '../../core/schema.ts';
import { hashSecret } from '../../lib/crypto.ts';
import { expectError, expectValidationIssues, signIn, signUp, TestClient, useTestApp } from '../../../tests/api/helpers.ts';
import { startOidcProvider, type LocalOidcProvider } from '../../../tests/support/oidc-provider.ts';

let idp: LocalOidcProvider;

beforeAll(async () => {
  idp = await startOidcProvider({
    accounts: [
      { sub: 'alice-1', email: 'alice@example.test', email_verified: true, name: 'Alice Example' },
      { sub: 'bob-2', email: 'bob@example.test', email_verified: true, name: 'Bob Example' },
      { sub: 'carol-3', email: 'carol@example.test', email_verified: true, name: 'Carol Example' },
      { sub: 'dan-4', email: 'dan@example.test', email_verified: false, name: 'Dan Example' },
      { sub: 'erin-5', email: 'erin@example.test', email_verified: true, name: 'Erin Example' },
    ],
  });
});
afterAll(() => idp?.close());
// Registered after the provider's hooks: set up once it listens, closed before it stops.
const t = useTestApp(() => ({
  env: { OIDC_PROVIDERS: JSON.stringify([idp.providerEntry()]), OIDC_REDIRECT_URI: idp.redirectUri },
}));

/** Starts a transaction in `client`'s browser and walks through the provider as `sub`; returns the callback parameters. */
async function throughProvider(client: TestClient, sub: string, redirect?: string) {
  const started = await client.post('/api/public/create-login-transaction', {
    provider: 'local',
    ...(redirect ? { redirect } : {}),
  });
  expect(started.status).toBe(201);
  const { data } = await started.json();
  const callback = await idp.authorize(data.authorization_url, sub);
  return {
    transactionId: data.transaction_id as string,
    authorizationUrl: new URL(data.authorization_url),
    params: {
      provider: 'local',
      code: callback.searchParams.get('code')!,
      state: callback.searchParams.get('state')!,
      iss: callback.searchParams.get('iss')!,
    },
  };
}

async function verify(client: TestClient, params: Record<string, string>) {
  return client.post('/api/public/verify-social-token', params);
}

describe('redirect flow', () => {
  it('registers on first sign-in, then signs straight in', async () => {
    const browser = new TestClient(t.app);
    const { params, authorizationUrl } = await throughProvider(browser, 'alice-1', '/dashboard?tab=security');
    expect(authorizationUrl.origin).toBe(idp.issuer);
    expect(Object.fromEntries(authorizationUrl.searchParams)).toMatchObject({
      client_id: idp.clientId,
      redirect_uri: idp.redirectUri,
      response_type: 'code',
      code_challenge_method: 'S256',
      scope: 'openid email profile',
    });
    expect(params.iss).toBe(idp.issuer);

    const verified = await verify(browser, params);
    expect(verified.status).toBe(200);
    const { data: outcome } = await verified.json();
    expect(outcome).toMatchObject({
      status: 'registration_required',
      profile: { email: 'alice@example.test', email_verified: true, full_name: 'Alice Example' },
      redirect: '/dashboard?tab=security',
    });
    // Stored hashed only.
    const [stored] = await t.db
      .select()
      .from(socialRegistrations)
      .where(eq(socialRegistrations.tokenHash, hashSecret(outcome.registration_token)));
    expect(stored).toMatchObject({ provider: 'local', subject: 'alice-1', emailVerified: true });

    const finished = await browser.post('/api/public/auth/finish-social-registration', {
      registration_token: outcome.registration_token,
      username: 'alice_social',
      language: 'de',
    });
    expect(finished.status).toBe(201);
    const { data: registered } = await finished.json();
    expect(registered).toMatchObject({
      user: {
        email: 'alice@example.test',
        full_name: 'Alice Example',
        username: 'alice_social',
        is_verified: true,
        profile_complete: true,
        language: 'de',
      },
      redirect: '/dashboard?tab=security',
    });
    browser.csrfToken = registered.csrf_token;
    const me = await (await browser.get('/api/user/get-data')).json();
    expect(me.data).toMatchObject({ user_id: registered.user.user_id, is_verified: true });
    expect(browser.cookies.get('ae_hint')).toBe('v');

    const reused = await browser.post('/api/public/auth/finish-social-registration', {
      registration_token: outcome.registration_token,
    });
    await expectError(reused, 400, 'REGISTRATION_TOKEN_INVALID');

    const events = await t.db
      .select({ type: securityEvents.type })
      .from(securityEvents)
      .where(eq(securityEvents.userId, registered.user.user_id));
    expect(events.map((event) => event.type)).toEqual(expect.arrayContaining(['sign_up', 'social_account_linked', 'sign_in_succeeded']));

    const laterBrowser = new TestClient(t.app);
    const again = await throughProvider(laterBrowser, 'alice-1');
    const { data: signedIn } = await (await verify(laterBrowser, again.params)).json();
    expect(signedIn).toMatchObject({
      status: 'signed_in',
      user: { user_id: registered.user.user_id, is_verified: true },
      redirect: null,
    });
    laterBrowser.csrfToken = signedIn.csrf_token;
    expect((await (await laterBrowser.get('/api/user/get-data')).json()).data.email).toBe('alice@example.test');
  });

  it('uses a transaction once: the same state is refused the second time', async () => {
    const browser = new TestClient(t.app);
    const { params } = await throughProvider(browser, 'erin-5');
    expect((await verify(browser, params)).status).toBe(200);
    // The binding cookie is gone after use; even with it restored, the state is spent.
    const replayBrowser = new TestClient(t.app);
    const [row] = await t.db.select().from(loginTransactions).where(eq(loginTransactions.state, params.state));
    expect(row!.consumedAt).not.toBeNull();
    await expectError(await verify(browser, params), 401, 'INVALID_SOCIAL_TOKEN');
    await expectError(await verify(replayBrowser, params), 401, 'INVALID_SOCIAL_TOKEN');
  });

  it("refuses a code and state completed in another browser, without burning the real user's transaction", async () => {
    const victim = new TestClient(t.app);
    const { params } = await throughProvider(victim, 'erin-5');
    await expectError(await verify(new TestClient(t.app), params), 401, 'INVALID_SOCIAL_TOKEN');
    expect((await (await verify(victim, params)).json()).data.status).toBe('registration_required');
  });

  it('refuses an expired transaction', async () => {
    const browser = new TestClient(t.app);
    const { params, transactionId } = await throughProvider(browser, 'erin-5');
    await t.db
      .update(loginTransactions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(loginTransactions.id, transactionId));
    await expectError(await verify(browser, params), 400, 'LOGIN_TRANSACTION_EXPIRED');
  });

  it('refuses an ID token whose nonce is not the one the transaction sent', async () => {
    const browser = new TestClient(t.app);
    const { params, transactionId } = await throughProvider(browser, 'erin-5');
    await t.db.update(loginTransactions).set({ nonce: 'a-different-nonce' }).where(eq(loginTransactions.id, transactionId));
    await expectError(await verify(browser, params), 401, 'INVALID_SOCIAL_TOKEN');
  });

  it('refuses a forged code, a missing iss and a provider that differs from the transaction', async () => {
    const forged = new TestClient(t.app);
    const first = await throughProvider(forged, 'erin-5');
    await expectError(await verify(forged, { ...first.params, code: 'forged-code' }), 401, 'INVALID_SOCIAL_TOKEN');
    const noIss = new TestClient(t.app);
    const second = await throughProvider(noIss, 'erin-5');
    await expectError(
      await verify(noIss, { provider: 'local', code: second.params.code, state: second.params.state }),
      401,
      'INVALID_SOCIAL_TOKEN',
    );
    await expectError(await verify(new TestClient(t.app), { ...second.params, provider: 'nope' }), 404, 'PROVIDER_NOT_CONFIGURED');
  });

  it('creates an unverified account when the provider does not vouch for the address', async () => {
    const browser = new TestClient(t.app);
    const { params } = await throughProvider(browser, 'dan-4');
    const { data: outcome } = await (await verify(browser, { ...params, token: params.code, code: undefined } as never)).json();
    expect(outcome).toMatchObject({
      status: 'registration_required',
      profile: { email: 'dan@example.test', email_verified: false },
    });
    const finished = await browser.post('/api/public/auth/finish-social-registration', {
      registration_token: outcome.registration_token,
    });
    expect(finished.status).toBe(201);
    expect((await finished.json()).data.user).toMatchObject({ is_verified: false, profile_complete: false });
  });
});

describe('accounts that already exist', () => {
  it('asks to link when the verified address has an account, and links once the owner is signed in', async () => {
    const owner = await signUp(t.app, { email: 'carol@example.test' });
    const anonymous = new TestClient(t.app);
    const first = await throughProvider(anonymous, 'carol-3');
    const { data: outcome } = await (await verify(anonymous, first.params)).json();
    expect(outcome).toEqual({
      status: 'link_required',
      provider: 'local',
      email: 'carol@example.test',
      redirect: null,
    });
    expect(anonymous.cookies.has('ae_session')).toBe(false);

    const signedIn = await signIn(t.app, owner.email, owner.password);
    const linking = await throughProvider(signedIn, 'carol-3');
    const { data: linked } = await (await verify(signedIn, linking.params)).json();
    expect(linked).toMatchObject({ status: 'linked', provider: 'local', user: { user_id: owner.userId } });

    const later = new TestClient(t.app);
    const next = await throughProvider(later, 'carol-3');
    expect((await (await verify(later, next.params)).json()).data).toMatchObject({
      status: 'signed_in',
      user: { user_id: owner.userId },
    });
  });

  it('refuses to link a provider account that belongs to someone else', async () => {
    const someone = await signUp(t.app);
    const client = await signIn(t.app, someone.email, someone.password);
    const { params } = await throughProvider(client, 'alice-1');
    await expectError(await verify(client, params), 409, 'SOCIAL_ACCOUNT_IN_USE');
  });
});

describe('POST /api/public/auth-by-social-token', () => {
  it('signs in with a valid ID token, and registers a new identity', async () => {
    const alice = await idp.obtainTokens('alice-1');
    const { data: signedIn } = await (
      await new TestClient(t.app).post('/api/public/auth-by-social-token', {
        provider: 'local',
        id_token: alice.id_token,
      })
    ).json();
    expect(signedIn).toMatchObject({ status: 'signed_in', user: { email: 'alice@example.test' } });

    const bob = await idp.obtainTokens('bob-2');
    const { data: fresh } = await (
      await new TestClient(t.app).post('/api/public/auth-by-social-token', {
        provider: 'local',
        access_token: bob.access_token,
      })
    ).json();
    expect(fresh).toMatchObject({
      status: 'registration_required',
      profile: { email: 'bob@example.test', email_verified: true },
    });
  });

  it('refuses tampered tokens and tokens issued to another client', async () => {
    const { id_token: idToken } = await idp.obtainTokens('alice-1');
    const [header, payload, signature] = idToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const tampered = [header, Buffer.from(JSON.stringify({ ...claims, sub: 'bob-2' })).toString('base64url'), signature].join('.');
    const post = (body: Record<string, string>) =>
      new TestClient(t.app).post('/api/public/auth-by-social-token', { provider: 'local', ...body });
    await expectError(await post({ id_token: tampered }), 401, 'INVALID_SOCIAL_TOKEN');
    await expectError(await post({ id_token: `${header}.${payload}.` }), 401, 'INVALID_SOCIAL_TOKEN');

    const foreign = await idp.obtainTokens('alice-1', { clientId: idp.otherClientId });
    await expectError(await post({ id_token: foreign.id_token }), 401, 'INVALID_SOCIAL_TOKEN');
    await expectError(await post({ access_token: foreign.access_token }), 401, 'INVALID_SOCIAL_TOKEN');
    await expectError(await post({ access_token: 'not-a-token' }), 401, 'INVALID_SOCIAL_TOKEN');
  });
});

describe('input and configuration', () => {
  it('names unknown providers and refuses off-site redirects', async () => {
    const client = new TestClient(t.app);
    await expectError(await client.post('/api/public/create-login-transaction', { provider: 'myspace' }), 404, 'PROVIDER_NOT_CONFIGURED');
    await expectError(
      await client.post('/api/public/auth-by-social-token', { provider: 'myspace', id_token: 'x' }),
      404,
      'PROVIDER_NOT_CONFIGURED',
    );
    for (const redirect of ['https://evil.example/', '//evil.example', '/\\evil.example', 'dashboard']) {
      const issues = await expectValidationIssues(
        await client.post('/api/public/create-login-transaction', { provider: 'local', redirect }),
      );
      expect(issues[0]!.loc).toEqual(['body', 'redirect']);
    }
    const missing = await expectValidationIssues(await client.post('/api/public/verify-social-token', { provider: 'local', state: 's' }));
    expect(missing[0]!.loc).toEqual(['body', 'code']);
    await expectError(
      await client.post('/api/public/auth/finish-social-registration', { registration_token: 'unknown' }),
      400,
      'REGISTRATION_TOKEN_INVALID',
    );
  });

  it('lists the configured provider in /api/auth/config', async () => {
    const { data } = await (await new TestClient(t.app).get('/api/auth/config')).json();
    expect(data.providers).toEqual([{ id: 'local', name: 'Local IdP' }]);
  });

  it('refuses a cross-site request', async () => {
    const response = await new TestClient(t.app).post(
      '/api/public/create-login-transaction',
      { provider: 'local' },
      { headers: { origin: 'https://evil.example' } },
    );
    await expectError(response, 403, 'CSRF_FAILED');
  });
});
