/**
 * A creator's own experts: create a draft, edit it, delete it, send it to review, take it back (draft → in review →
 * published; a platform admin approves or rejects, moderation.ts). Every change runs in one transaction, so a
 * refused step leaves the listing exactly as it was.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { MyExpert } from '../../../contract/catalog/entities.ts';
import { type ExpertCreateInput, type ExpertUpdateInput, SUBMIT_RULES } from '../../../contract/catalog/inputs.ts';
import type { ValidationIssue } from '../../../contract/errors.ts';
import type { Database } from '../../db/client.ts';
import { ApiError, validationError } from '../../lib/api-error.ts';
import { myExpert } from './cards.ts';
import { refreshSearchVector } from './indexing.ts';
import { categories, expertTags, expertTenants, experts, tags } from './schema.ts';

type Tx = Database;

async function categoryIdOf(db: Tx, slug: string): Promise<string> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  if (!row) throw validationError(['body', 'category'], 'Choose one of the categories', 'unknown_category');
  return row.id;
}

async function tagIdsOf(db: Tx, slugs: string[]): Promise<string[]> {
  const unique = [...new Set(slugs)];
  if (unique.length === 0) return [];
  const rows = await db.select({ id: tags.id, slug: tags.slug }).from(tags).where(inArray(tags.slug, unique));
  const missing = unique.filter((slug) => !rows.some((row) => row.slug === slug));
  if (missing.length > 0) throw validationError(['body', 'tags'], `Unknown tags: ${missing.join(', ')}`, 'unknown_tag');
  return rows.map((row) => row.id);
}

async function replaceTagsAndTenants(db: Tx, expertId: string, input: { tags?: string[]; tenants?: string[] }): Promise<void> {
  if (input.tags) {
    const ids = await tagIdsOf(db, input.tags);
    await db.delete(expertTags).where(eq(expertTags.expertId, expertId));
    if (ids.length > 0) await db.insert(expertTags).values(ids.map((tagId) => ({ expertId, tagId })));
  }
  if (input.tenants) {
    await db.delete(expertTenants).where(eq(expertTenants.expertId, expertId));
    const unique = [...new Set(input.tenants)];
    if (unique.length > 0) await db.insert(expertTenants).values(unique.map((tenantId) => ({ expertId, tenantId })));
  }
}

/** A readable, unused slug from the name ("Tariff Helper" -> tariff-helper, tariff-helper-2, …). */
async function freeSlugFrom(db: Tx, name: string): Promise<string> {
  const base =
    name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 50) || 'expert';
  const padded = base.length >= 3 ? base : `${base}-expert`;
  const taken = await db
    .select({ slug: experts.slug })
    .from(experts)
    .where(sql`${experts.slug} = ${padded} or ${experts.slug} like ${`${padded}-%`}`);
  const used = new Set(taken.map((row) => row.slug));
  if (!used.has(padded)) return padded;
  for (let n = 2; ; n += 1) if (!used.has(`${padded}-${n}`)) return `${padded}-${n}`;
}

function priceColumns(price: ExpertCreateInput['price']) {
  return {
    priceModel: price.model,
    priceAmount: price.amount,
    priceCurrency: price.currency,
    priceInterval: price.model === 'subscription' ? ('month' as const) : null,
  };
}

export async function createExpert(db: Database, creatorId: string, input: ExpertCreateInput): Promise<MyExpert> {
  const id = await db.transaction(async (tx) => {
    const categoryId = await categoryIdOf(tx, input.category);
    const slug = input.slug ?? (await freeSlugFrom(tx, input.name));
    const [clash] = await tx.select({ id: experts.id }).from(experts).where(eq(experts.slug, slug));
    if (clash) throw new ApiError('EXPERT_SLUG_TAKEN');
    const [row] = await tx
      .insert(experts)
      .values({
        slug,
        creatorId,
        name: input.name,
        headline: input.headline,
        description: input.description,
        locale: input.locale,
        languages: [...new Set([input.locale, ...input.languages])],
        avatarUrl: input.avatar_url,
        categoryId,
        humanReview: input.human_review,
        ...priceColumns(input.price),
        availability: input.availability,
        starters: input.starters,
        intake: input.intake,
      })
      .returning({ id: experts.id });
    await replaceTagsAndTenants(tx, row!.id, input);
    await refreshSearchVector(tx, row!.id);
    return row!.id;
  });
  return (await myExpert(db, id))!;
}

