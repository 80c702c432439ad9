import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SIGN_UP_MESSAGES as M } from '../../../contract/auth-constants.ts';
import { outbox } from '../../adapters/outbox/schema.ts';
import { securityEvents, users } from '../../core/schema.ts';
import { verificationCodes } from '../verification/schema.ts';
import { useTestApp, expectError, expectValidationIssues, signUpBody, TestClient } from '../../../tests/api/helpers.ts';

const t = useTestApp();

describe('POST /api/public/auth/sign-up', () => {
  it('creates an unverified account, stores only hashes and writes the verification mail to the outbox', async () => {
    const body = signUpBody({ email: 'New.Person@Example.TEST', language: 'fr', promotional_opt_in: true });
    const response = await new TestClient(t.app).post('/api/public/auth/sign-up', body);
    expect(response.status).toBe(201);
    const { data } = await response.json();
    expect(data).toMatchObject({
      verification_required: true,
      user: {
        email: 'new.person@example.test',
        full_name: 'Ada Lovelace',
        is_verified: false,
        language: 'fr',
        promotional_opt_in: true,
        profile_complete: false,
      },
    });
    expect(response.headers.getSetCookie()).toEqual([]); // sign-up does not sign in (spec §4: go to /auth/login)

    const [user] = await t.db.select().from(users).where(eq(users.id, data.user.user_id));
    expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, 'new.person@example.test'));
    const code = /\b(\d{6})\b/.exec(mail!.body)![1]!;
    expect(mail!.language).toBe('fr');
    const codes = await t.db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.userId, user!.id), eq(verificationCodes.purpose, 'email')));
    expect(codes).toHaveLength(1);
    expect(codes[0]!.codeHash).not.toContain(code);
    const events = await t.db.select().from(securityEvents).where(eq(securityEvents.userId, user!.id));
    expect(events.map((event) => event.type)).toEqual(['sign_up']);
  });

  it('answers the same at /api/auth/register', async () => {
    const response = await new TestClient(t.app).post('/api/auth/register', signUpBody());
    expect(response.status).toBe(201);
  });

  it('refuses a registered e-mail, whatever its case, with EMAIL_TAKEN', async () => {
    const body = signUpBody();
    await new TestClient(t.app).post('/api/public/auth/sign-up', body);
    const again = await new TestClient(t.app).post('/api/public/auth/sign-up', {
      ...body,
      email: body.email.toUpperCase(),
    });
    await expectError(again, 409, 'EMAIL_TAKEN');
  });

  it('reports every missing field with the spec §5 wording', async () => {
    const issues = await expectValidationIssues(await new TestClient(t.app).post('/api/public/auth/sign-up', {}));
    const byField = Object.fromEntries(issues.map((issue) => [issue.loc.join('.'), issue.msg]));
    expect(byField).toEqual({
      'body.name': M.nameRequired,
      'body.email': M.emailRequired,
      'body.password': M.passwordRequired,
      'body.password_confirmation': M.confirmationRequired,
    });
  });

  it.each([
    [{ name: '   ' }, 'body.name', M.nameRequired],
    [{ email: 'not-an-email' }, 'body.email', M.emailFormat],
    [{ password: 'short', password_confirmation: 'short' }, 'body.password', M.passwordTooShort],
    [{ password_confirmation: 'something-else' }, 'body.password_confirmation', M.confirmationMismatch],
  ])('rejects %j with the exact message', async (override, field, message) => {
    const issues = await expectValidationIssues(await new TestClient(t.app).post('/api/public/auth/sign-up', signUpBody(override)));
    expect(issues.map((issue) => [issue.loc.join('.'), issue.msg])).toEqual([[field, message]]);
  });

  it('rejects an unknown language and malformed JSON as 422, never 5xx', async () => {
    await expectValidationIssues(await new TestClient(t.app).post('/api/public/auth/sign-up', signUpBody({ language: 'xx' })));
    const malformed = await new TestClient(t.app).request('POST', '/api/public/auth/sign-up', {
      body: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    const issues = await expectValidationIssues(malformed);
    expect(issues[0]).toMatchObject({ loc: ['body'], type: 'json_invalid' });
  });

  it('refuses a cross-site form post (no session yet: Origin check)', async () => {
    const response = await new TestClient(t.app).post('/api/public/auth/sign-up', signUpBody(), {
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    await expectError(response, 403, 'CSRF_FAILED');
  });
});
