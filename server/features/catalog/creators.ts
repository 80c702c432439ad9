/**
 * Creators: the request to become one (a platform admin approves or rejects it with a reason), the public profile
 * it creates, and the profile's stats over what the asking site lists.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AdminCreatorRequest, CreatorProfile, CreatorRequest, CreatorStatus } from '../../../contract/catalog/entities.ts';
import type { TenantId } from '../../../contract/tenants.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../core/schema.ts';
import { ApiError } from '../../lib/api-error.ts';
import { visibleOn } from './listing.ts';
import { creatorProfiles, creatorRequests, experts } from './schema.ts';

type RequestRow = typeof creatorRequests.$inferSelect;
type ProfileRow = typeof creatorProfiles.$inferSelect;
type Locale = CreatorProfile['locale'];

export function toCreatorRequest(row: RequestRow): CreatorRequest {
  return {
    id: row.id,
    slug: row.slug,
    display_name: row.displayName,
    headline: row.headline,
    bio: row.bio,
    motivation: row.motivation,
    website: row.website,
    country: row.country,
    locale: row.locale as Locale,
    status: row.status,
    review_note: row.reviewNote,
    created_at: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
  };
}

async function creatorStats(db: Database, userId: string, tenant: TenantId): Promise<CreatorProfile['stats']> {
  const [row] = await db
    .select({
      experts: sql<number>`count(*)::int`,
      ratingCount: sql<number>`coalesce(sum(${experts.ratingCount}), 0)::int`,
      ratingSum: sql<number>`coalesce(sum(${experts.ratingSum}), 0)::int`,
      uses: sql<number>`coalesce(sum(${experts.useCount}), 0)::int`,
      runs: sql<number>`coalesce(sum(${experts.completedRuns}), 0)::int`,
    })
    .from(experts)
    .where(and(eq(experts.creatorId, userId), visibleOn(tenant)));
  const count = Number(row?.ratingCount ?? 0);
  return {
    experts: Number(row?.experts ?? 0),
    reviews: count,
    average_rating: count > 0 ? Math.round((Number(row!.ratingSum) / count) * 100) / 100 : null,
    uses: Number(row?.uses ?? 0),
    completed_runs: Number(row?.runs ?? 0),
  };
}

export async function toCreatorProfile(db: Database, row: ProfileRow, tenant: TenantId): Promise<CreatorProfile> {
  return {
    slug: row.slug,
    display_name: row.displayName,
    headline: row.headline,
    bio: row.bio,
    website: row.website,
    country: row.country,
    locale: row.locale as Locale,
    avatar_url: row.avatarUrl,
    created_at: row.createdAt.toISOString(),
    stats: await creatorStats(db, row.userId, tenant),
  };
}

/**
 * A creator's page on a tenant's site. A creator with nothing listed on that site is not found there, so a tenant
 * site never shows people it lists no expert of (main shows every creator).
 */
export async function findCreatorPage(db: Database, tenant: TenantId, slug: string): Promise<CreatorProfile | null> {
  const [row] = await db.select().from(creatorProfiles).where(eq(creatorProfiles.slug, slug));
  if (!row) return null;
  const profile = await toCreatorProfile(db, row, tenant);
  return tenant === 'main' || profile.stats.experts > 0 ? profile : null;
}

export async function creatorStatus(db: Database, userId: string, tenant: TenantId): Promise<CreatorStatus> {
  const [profile] = await db.select().from(creatorProfiles).where(eq(creatorProfiles.userId, userId));
  const [request] = await db
    .select()
    .from(creatorRequests)
    .where(eq(creatorRequests.userId, userId))
    .orderBy(desc(creatorRequests.createdAt))
    .limit(1);
  return {
    is_creator: Boolean(profile),
    profile: profile ? await toCreatorProfile(db, profile, tenant) : null,
    request: request ? toCreatorRequest(request) : null,
  };
}

async function slugTaken(db: Database, slug: string, exceptUserId: string): Promise<boolean> {
  const rows = await db.execute(sql`
    select 1 from ${creatorProfiles} where ${creatorProfiles.slug} = ${slug} and ${creatorProfiles.userId} <> ${exceptUserId}
    union all
    select 1 from ${creatorRequests} where ${creatorRequests.slug} = ${slug} and ${creatorRequests.status} = 'pending'
      and ${creatorRequests.userId} <> ${exceptUserId}
    limit 1`);
  return (rows as unknown as { rows: unknown[] }).rows.length > 0;
}

export interface CreatorRequestInput {
  slug: string;
  display_name: string;
  headline: string;
  bio: string;
  motivation: string;
  website?: string;
  country: string;
  locale: string;
}

export async function requestCreator(db: Database, userId: string, input: CreatorRequestInput): Promise<CreatorRequest> {
  return db.transaction(async (tx) => {
    const [profile] = await tx.select({ userId: creatorProfiles.userId }).from(creatorProfiles).where(eq(creatorProfiles.userId, userId));
    if (profile) throw new ApiError('ALREADY_CREATOR');
    if (await slugTaken(tx, input.slug, userId)) throw new ApiError('CREATOR_SLUG_TAKEN');
    const [row] = await tx
      .insert(creatorRequests)
      .values({
        userId,
        slug: input.slug,
        displayName: input.display_name,
        headline: input.headline,
        bio: input.bio,
        motivation: input.motivation,
        website: input.website ?? null,
        country: input.country,
        locale: input.locale,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new ApiError('CREATOR_REQUEST_PENDING');
    return toCreatorRequest(row);
  });
}

export async function updateCreatorProfile(
  db: Database,
  userId: string,
  tenant: TenantId,
  change: Partial<{
    display_name: string;
    headline: string;
    bio: string;
    website: string | null;
    country: string;
    locale: string;
    avatar_url: string | null;
  }>,
): Promise<CreatorProfile> {
  const set: Partial<typeof creatorProfiles.$inferInsert> = { updatedAt: new Date() };
  if (change.display_name !== undefined) set.displayName = change.display_name;
  if (change.headline !== undefined) set.headline = change.headline;
  if (change.bio !== undefined) set.bio = change.bio;
  if (change.website !== undefined) set.website = change.website;
  if (change.country !== undefined) set.country = change.country;
  if (change.locale !== undefined) set.locale = change.locale;
  if (change.avatar_url !== undefined) set.avatarUrl = change.avatar_url;
  const [row] = await db.update(creatorProfiles).set(set).where(eq(creatorProfiles.userId, userId)).returning();
  if (!row) throw new ApiError('CREATOR_REQUIRED');
  return toCreatorProfile(db, row, tenant);
}

export async function toAdminRequest(db: Database, row: RequestRow): Promise<AdminCreatorRequest> {
  const [user] = await db.select({ fullName: users.fullName, email: users.email }).from(users).where(eq(users.id, row.userId));
  return { ...toCreatorRequest(row), applicant: { full_name: user?.fullName ?? '', email: user?.email ?? '' } };
}
