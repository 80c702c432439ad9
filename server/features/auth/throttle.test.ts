/**
 * Failed sign-ins are throttled, not locked (OWASP ASVS 5.0 §6.3; policy in docs/decisions.md): the same answers for
 * known and unknown e-mails, growing delays per account and source and per account from unknown sources, the owner
 * untouched elsewhere and told by mail, ACCOUNT_LOCKED only for a real lock and only to whoever knows the password.
 * Client addresses are handed over the way @hono/node-server does (`env.incoming.socket`). "Time passing" is a
 * delay set into the past plus a fresh app (a new process, whose memory has not seen the refusal).
 */
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  DATABASE_SETUP_TIMEOUT_MS,
  expectError,
  RELAXED_RATE_LIMITS,
  signUp,
  type TestContext,
} from '../../../tests/api/helpers.ts';
import { createApp } from '../../app.ts';
import { outbox } from '../../adapters/outbox/schema.ts';
import { securityEvents, users } from '../../core/schema.ts';
import { signInThrottles } from './schema.ts';
import { settleBackgroundWork } from '../../lib/background.ts';
import { throttleKeys } from './throttle.ts';

const THRESHOLD = 3;
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ env: { LOCKOUT_THRESHOLD: String(THRESHOLD), LOCKOUT_MINUTES: '15' } });
}, DATABASE_SETUP_TIMEOUT_MS);
afterAll(() => t.close());

type App = TestContext['app'];
/** Another API process on the same database: its memory knows no refusals yet. */
const anotherProcess = (): App => createApp({ env: t.env, db: t.db, rateLimits: RELAXED_RATE_LIMITS });

function signInFrom(address: string, email: string, password: string, app: App = t.app) {
  return app.request(
    'http://localhost/api/public/auth/sign-in',
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) },
    { incoming: { socket: { remoteAddress: address } } },
  );
}

/** What a client sees of an answer: status, code, and whether it says when to retry. */
async function seen(response: Response) {
  const body = (await response.json()) as { error_code?: string };
  return [response.status, body.error_code ?? 'ok', response.headers.has('retry-after')] as const;
}

/** Pretends the current delay of a count has run out. */
async function expireDelay(key: string) {
  await t.db.update(signInThrottles).set({ blockedUntil: sql`now() - interval '1 second'` }).where(eq(signInThrottles.key, key));
}

async function eventsOf(userId: string, type: string) {
  await settleBackgroundWork();
  return t.db
    .select()
    .from(securityEvents)
    .where(and(eq(securityEvents.userId, userId), eq(securityEvents.type, type)));
}

describe('the same answers whether or not the e-mail has an account', () => {
  it('wrong passwords: 401 three times, once more, then 429 with Retry-After, for both; never 423', async () => {
    const account = await signUp(t.app);
    const sequence = async (email: string) => {
      const answers = [];
      for (let attempt = 0; attempt < 6; attempt += 1) answers.push(await seen(await signInFrom('198.51.100.20', email, 'wrong-password')));
      return answers;
    };
    const known = await sequence(account.email);
    const unknown = await sequence(`nobody-${account.userId}@example.test`);
    expect(known).toEqual([
      [401, 'INVALID_CREDENTIALS', false],
      [401, 'INVALID_CREDENTIALS', false],
      [401, 'INVALID_CREDENTIALS', false],
      [401, 'INVALID_CREDENTIALS', false],
      [429, 'RATE_LIMITED', true],
      [429, 'RATE_LIMITED', true],
    ]);
    expect(unknown).toEqual(known);
    // Nothing on the account itself changed: no lock.
    const [user] = await t.db.select().from(users).where(eq(users.id, account.userId));
    expect(user!.lockedUntil).toBeNull();
  });
});