/** The creator's expert row, or 404 for anyone else's (indistinguishable from an unknown id). */
export async function ownExpert(db: Database, creatorId: string, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new ApiError('EXPERT_NOT_FOUND');
  const [row] = await db
    .select()
    .from(experts)
    .where(and(eq(experts.id, id), eq(experts.creatorId, creatorId)));
  if (!row) throw new ApiError('EXPERT_NOT_FOUND');
  return row;
}

export async function updateExpert(db: Database, creatorId: string, id: string, input: ExpertUpdateInput): Promise<MyExpert> {
  await db.transaction(async (tx) => {
    const row = await ownExpert(tx, creatorId, id);
    const onlyAvailability = Object.entries(input).every(([key, value]) => key === 'availability' || value === undefined);
    if (row.status !== 'draft' && !onlyAvailability) throw new ApiError('EXPERT_NOT_EDITABLE');
    const set: Partial<typeof experts.$inferInsert> = { updatedAt: new Date() };
    if (input.name !== undefined) set.name = input.name;
    if (input.headline !== undefined) set.headline = input.headline;
    if (input.description !== undefined) set.description = input.description;
    if (input.locale !== undefined) set.locale = input.locale;
    if (input.languages !== undefined) set.languages = [...new Set([input.locale ?? row.locale, ...input.languages])];
    if (input.category !== undefined) set.categoryId = await categoryIdOf(tx, input.category);
    if (input.human_review !== undefined) set.humanReview = input.human_review;
    if (input.price !== undefined) Object.assign(set, priceColumns(input.price));
    if (input.availability !== undefined) set.availability = input.availability;
    if (input.starters !== undefined) set.starters = input.starters;
    if (input.intake !== undefined) set.intake = input.intake;
    if (input.avatar_url !== undefined) set.avatarUrl = input.avatar_url;
    await tx.update(experts).set(set).where(eq(experts.id, id));
    await replaceTagsAndTenants(tx, id, input);
    await refreshSearchVector(tx, id);
  });
  return (await myExpert(db, id))!;
}

export async function deleteExpert(db: Database, creatorId: string, id: string): Promise<void> {
  const row = await ownExpert(db, creatorId, id);
  if (row.status === 'published') throw new ApiError('EXPERT_NOT_EDITABLE');
  await db.delete(experts).where(and(eq(experts.id, id), eq(experts.creatorId, creatorId)));
}

function submitIssues(row: typeof experts.$inferSelect): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (row.description.trim().length < SUBMIT_RULES.descriptionMin)
    issues.push({
      loc: ['body', 'description'],
      msg: `Describe the expert in at least ${SUBMIT_RULES.descriptionMin} characters`,
      type: 'too_short',
    });
  if (row.starters.length < SUBMIT_RULES.startersMin)
    issues.push({ loc: ['body', 'starters'], msg: 'Add at least one conversation starter', type: 'too_small' });
  return issues;
}

/** draft → in review. A draft that misses what review needs gets a 422 naming the fields, and stays a draft. */
export async function submitExpert(db: Database, creatorId: string, id: string): Promise<MyExpert> {
  await db.transaction(async (tx) => {
    const row = await ownExpert(tx, creatorId, id);
    if (row.status !== 'draft') throw new ApiError('EXPERT_STATUS_CONFLICT');
    const issues = submitIssues(row);
    if (issues.length > 0) throw new ApiError('VALIDATION_ERROR', { issues });
    await tx
      .update(experts)
      .set({ status: 'in_review', submittedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(experts.id, id), eq(experts.status, 'draft')));
  });
  return (await myExpert(db, id))!;
}

/** in review or published → draft (unlisted until approved again). */
export async function withdrawExpert(db: Database, creatorId: string, id: string): Promise<MyExpert> {
  const row = await ownExpert(db, creatorId, id);
  if (row.status !== 'in_review' && row.status !== 'published') throw new ApiError('EXPERT_STATUS_CONFLICT');
  await db
    .update(experts)
    .set({ status: 'draft', updatedAt: new Date() })
    .where(and(eq(experts.id, id), eq(experts.status, row.status)));
  return (await myExpert(db, id))!;
}

export async function listOwnExperts(db: Database, creatorId: string, page: number, limit: number) {
  const rows = await db
    .select({ id: experts.id, total: sql<number>`count(*) over ()` })
    .from(experts)
    .where(eq(experts.creatorId, creatorId))
    .orderBy(desc(experts.updatedAt), desc(experts.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const items = await Promise.all(rows.map((row) => myExpert(db, row.id)));
  return { items: items.filter((item): item is MyExpert => item !== null), total: Number(rows[0]?.total ?? 0) };
}
