/**
 * Comparison sets: a creator compares one of their experts with a rival (another expert they can run on this site)
 * on a list of prompts. Creating the set starts two runs per prompt through runs' own service (the same path as a
 * person's run, owned by the set's creator); each prompt becomes a task, ready to rate once both runs completed.
 * Only the set's creator reads its progress and results; anyone else gets COMPARISON_SET_NOT_FOUND.
 */
import { count, desc, eq } from 'drizzle-orm';
import type { TenantId } from '../../../contract/tenants.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { findReachableExpert } from '../catalog/service.ts';
import { activeVersionOf } from '../protocols/service.ts';
import { advanceInBackground, createRun, type RunsDeps } from '../runs/service.ts';
import { comparisonSets, comparisonTasks } from './schema.ts';

const isUuid = (id: string) => /^[0-9a-f-]{36}$/i.test(id);

export interface SetActor {
  userId: string;
  tenant: TenantId;
  admin: boolean;
}

export async function createComparisonSet(
  deps: RunsDeps,
  actor: SetActor,
  body: { expert: string; rival: string; prompts: string[] },
): Promise<typeof comparisonSets.$inferSelect> {
  const expert = await findReachableExpert(deps.db, actor.tenant, { slug: body.expert }, actor);
  if (!expert) throw new ApiError('EXPERT_NOT_FOUND');
  // A set compares the caller's own expert: the figure it earns is the expert's, so only its creator starts one.
  if (expert.creatorId !== actor.userId) throw new ApiError('FORBIDDEN');
  const rival = await findReachableExpert(deps.db, actor.tenant, { slug: body.rival }, actor);
  if (!rival) throw new ApiError('EXPERT_NOT_FOUND');
  if (rival.id === expert.id) throw new ApiError('COMPARISON_SAME_EXPERT');
  // Checked before any run starts, so a rival without a protocol leaves no half-made set behind.
  for (const side of [expert, rival]) if (!(await activeVersionOf(deps.db, side.id))) throw new ApiError('PROTOCOL_NOT_PUBLISHED');
  const [set] = await deps.db
    .insert(comparisonSets)
    .values({ ownerId: actor.userId, tenantId: actor.tenant, expertId: expert.id, rivalExpertId: rival.id })
    .returning();
  const started: string[] = [];
  for (const [position, prompt] of body.prompts.entries()) {
    const ask = (expertId: string) =>
      createRun(deps, { userId: actor.userId, tenant: actor.tenant, expertId, question: prompt, input: {} });
    const expertRun = await ask(expert.id);
    const rivalRun = await ask(rival.id);
    await deps.db.insert(comparisonTasks).values({ setId: set!.id, position, prompt, expertRunId: expertRun.id, rivalRunId: rivalRun.id });
    started.push(expertRun.id, rivalRun.id);
  }
  for (const runId of started) void advanceInBackground(deps, runId);
  return set!;
}

export async function listOwnSets(db: Database, ownerId: string, page: { page: number; limit: number }) {
  const where = eq(comparisonSets.ownerId, ownerId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(comparisonSets)
      .where(where)
      .orderBy(desc(comparisonSets.createdAt), desc(comparisonSets.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ n: count() }).from(comparisonSets).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function ownSet(db: Database, ownerId: string, id: string) {
  if (!isUuid(id)) throw new ApiError('COMPARISON_SET_NOT_FOUND');
  const [row] = await db.select().from(comparisonSets).where(eq(comparisonSets.id, id));
  if (!row || row.ownerId !== ownerId) throw new ApiError('COMPARISON_SET_NOT_FOUND');
  return row;
}
