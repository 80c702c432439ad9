/**
 * The catalog's seed step (server/seed/index.ts): categories, tags, the seed creators and reviewers as accounts, ~120
 * experts over the 14 sites with their reviews, featured lists, and the demo member's uses and bookmarks. It adds
 * what is missing and keeps what exists, in one transaction. Seed people get accounts without a password (nobody
 * can sign in as them; a password reset to their `.example` address reaches no one).
 *
 * Every kind of row goes in with one multi-row statement (search documents computed in the same INSERT), not one
 * statement per row: it runs on every start, and row by row it was ~1,300 statements, 9–14 s on a loaded 2-core
 * machine with PGlite even when nothing was missing (issue 12, point 1; docs/decisions.md).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TenantId } from '../../../contract/tenants.ts';
import { DEMO_ACCOUNT } from '../../core/demo-accounts.ts';
import { users } from '../../core/schema.ts';
import type { Database } from '../../db/client.ts';
import { bayesianScoreSql } from './ratings.ts';
import { searchVectorSql, tagSearchLabels } from './search.ts';
import { seedEmail } from './seed/emails.ts';
import {
  bookmarks,
  categories,
  creatorProfiles,
  creatorRequests,
  expertTags,
  expertTenants,
  experts,
  expertUses,
  featuredExperts,
  reviews,
  tags,
} from './schema.ts';
import {
  SEED_CATEGORIES,
  SEED_CREATORS,
  SEED_EXPERTS,
  SEED_REVIEWERS,
  SEED_REVIEWS,
  SEED_TAG_LABELS,
  SEED_TAGS,
  type SeedExpert,
} from './seed/index.ts';

/** The demo member has used these experts (so they can review them) and bookmarked some. */
export const DEMO_USED = ['low-residue-meal-planner', 'gut-symptom-journal', 'resume-tailor'];
export const DEMO_BOOKMARKED = ['low-residue-meal-planner', 'household-budget-builder', 'flare-action-plan-keeper'];

export const creatorSlugOf = (username: string) => username.toLowerCase().replaceAll('_', '-');
const DAY_MS = 86_400_000;

async function ensurePeople(db: Database): Promise<Map<string, string>> {
  const people = [
    ...SEED_CREATORS.map((person) => ({ username: person.username, name: person.name, locale: person.locale })),
    ...SEED_REVIEWERS.map((person) => ({ username: person.username, name: person.name, locale: person.locale })),
  ];
  await db
    .insert(users)
    .values(
      people.map((person) => ({
        email: seedEmail(person.username),
        fullName: person.name,
        username: person.username,
        language: person.locale,
        passwordHash: null,
        isVerified: true,
        emailVerifiedAt: new Date(),
        profileComplete: true,
      })),
    )
    .onConflictDoNothing();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        people.map((person) => seedEmail(person.username)),
      ),
    );
  const byEmail = new Map(rows.map((row) => [row.email, row.id]));
  return new Map(people.map((person) => [person.username, byEmail.get(seedEmail(person.username))!]));
}

async function ensureCreators(db: Database, people: Map<string, string>): Promise<void> {
  const since = new Date(Date.now() - 400 * DAY_MS);
  const rows = SEED_CREATORS.map((creator) => ({
    userId: people.get(creator.username)!,
    slug: creatorSlugOf(creator.username),
    displayName: creator.name,
    headline: creator.headline,
    bio: creator.bio,
    website: creator.website ?? null,
    country: creator.country,
    locale: creator.locale,
  }));
  const created = await db
    .insert(creatorProfiles)
    .values(rows.map((row) => ({ ...row, createdAt: since })))
    .onConflictDoNothing()
    .returning({ userId: creatorProfiles.userId });
  // A profile made now comes with the approved request that would have made it.
  const made = new Set(created.map((row) => row.userId));
  const requests = rows.filter((row) => made.has(row.userId));
  if (requests.length === 0) return;
  await db.insert(creatorRequests).values(
    requests.map((row) => ({
      ...row,
      motivation: 'Seed creator of the demo catalog.',
      status: 'approved' as const,
      reviewedAt: since,
      createdAt: since,
    })),
  );
}

type Labels = {
  categories: Map<string, { id: string; labels: Record<string, string> }>;
  tags: Map<string, { id: string; label: string; labels: Record<string, string> }>;
};

