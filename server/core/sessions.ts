/**
 * Session rows: creation, lookup on the hot path, rotation, revocation. Tokens live only in the cookie;
 * the table keeps their SHA-256, so a database leak does not hand out sessions.
 */
import { and, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { UAParser } from 'ua-parser-js';
import type { AuthUser } from './context.ts';
import type { Database } from '../db/client.ts';
import { securitySettings, sessions, twoFactor, users } from './schema.ts';
import { deriveCsrfToken, generateToken, hashSecret } from '../lib/crypto.ts';

/** last_seen_at is written at most this often, so reads stay reads on the hot path. */
const TOUCH_INTERVAL_MS = 60_000;

export interface IssuedSession {
  id: string;
  token: string;
  csrfToken: string;
  expiresAt: Date;
}

export interface SessionOrigin {
  ip: string | null;
  userAgent: string | null;
}

/** "Chrome 124 on macOS" from a user agent; null when it says nothing useful. */
export function describeDevice(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const { browser, os } = new UAParser(userAgent).getResult();
  const browserPart = [browser.name, browser.major].filter(Boolean).join(' ');
  const osPart = [os.name, os.version].filter(Boolean).join(' ');
  if (!browserPart && !osPart) return userAgent.slice(0, 60);
  return osPart ? `${browserPart || 'Unknown browser'} on ${osPart}` : browserPart;
}

function expiryFromNow(ttlDays: number): Date {
  return new Date(Date.now() + ttlDays * 86_400_000);
}

/**
 * A new session. At most `maxPerUser` live sessions per account: past that, the oldest ones (by creation) are
 * revoked in the same transaction. The user row is locked first, so parallel sign-ins of one account queue here
 * and cannot both keep one too many.
 */
export async function createSession(
  db: Database,
  input: SessionOrigin & { userId: string; ttlDays: number; maxPerUser: number; twoFactorVerified?: boolean },
): Promise<IssuedSession & { revokedIds: string[] }> {
  const token = generateToken();
  const expiresAt = expiryFromNow(input.ttlDays);
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for('update');
    const [row] = await tx
      .insert(sessions)
      .values({
        userId: input.userId,
        tokenHash: hashSecret(token),
        ip: input.ip,
        userAgent: input.userAgent,
        deviceLabel: describeDevice(input.userAgent),
        twoFactorVerified: input.twoFactorVerified ?? false,
        expiresAt,
      })
      .returning({ id: sessions.id });
    const beyondCap = tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, input.userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
      .orderBy(desc(sessions.createdAt), desc(sessions.id))
      .offset(input.maxPerUser);
    const revoked = await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(inArray(sessions.id, beyondCap))
      .returning({ id: sessions.id });
    return { id: row!.id, token, csrfToken: deriveCsrfToken(token), expiresAt, revokedIds: revoked.map(({ id }) => id) };
  });
}

/**
 * The hot path: one indexed query finds the live session, its user and whether 2FA is on. It runs on every
 * signed-in request, so it is a prepared statement, built once per database: drizzle does not rebuild the SQL
 * text each time (a measurable share of get-data's CPU) and PostgreSQL parses and plans it once per connection.
 */
const preparedSessionLookups = new WeakMap<Database, ReturnType<typeof prepareSessionLookup>>();

function prepareSessionLookup(db: Database) {
  return (
    db
      .select({
        user: users,
        twoFactorEnabledAt: twoFactor.enabledAt,
        session: {
          id: sessions.id,
          createdAt: sessions.createdAt,
          expiresAt: sessions.expiresAt,
          lastSeenAt: sessions.lastSeenAt,
          twoFactorVerified: sessions.twoFactorVerified,
        },
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(twoFactor, eq(twoFactor.userId, sessions.userId))
      // The user's idle timeout (security settings), if set: a session unused that long is over.
      .leftJoin(securitySettings, eq(securitySettings.userId, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql`now()`),
          or(
            isNull(securitySettings.sessionIdleMinutes),
            gt(sessions.lastSeenAt, sql`now() - (${securitySettings.sessionIdleMinutes} * interval '1 minute')`),
          ),
        ),
      )
      .limit(1)
      .prepare('find_session_by_token')
  );
}

export async function findSessionByTokenHash(db: Database, tokenHash: string) {
  let lookup = preparedSessionLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    preparedSessionLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ tokenHash });
  if (!row) return null;
  const user: AuthUser = { ...row.user, twoFactorEnabled: row.twoFactorEnabledAt !== null };
  return { user, session: row.session };
}

/** Whether `touchSession` would write: last activity recorded more than a minute ago. */
export function sessionNeedsTouch(session: { lastSeenAt: Date }, now = Date.now()): boolean {
  return now - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS;
}

/** Records activity at most once a minute per session. */
export async function touchSession(db: Database, session: { id: string; lastSeenAt: Date }): Promise<boolean> {
  if (!sessionNeedsTouch(session)) return false;
  await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, session.id));
  return true;
}

/** New token for the same session (refresh): the old cookie stops working at once. */
export async function rotateSession(db: Database, sessionId: string, ttlDays: number): Promise<IssuedSession> {
  const token = generateToken();
  const expiresAt = expiryFromNow(ttlDays);
  await db
    .update(sessions)
    .set({ tokenHash: hashSecret(token), expiresAt, lastSeenAt: sql`now()` })
    .where(eq(sessions.id, sessionId));
  return { id: sessionId, token, csrfToken: deriveCsrfToken(token), expiresAt };
}

/** Revokes one of the user's own live sessions; false when it is not theirs or already gone. */
export async function revokeSession(db: Database, userId: string, sessionId: string): Promise<boolean> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length > 0;
}

/** Ends every live session of the user except `keepSessionId` (all of them when omitted). */
export async function revokeUserSessions(db: Database, userId: string, keepSessionId?: string): Promise<number> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keepSessionId) conditions.push(ne(sessions.id, keepSessionId));
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(...conditions))
    .returning({ id: sessions.id });
  return revoked.length;
}

export async function listActiveSessions(db: Database, userId: string) {
  return db
    .select({
      id: sessions.id,
      deviceLabel: sessions.deviceLabel,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.lastSeenAt));
}
