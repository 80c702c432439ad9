import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../adapters/outbox/schema.ts';
import { rateLimits, securityEvents, users } from '../../core/schema.ts';
import { verificationCodes } from './schema.ts';
import { hashSecret } from '../../lib/crypto.ts';
import { useTestApp, expectError, expectValidationIssues, signIn, signUp, TestClient } from '../../../tests/api/helpers.ts';
import { CODE_FORMAT_MESSAGE } from '../../../contract/verification/index.ts';

const t = useTestApp();

interface OutboxItem {
  id: string;
  channel: string;
  to: string;
  subject: string | null;
  body: string;
  language: string;
  created_at: string;
}

/** GET /api/dev/outbox from a client on this machine (the outbox answers nobody else). */
const fromLocalClient = (path: string) =>
  t.app.request(`http://localhost${path}`, {}, { incoming: { socket: { remoteAddress: '127.0.0.1' } } });

/** Reads the outbox the way an end-to-end test does: through GET /api/dev/outbox. */
async function latestMessage(to: string): Promise<OutboxItem> {
  const response = await fromLocalClient(`/api/dev/outbox?to=${encodeURIComponent(to)}&limit=1`);
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: OutboxItem[] };
  expect(data).toHaveLength(1);
  return data[0]!;
}
const codeIn = (message: OutboxItem) => /\b(\d{6})\b/.exec(message.body)![1]!;

/** A new unverified account in `language`, signed in, with the code its sign-up mail carried. */
async function unverifiedUser(language = 'en') {
  const account = await signUp(t.app, { language });
  const client = await signIn(t.app, account.email, account.password);
  return { ...account, client, code: codeIn(await latestMessage(account.email)) };
}

describe('sign-up verification mail', () => {
  it("goes out in the user's language through the outbox, with a 6-digit code valid 15 minutes", async () => {
    const account = await signUp(t.app, { language: 'fr' });
    const mail = await latestMessage(account.email);
    expect(mail).toMatchObject({
      channel: 'email',
      to: account.email,
      subject: 'Votre code de vérification Agentic Experts',
      language: 'fr',
    });
    expect(mail.body).toContain('Ce code expire dans 15 minutes.');
    expect(mail.body).toMatch(/\n {4}\d{6}\n/);
    const [row] = await t.db.select().from(verificationCodes).where(eq(verificationCodes.userId, account.userId));
    // expires_at comes from the API's clock, created_at from the database's: allow a little skew.
    expect(Math.abs(row!.expiresAt.getTime() - row!.createdAt.getTime() - 15 * 60_000)).toBeLessThan(5_000);
  });
});

describe('POST /api/verify-code', () => {
  it('verifies the address: is_verified, email_verified_at, hint cookie `v`, security event; the code then stops working', async () => {
    const { client, code, userId } = await unverifiedUser();
    expect(client.cookies.get('ae_hint')).toBe('u');
    const response = await client.post('/api/verify-code', { code });
    expect(response.status).toBe(200);
    expect((await response.json()).data).toMatchObject({ user_id: userId, is_verified: true });
    expect(client.cookies.get('ae_hint')).toBe('v');
    const [user] = await t.db.select().from(users).where(eq(users.id, userId));
    expect(user!.emailVerifiedAt).toBeInstanceOf(Date);
    const events = await t.db.select().from(securityEvents).where(eq(securityEvents.userId, userId));
    expect(events.map((event) => event.type)).toContain('email_verified');
    await expectError(await client.post('/api/verify-code', { code }), 409, 'ALREADY_VERIFIED');
  });

  it('a wrong code is INVALID_CODE; the fifth wrong one burns the code (TOO_MANY_ATTEMPTS), even for the right code after', async () => {
    const { client, code } = await unverifiedUser();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt += 1)
      await expectError(await client.post('/api/verify-code', { code: wrong }), 400, 'INVALID_CODE');
    await expectError(await client.post('/api/verify-code', { code: wrong }), 429, 'TOO_MANY_ATTEMPTS');
    await expectError(await client.post('/api/verify-code', { code }), 429, 'TOO_MANY_ATTEMPTS');
  });

  it('a burst of parallel guesses gets at most 5 comparisons', async () => {
    const { client, code, userId } = await unverifiedUser();
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 12 }, () => client.post('/api/verify-code', { code: wrong })));
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(4);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(8);
    const [row] = await t.db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, 'email')));
    expect(row!.attempts).toBe(5);
  });

  it('an expired code is CODE_EXPIRED', async () => {
    const { client, code, userId } = await unverifiedUser();
    await t.db.update(verificationCodes).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(verificationCodes.userId, userId));
    await expectError(await client.post('/api/verify-code', { code }), 400, 'CODE_EXPIRED');
  });

  it('needs a session and six digits', async () => {
    await expectError(await new TestClient(t.app).post('/api/verify-code', { code: '123456' }), 401, 'AUTHENTICATION_REQUIRED');
    const { client } = await unverifiedUser();
    const issues = await expectValidationIssues(await client.post('/api/verify-code', { code: '12345a' }));
    expect(issues).toEqual([{ loc: ['body', 'code'], msg: CODE_FORMAT_MESSAGE, type: 'invalid_format' }]);
  });
});