/** The expert's row, its search document included (what refreshSearchVector computes, from the same copy). */
function expertRow(seed: SeedExpert, index: number, creatorId: string, labels: Labels) {
  const published = seed.status === 'published';
  // Spread publication dates over the past year, so "newest" has something to order.
  const publishedAt = new Date(Date.now() - (5 + ((index * 37) % 360)) * DAY_MS);
  const category = labels.categories.get(seed.category)!;
  const categoryLabels = [
    ...new Set([category.labels[seed.locale], category.labels.en].filter((label): label is string => Boolean(label))),
  ];
  return {
    slug: seed.slug,
    creatorId,
    name: seed.name,
    headline: seed.headline,
    description: seed.description,
    locale: seed.locale,
    languages: seed.languages,
    categoryId: category.id,
    status: seed.status,
    humanReview: seed.humanReview,
    priceModel: seed.price.model,
    priceAmount: seed.price.amount,
    priceCurrency: seed.price.currency,
    priceInterval: seed.price.interval ?? null,
    availability: seed.availability,
    starters: seed.starters,
    intake: seed.intake,
    submittedAt: seed.status === 'draft' ? null : publishedAt,
    publishedAt: published ? publishedAt : null,
    createdAt: publishedAt,
    updatedAt: publishedAt,
    // No quality figure is seeded: completed runs and review counts come from the runs and review decisions that the
    // runs and hitl seed steps make through the features' own code paths (docs/decisions.md, "Quality figures").
    searchVector: searchVectorSql({
      locale: seed.locale,
      name: seed.name,
      headline: seed.headline,
      tags: seed.tags.flatMap((slug) => {
        const tag = labels.tags.get(slug);
        return tag ? tagSearchLabels(tag, seed.locale) : [];
      }),
      category: categoryLabels.join(' '),
      description: seed.description,
    }),
  };
}

/** Inserts the seed experts that do not exist yet, with their tags and sites; returns how many were created. */
async function insertExperts(db: Database, people: Map<string, string>, labels: Labels): Promise<number> {
  const existing = new Set(
    (
      await db
        .select({ slug: experts.slug })
        .from(experts)
        .where(
          inArray(
            experts.slug,
            SEED_EXPERTS.map((seed) => seed.slug),
          ),
        )
    ).map((row) => row.slug),
  );
  const missing = [...SEED_EXPERTS.entries()].filter(([, seed]) => !existing.has(seed.slug));
  if (missing.length === 0) return 0;
  const created = await db
    .insert(experts)
    .values(missing.map(([index, seed]) => expertRow(seed, index, people.get(seed.creator)!, labels)))
    .onConflictDoNothing()
    .returning({ id: experts.id, slug: experts.slug });
  const bySlug = new Map(SEED_EXPERTS.map((seed) => [seed.slug, seed]));
  const tagRows = created.flatMap((row) =>
    bySlug.get(row.slug)!.tags.flatMap((slug) => {
      const tag = labels.tags.get(slug);
      return tag ? [{ expertId: row.id, tagId: tag.id }] : [];
    }),
  );
  if (tagRows.length > 0) await db.insert(expertTags).values(tagRows);
  const tenantRows = created.flatMap((row) => bySlug.get(row.slug)!.tenants.map((tenantId) => ({ expertId: row.id, tenantId })));
  if (tenantRows.length > 0) await db.insert(expertTenants).values(tenantRows);
  return created.length;
}

/** Returns the reviews created, and the rows created in all (uses too), which change the aggregates. */
async function ensureReviews(
  db: Database,
  people: Map<string, string>,
  expertIds: Map<string, string>,
): Promise<{ reviews: number; rows: number }> {
  const rows = [...SEED_REVIEWS.entries()].flatMap(([index, review]) => {
    const expertId = expertIds.get(review.expert);
    const userId = people.get(review.reviewer);
    if (!expertId || !userId) return [];
    const at = new Date(Date.now() - (1 + ((index * 13) % 120)) * DAY_MS);
    return [{ expertId, userId, review, at }];
  });
  if (rows.length === 0) return { reviews: 0, rows: 0 };
  // A review needs a use first (a person reviews what they used).
  const uses = await db
    .insert(expertUses)
    .values(rows.map(({ expertId, userId, at }) => ({ userId, expertId, tenantId: 'main', firstUsedAt: at, lastUsedAt: at })))
    .onConflictDoNothing()
    .returning({ userId: expertUses.userId });
  const created = await db
    .insert(reviews)
    .values(
      rows.map(({ expertId, userId, review, at }) => ({
        expertId,
        userId,
        stars: review.stars,
        text: review.text,
        locale: review.locale,
        createdAt: at,
        updatedAt: at,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: reviews.id });
  return { reviews: created.length, rows: created.length + uses.length };
}

/** Returns the rows created. */
async function ensureDemoMember(db: Database, expertIds: Map<string, string>): Promise<number> {
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNT.email));
  if (!demo) return 0;
  const uses = DEMO_USED.flatMap((slug) =>
    expertIds.has(slug) ? [{ userId: demo.id, expertId: expertIds.get(slug)!, tenantId: 'main' }] : [],
  );
  const usesMade =
    uses.length > 0 ? await db.insert(expertUses).values(uses).onConflictDoNothing().returning({ userId: expertUses.userId }) : [];
  const marks = DEMO_BOOKMARKED.flatMap((slug) => (expertIds.has(slug) ? [{ userId: demo.id, expertId: expertIds.get(slug)! }] : []));
  const marksMade =
    marks.length > 0 ? await db.insert(bookmarks).values(marks).onConflictDoNothing().returning({ userId: bookmarks.userId }) : [];
  return usesMade.length + marksMade.length;
}

