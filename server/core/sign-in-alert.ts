/**
 * "New sign-in to your account" mail. After every successful sign-in (startSession) the account's history
 * decides: an alert goes out when the user has signed in before, none of those earlier sessions (revoked or
 * not) had the same device label AND IP, and the security setting `login_alerts` is on (no row = on).
 * The very first sign-in after sign-up has no history to compare with, so it stays quiet.
 *
 * All of it runs after the response: the sign-in never waits for SMTP and never fails because mail did.
 */
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Logger } from 'pino';
import { renderMail } from '../adapters/mail/templates/render.ts';
import type { AppDeps } from './context.ts';
import type { Database } from '../db/client.ts';
import { securitySettings, sessions, type User } from './schema.ts';
import { publicOrigin } from './public-origin.ts';
import { recordSecurityEvent } from './security-events.ts';
import { runAfterResponse } from '../lib/background.ts';
import { describeDevice, type SessionOrigin } from './sessions.ts';

export interface SignInAlertInput extends SessionOrigin {
  user: Pick<User, 'id' | 'email' | 'language'>;
  sessionId: string;
  signedInAt: Date;
}

async function loginAlertsEnabled(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ loginAlerts: securitySettings.loginAlerts })
    .from(securitySettings)
    .where(eq(securitySettings.userId, userId))
    .limit(1);
  return row?.loginAlerts ?? true;
}

/**
 * True when the user had sessions before this one but none from the same device label and IP.
 * "Before" is `created_at <` the new session's, compared in SQL (microseconds): two sign-ins racing from a new
 * device cannot silence each other, the earlier one always alerts.
 */
export async function isUnfamiliarDevice(db: Database, userId: string, sessionId: string): Promise<boolean> {
  const current = alias(sessions, 'current_session');
  const [history] = await db
    .select({
      earlier: sql<number>`count(*)`.mapWith(Number),
      sameDevice: sql<number>`count(*) filter (where ${sessions.ip} is not distinct from ${current.ip}
        and ${sessions.deviceLabel} is not distinct from ${current.deviceLabel})`.mapWith(Number),
    })
    .from(sessions)
    .innerJoin(
      current,
      and(
        eq(current.id, sessionId),
        eq(current.userId, sessions.userId),
        ne(sessions.id, current.id),
        lt(sessions.createdAt, current.createdAt),
      ),
    )
    .where(eq(sessions.userId, userId));
  return (history?.earlier ?? 0) > 0 && history!.sameDevice === 0;
}

/** Decides and, when warranted, mails the alert and records `sign_in_alert_sent`. Returns whether it sent. */
export async function sendSignInAlertIfNewDevice(deps: AppDeps, input: SignInAlertInput): Promise<boolean> {
  const { db } = deps;
  if (!(await loginAlertsEnabled(db, input.user.id))) return false;
  if (!(await isUnfamiliarDevice(db, input.user.id, input.sessionId))) return false;
  const device = describeDevice(input.userAgent);
  const ip = input.ip ?? 'unknown';
  await deps.mail.send(
    renderMail(input.user.email, input.user.language, {
      kind: 'sign_in_alert',
      device,
      ip,
      signedInAt: input.signedInAt,
      resetLink: `${publicOrigin(deps.env)}/auth/forgot-password`,
    }),
  );
  await recordSecurityEvent(db, {
    userId: input.user.id,
    type: 'sign_in_alert_sent',
    ip: input.ip,
    userAgent: input.userAgent,
    metadata: { session_id: input.sessionId, device },
  });
  return true;
}

/** Starts the alert check after the response; a failure is a warning, never a failed sign-in. */
export function scheduleSignInAlert(deps: AppDeps, log: Logger, input: SignInAlertInput): void {
  runAfterResponse(log.child({ user_id: input.user.id, session_id: input.sessionId }), 'sign-in alert could not be sent', () =>
    sendSignInAlertIfNewDevice(deps, input),
  );
}
