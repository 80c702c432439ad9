/**
 * First-run demo accounts the README names: a verified member ("Demo Expert"), a platform admin and a seeded creator. Created only if
 * absent, never in production unless SEED_DEMO asks for it (server/seed/index.ts).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { hashPassword } from '../lib/password.ts';
import { users } from './schema.ts';

export interface DemoAccount {
  email: string;
  password: string;
  fullName: string;
  username: string;
}

export const DEMO_ACCOUNT = {
  email: 'demo@agentic.example',
  password: 'demo-password-2026',
  fullName: 'Demo Expert',
  username: 'demo-expert',
} as const satisfies DemoAccount;

/** A platform admin by default outside production (PLATFORM_ADMIN_EMAILS unset: server/core/roles.ts). */
export const DEMO_ADMIN = {
  email: 'admin@agentic.example',
  password: 'admin-password-2026',
  fullName: 'Platform Admin',
  username: 'platform-admin',
} as const satisfies DemoAccount;

/**
 * A seeded creator a newcomer can sign in as (the catalog seed's priya_raman, whose gut-symptom-journal pauses the
 * demo member's run at a review gate): her review queue on /HITL holds a live item on first start. The catalog seed
 * creates her without a password; the demo-accounts step gives her this one when she has none.
 */
export const DEMO_CREATOR = {
  email: 'priya.raman@people.agentic.example',
  password: 'creator-password-2026',
  fullName: 'Priya Raman',
  username: 'priya_raman',
} as const satisfies DemoAccount;

/** Lets a seeded person sign in with the demo password, unless they already have one; true when it was set. */
export async function enableDemoSignIn(db: Database, account: DemoAccount): Promise<boolean> {
  // Hashing costs a visible part of a start: only when the person exists and has no password yet.
  const [person] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, account.email), isNull(users.passwordHash)))
    .limit(1);
  if (!person) return false;
  const updated = await db
    .update(users)
    .set({ passwordHash: await hashPassword(account.password), passwordChangedAt: sql`now()` })
    .where(and(eq(users.id, person.id), isNull(users.passwordHash)))
    .returning({ id: users.id });
  return updated.length > 0;
}

/** Creates a verified account unless the address exists; returns its id either way. */
export async function ensureDemoAccount(db: Database, account: DemoAccount): Promise<{ id: string; created: boolean }> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email)).limit(1);
  if (existing) return { id: existing.id, created: false };
  const [created] = await db
    .insert(users)
    .values({
      email: account.email,
      fullName: account.fullName,
      username: account.username,
      passwordHash: await hashPassword(account.password),
      isVerified: true,
      emailVerifiedAt: sql`now()`,
      passwordChangedAt: sql`now()`,
      profileComplete: true,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (created) return { id: created.id, created: true };
  const [raced] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email)).limit(1);
  return { id: raced!.id, created: false };
}

/** Returns true when the demo member was created by this call. */
export async function seedDemoAccount(db: Database): Promise<boolean> {
  return (await ensureDemoAccount(db, DEMO_ACCOUNT)).created;
}