/** Recomputes the seeded experts' aggregates from their rows (reviews, uses, bookmarks). */
async function recountAggregates(db: Database, ids: string[]): Promise<void> {
  const count = sql`(select count(*) from ${reviews} where ${reviews.expertId} = ${experts.id} and ${reviews.hiddenAt} is null)`;
  const sum = sql`(select coalesce(sum(${reviews.stars}), 0) from ${reviews} where ${reviews.expertId} = ${experts.id} and ${reviews.hiddenAt} is null)`;
  await db
    .update(experts)
    .set({
      ratingCount: sql`${count}::int`,
      ratingSum: sql`${sum}::int`,
      ratingScore: bayesianScoreSql(count, sum),
      useCount: sql`(select count(*) from ${expertUses} where ${expertUses.expertId} = ${experts.id})::int`,
      bookmarkCount: sql`(select count(*) from ${bookmarks} where ${bookmarks.expertId} = ${experts.id})::int`,
    })
    .where(inArray(experts.id, ids));
}

export async function seedCatalog(db: Database): Promise<Record<string, number> | null> {
  return db.transaction(async (tx) => {
    await tx
      .insert(categories)
      .values(
        SEED_CATEGORIES.map((category, position) => ({ slug: category.slug, icon: category.icon, labels: category.labels, position })),
      )
      .onConflictDoNothing();
    // The labels follow the seed's translations on a database seeded before tags had them.
    await tx
      .insert(tags)
      .values(SEED_TAGS.map((tag) => ({ ...tag, labels: SEED_TAG_LABELS[tag.slug] ?? {} })))
      .onConflictDoUpdate({ target: tags.slug, set: { labels: sql`excluded.labels` } });
    const labels: Labels = {
      categories: new Map(
        (await tx.select({ id: categories.id, slug: categories.slug, labels: categories.labels }).from(categories)).map((row) => [
          row.slug,
          { id: row.id, labels: row.labels as Record<string, string> },
        ]),
      ),
      tags: new Map(
        (await tx.select({ id: tags.id, slug: tags.slug, label: tags.label, labels: tags.labels }).from(tags)).map((row) => [
          row.slug,
          { id: row.id, label: row.label, labels: row.labels },
        ]),
      ),
    };
    const people = await ensurePeople(tx);
    await ensureCreators(tx, people);
    const createdExperts = await insertExperts(tx, people, labels);
    const expertRows = await tx
      .select({ id: experts.id, slug: experts.slug })
      .from(experts)
      .where(
        inArray(
          experts.slug,
          SEED_EXPERTS.map((seed) => seed.slug),
        ),
      );
    const expertIds = new Map(expertRows.map((row) => [row.slug, row.id]));
    const positions = new Map<TenantId, number>();
    const featured = SEED_EXPERTS.flatMap((seed) =>
      (seed.featuredOn ?? []).map((tenantId) => {
        const position = positions.get(tenantId) ?? 0;
        positions.set(tenantId, position + 1);
        return { tenantId, expertId: expertIds.get(seed.slug)!, position };
      }),
    );
    if (featured.length > 0) await tx.insert(featuredExperts).values(featured).onConflictDoNothing();
    const made = await ensureReviews(tx, people, expertIds);
    const createdReviews = made.reviews;
    const demoRows = await ensureDemoMember(tx, expertIds);
    // Only when this run added rows: a restart adds none, and rewriting 120 rows (and their indexes) costs seconds.
    if (createdExperts + made.rows + demoRows > 0) await recountAggregates(tx, [...expertIds.values()]);
    const [{ total } = { total: 0 }] = await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(experts)
      .where(and(eq(experts.status, 'published')));
    return createdExperts + createdReviews > 0 ? { experts: createdExperts, reviews: createdReviews, published: Number(total) } : null;
  });
}