describe('GET /api/resend-verify-email', () => {
  it("mails a new code in the user's language (older codes stop working), then answers 429 within the minute", async () => {
    const { client, code: firstCode } = await unverifiedUser('ar');
    const response = await client.get('/api/resend-verify-email');
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toMatchObject({ sent: true, retry_after_seconds: 60 });
    expect(new Date(data.expires_at).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    const { email } = (await (await client.get('/api/user/get-data')).json()).data;
    const mail = await latestMessage(email);
    expect(mail).toMatchObject({ language: 'ar', subject: 'رمز التحقق الخاص بك في Agentic Experts' });
    const secondCode = codeIn(mail);
    if (secondCode !== firstCode) await expectError(await client.post('/api/verify-code', { code: firstCode }), 400, 'INVALID_CODE');

    const limited = await client.get('/api/resend-verify-email');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(50);
    await expectError(limited, 429, 'RATE_LIMITED');
    expect((await client.post('/api/verify-code', { code: secondCode })).status).toBe(200);
  });

  it('allows five an hour even when the minutes pass', async () => {
    const { client, userId } = await unverifiedUser();
    const burstKey = `verifyEmailResendBurst:${hashSecret(userId)}`;
    for (let sent = 0; sent < 5; sent += 1) {
      await t.db.delete(rateLimits).where(eq(rateLimits.key, burstKey)); // as if a minute had passed
      expect((await client.get('/api/resend-verify-email')).status).toBe(200);
    }
    await t.db.delete(rateLimits).where(eq(rateLimits.key, burstKey));
    const limited = await client.get('/api/resend-verify-email');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3000);
    await expectError(limited, 429, 'RATE_LIMITED');
  });

  it('already verified: 409 ALREADY_VERIFIED and the hint corrected to `v`', async () => {
    const { client, userId } = await unverifiedUser();
    await t.db.update(users).set({ isVerified: true }).where(eq(users.id, userId));
    await expectError(await client.get('/api/resend-verify-email'), 409, 'ALREADY_VERIFIED');
    expect(client.cookies.get('ae_hint')).toBe('v');
  });

  it('needs a session and refuses a cross-site request', async () => {
    await expectError(await new TestClient(t.app).get('/api/resend-verify-email'), 401, 'AUTHENTICATION_REQUIRED');
    const { client } = await unverifiedUser();
    const crossSite = await client.get('/api/resend-verify-email', {
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    await expectError(crossSite, 403, 'CSRF_FAILED');
  });
});

describe('phone verification', () => {
  it('texts a code through the SMS outbox and verifies it: phone saved with phone_verified', async () => {
    const { client, userId } = await unverifiedUser('es-MX');
    const sent = await client.post('/api/users/get-code', { phone: '+14155550123' });
    expect(sent.status).toBe(200);
    const sms = await latestMessage('+14155550123');
    expect(sms).toMatchObject({ channel: 'sms', subject: null, language: 'es-MX' });
    expect(sms.body).toMatch(/^\d{6} es tu código de verificación de Agentic Experts\. Vence en 15 minutos\./);
    const code = codeIn(sms);

    await expectError(await client.post('/api/verify-phone-code', { phone: '+14155550999', code }), 400, 'INVALID_CODE');
    const verified = await client.post('/api/verify-phone-code', { phone: '+14155550123', code });
    expect(verified.status).toBe(200);
    expect((await verified.json()).data).toMatchObject({ phone: '+14155550123', phone_verified: true });
    const events = await t.db.select().from(securityEvents).where(eq(securityEvents.userId, userId));
    expect(events.find((event) => event.type === 'phone_verified')!.metadata).toEqual({ phone_ends_with: '23' });
    await expectError(await client.post('/api/users/get-code', {}), 409, 'PHONE_ALREADY_VERIFIED');
  });

  it('limits sends to one a minute and rejects numbers that are not E.164', async () => {
    const { client } = await unverifiedUser();
    const issues = await expectValidationIssues(await client.post('/api/users/get-code', { phone: '415-555-0123' }));
    expect(issues[0]!.loc).toEqual(['body', 'phone']);
    await expectError(await client.post('/api/users/get-code', {}), 422, 'PHONE_REQUIRED');
    expect((await client.post('/api/users/get-code', { phone: '+442071838750' })).status).toBe(200);
    await expectError(await client.post('/api/users/get-code', { phone: '+442071838751' }), 429, 'RATE_LIMITED');
  });

  it('an expired phone code is CODE_EXPIRED; without a pending code any code is INVALID_CODE', async () => {
    const { client, userId } = await unverifiedUser();
    await expectError(await client.post('/api/verify-phone-code', { code: '123456' }), 400, 'INVALID_CODE');
    await client.post('/api/users/get-code', { phone: '+33612345678' });
    const code = codeIn(await latestMessage('+33612345678'));
    await t.db.update(verificationCodes).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(verificationCodes.userId, userId));
    await expectError(await client.post('/api/verify-phone-code', { code }), 400, 'CODE_EXPIRED');
  });
});

describe('GET /api/dev/outbox', () => {
  it('lists newest first with the list envelope, filtered by recipient and channel', async () => {
    const account = await signUp(t.app);
    const response = await fromLocalClient(`/api/dev/outbox?to=${encodeURIComponent(account.email.toUpperCase())}`);
    const body = await response.json();
    expect(body.meta).toEqual({ total: 1, current_page: 1, per_page: 20 });
    expect(response.headers.get('x-total-count')).toBe('1');
    expect(Object.keys(body.data[0]).sort()).toEqual(['body', 'channel', 'created_at', 'id', 'language', 'subject', 'to']);
    const all = (await (await fromLocalClient('/api/dev/outbox?channel=email&limit=3')).json()).data as OutboxItem[];
    expect(all).toHaveLength(3);
    const times = all.map((item) => Date.parse(item.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const [row] = await t.db.select().from(outbox).where(eq(outbox.to, account.email));
    expect(body.data[0].id).toBe(row!.id);
    await expectValidationIssues(await fromLocalClient('/api/dev/outbox?limit=0'));
  });
});