describe('growing delays per account and source', () => {
  it('1 s, 2 s, 4 s … capped at LOCKOUT_MINUTES; the right password waits too, then clears the count', async () => {
    const account = await signUp(t.app);
    const address = '198.51.100.21';
    const { pair } = throttleKeys(account.email, address);
    for (let attempt = 0; attempt <= THRESHOLD; attempt += 1) await signInFrom(address, account.email, 'wrong-password');
    const retryAfters: number[] = [];
    let app = t.app;
    for (let step = 0; step < 4; step += 1) {
      const refused = await signInFrom(address, account.email, 'wrong-password', app);
      expect(refused.status).toBe(429);
      retryAfters.push(Number(refused.headers.get('retry-after')));
      await expireDelay(pair);
      app = anotherProcess();
      expect((await signInFrom(address, account.email, 'wrong-password', app)).status).toBe(401);
    }
    expect(retryAfters).toEqual([1, 2, 4, 8]);

    // Far past the threshold the delay stops growing at LOCKOUT_MINUTES.
    await t.db.update(signInThrottles).set({ failures: 40 }).where(eq(signInThrottles.key, pair));
    await expireDelay(pair);
    app = anotherProcess();
    await signInFrom(address, account.email, 'wrong-password', app);
    expect(Number((await signInFrom(address, account.email, 'wrong-password', app)).headers.get('retry-after'))).toBe(15 * 60);

    // During a delay even the right password is refused (it is an attempt like any other) …
    await expectError(await signInFrom(address, account.email, account.password, app), 429, 'RATE_LIMITED');
    // … and once it has passed the right password signs in and the count starts over.
    await expireDelay(pair);
    app = anotherProcess();
    expect((await signInFrom(address, account.email, account.password, app)).status).toBe(200);
    expect(await t.db.select().from(signInThrottles).where(eq(signInThrottles.key, pair))).toEqual([]);
    for (let attempt = 0; attempt < THRESHOLD; attempt += 1) {
      await expectError(await signInFrom(address, account.email, 'wrong-password', app), 401, 'INVALID_CREDENTIALS');
    }
  });

  it('a refused attempt writes nothing: the count row stays as it was, and no audit entry is added', async () => {
    const account = await signUp(t.app);
    const address = '198.51.100.22';
    for (let attempt = 0; attempt <= THRESHOLD + 1; attempt += 1) await signInFrom(address, account.email, 'wrong-password');
    const row = async () =>
      (
        (await t.db.execute(
          sql`SELECT failures, xmin::text AS xmin, xmax::text AS xmax FROM sign_in_throttles WHERE key = ${throttleKeys(account.email, address).pair}`,
        )) as unknown as { rows: unknown[] }
      ).rows[0];
    const before = await row();
    const failedBefore = (await eventsOf(account.userId, 'sign_in_failed')).length;
    const refused = await Promise.all(Array.from({ length: 20 }, () => signInFrom(address, account.email, 'wrong-password')));
    expect(refused.map((response) => response.status)).toEqual(Array(20).fill(429));
    expect(await row()).toEqual(before);
    expect((await eventsOf(account.userId, 'sign_in_failed')).length).toBe(failedBefore);
  });
});

describe('nobody can lock the owner out', () => {
  it('a stranger throttled on one address does not slow the owner down on another', async () => {
    const account = await signUp(t.app);
    for (let attempt = 0; attempt < 10; attempt += 1) await signInFrom('203.0.113.50', account.email, 'wrong-password');
    expect((await signInFrom('203.0.113.50', account.email, account.password)).status).toBe(429);
    expect((await signInFrom('192.0.2.77', account.email, account.password)).status).toBe(200);
  });

  it('guesses from many addresses start an account-wide delay, but not for addresses the account signed in from', async () => {
    const account = await signUp(t.app);
    // The owner's usual place.
    expect((await signInFrom('192.0.2.10', account.email, account.password)).status).toBe(200);
    const accountThreshold = THRESHOLD * 4;
    for (let source = 1; source <= accountThreshold + 1; source += 1) {
      await expectError(await signInFrom(`203.0.113.${source}`, account.email, 'wrong-password'), 401, 'INVALID_CREDENTIALS');
    }
    // A new address, even with the right password, now waits …
    await expectError(await signInFrom('203.0.113.200', account.email, account.password), 429, 'RATE_LIMITED');
    // … the owner's own address does not.
    expect((await signInFrom('192.0.2.10', account.email, account.password)).status).toBe(200);
    const throttled = await eventsOf(account.userId, 'sign_in_throttled');
    expect(throttled.map((event) => event.metadata)).toContainEqual({ scope: 'account', failures: accountThreshold + 1 });
  });
});

describe('the owner is told', () => {
  it('by mail in their language when a delay starts, at most once an hour, and in the audit log', async () => {
    const account = await signUp(t.app, { language: 'fr' });
    for (const address of ['203.0.113.90', '203.0.113.91']) {
      for (let attempt = 0; attempt <= THRESHOLD; attempt += 1) await signInFrom(address, account.email, 'wrong-password');
    }
    const throttled = await eventsOf(account.userId, 'sign_in_throttled');
    expect(throttled.map((event) => [event.ip, event.metadata])).toEqual([
      ['203.0.113.90', { scope: 'source', failures: THRESHOLD + 1 }],
      ['203.0.113.91', { scope: 'source', failures: THRESHOLD + 1 }],
    ]);
    const mails = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, account.email), like(outbox.subject, 'Tentatives de connexion%')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Tentatives de connexion échouées sur votre compte Agentic Experts');
    expect(mails[0]!.body).toContain('203.0.113.90');
    expect(mails[0]!.body).toContain('/auth/forgot-password');
  });
});

describe('ACCOUNT_LOCKED is for accounts that are really locked', () => {
  it('an administrator lock is told only to whoever knows the password: 423 with Retry-After; a wrong one is 401', async () => {
    const account = await signUp(t.app);
    await t.db.update(users).set({ lockedUntil: sql`now() + interval '2 hours'` }).where(eq(users.id, account.userId));
    await expectError(await signInFrom('192.0.2.30', account.email, 'wrong-password'), 401, 'INVALID_CREDENTIALS');
    const locked = await signInFrom('192.0.2.30', account.email, account.password);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(7000);
    await expectError(locked, 423, 'ACCOUNT_LOCKED');
  });
});
