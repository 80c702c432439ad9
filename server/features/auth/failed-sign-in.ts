/**
 * What a wrong password on a real account leaves behind, after the response (so a real account's answer takes no
 * longer than an unknown address's): a `sign_in_failed` audit entry and, when this failure starts a delay (the
 * account-and-source count or the account-wide one just passed its threshold), a `sign_in_throttled` entry and a
 * mail telling the owner, at most one such mail an hour.
 */
import type { Logger } from 'pino';
import { renderMail } from '../../adapters/mail/templates/render.ts';
import type { AppDeps } from '../../core/context.ts';
import type { User } from '../../core/schema.ts';
import { runAfterResponse } from '../../lib/background.ts';
import { hitRateLimit } from '../../core/rate-limit-counter.ts';
import { publicOrigin } from '../../core/public-origin.ts';
import { recordSecurityEvent } from '../../core/security-events.ts';
import { type FailureCounts, throttlePolicy } from './throttle.ts';

/** At most this many throttle notices per account and hour, however many addresses the failures come from. */
const NOTICE_WINDOW_SECONDS = 3600;

export interface FailedSignIn {
  user: Pick<User, 'id' | 'email' | 'language'>;
  origin: { ip: string | null; userAgent: string | null };
  counts: FailureCounts;
}

/** Which delay this failure started, if any (each count passes its threshold once per episode). */
export function startedDelay(deps: AppDeps, counts: FailureCounts): 'source' | 'account' | null {
  const policy = throttlePolicy(deps.env);
  if (counts.accountFailures === policy.accountThreshold + 1) return 'account';
  if (counts.sourceFailures === policy.sourceThreshold + 1) return 'source';
  return null;
}

export function reportFailedSignIn(deps: AppDeps, log: Logger, failure: FailedSignIn): void {
  const scope = startedDelay(deps, failure.counts);
  runAfterResponse(log, 'failed sign-in could not be recorded', async () => {
    const { db } = deps;
    const { user, origin } = failure;
    await recordSecurityEvent(db, { userId: user.id, type: 'sign_in_failed', ...origin, metadata: { reason: 'password' } });
    if (!scope) return;
    const failures = scope === 'account' ? failure.counts.accountFailures : failure.counts.sourceFailures;
    await recordSecurityEvent(db, { userId: user.id, type: 'sign_in_throttled', ...origin, metadata: { scope, failures } });
    const notice = await hitRateLimit(deps, `throttleNotice:${user.id}`, 1, NOTICE_WINDOW_SECONDS);
    if (!notice.allowed) return;
    await deps.mail.send(
      renderMail(user.email, user.language, {
        kind: 'sign_in_throttled',
        ip: origin.ip ?? 'unknown',
        at: new Date(),
        resetLink: `${publicOrigin(deps.env)}/auth/forgot-password`,
      }),
    );
  });
}
