/** The audit log writer. Every feature records what happened to an account through this one function. */
import type { Context } from 'hono';
import type { SecurityEventType } from '../../contract/security/index.ts';
import type { AppEnv } from './context.ts';
import type { Database } from '../db/client.ts';
import { securityEvents } from './schema.ts';
import { clientIp, userAgent } from '../lib/request-info.ts';

export interface SecurityEventInput {
  userId: string;
  type: SecurityEventType;
  ip?: string | null;
  userAgent?: string | null;
  /** Context that helps the user recognise the event; never a secret. */
  metadata?: Record<string, unknown>;
}

export async function recordSecurityEvent(db: Database, event: SecurityEventInput): Promise<void> {
  await db.insert(securityEvents).values({
    userId: event.userId,
    type: event.type,
    ip: event.ip ?? null,
    userAgent: event.userAgent ?? null,
    metadata: event.metadata ?? {},
  });
}

/** IP and user agent of the current request, in the shape `recordSecurityEvent` and sessions take. */
export function requestOrigin(c: Context<AppEnv>): { ip: string; userAgent: string | null } {
  return { ip: clientIp(c, c.var.deps.env), userAgent: userAgent(c) };
}
