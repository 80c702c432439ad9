/** First-run demo data: a verified account the README names, created only if absent. */
import { eq, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { users } from './schema.ts';
import { hashPassword } from '../lib/password.ts';

export const DEMO_ACCOUNT = {
  email: 'demo@agentic.example',
  password: 'demo-password-2026',
  fullName: 'Demo Expert',
  username: 'demo-expert',
} as const;

/** Returns true when the demo account was created by this call. */
export async function seedDemoAccount(db: Database): Promise<boolean> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNT.email)).limit(1);
  if (existing) return false;
  const created = await db
    .insert(users)
    .values({
      email: DEMO_ACCOUNT.email,
      fullName: DEMO_ACCOUNT.fullName,
      username: DEMO_ACCOUNT.username,
      passwordHash: await hashPassword(DEMO_ACCOUNT.password),
      isVerified: true,
      emailVerifiedAt: sql`now()`,
      passwordChangedAt: sql`now()`,
      profileComplete: true,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return created.length > 0;
}
