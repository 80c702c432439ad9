/**
 * Review items (HITL, agent-inbox shape): the expert's creator decides; the run's owner may read the item without the
 * answer under review (views.ts toReviewItem). accept keeps the
 * step's output, edit replaces it with `args.answer`, respond replaces it with the reviewer's reply, ignore drops it
 * (the step counts as skipped). The decision is kept on the item (the audit) and the run resumes.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { ReviewDecisionType } from '../../../contract/hitl/entities.ts';
import type { TenantId } from '../../../contract/tenants.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { recordReviewDecision } from '../catalog/service.ts';
import { publishEvent } from '../messaging/service.ts';
import { notifyDecided } from './notify.ts';
import { advanceInBackground, applyReviewDecision, findRunById, type RunsDeps } from '../runs/service.ts';
import { reviewItems } from './schema.ts';

/** Told of each decision once it committed (preferences: the worse-version notice); registered by the app. */
type ReviewDecidedHook = (deps: RunsDeps, expertId: string) => Promise<void>;
let reviewDecidedHook: ReviewDecidedHook | undefined;

export function onReviewDecided(hook: ReviewDecidedHook | undefined): void {
  reviewDecidedHook = hook;
}

const isUuid = (id: string) => /^[0-9a-f-]{36}$/i.test(id);
const ALLOWED = { accept: 'allow_accept', edit: 'allow_edit', respond: 'allow_respond', ignore: 'allow_ignore' } as const;

/**
 * An item its reviewer may see on any site (the review queue is their work, wherever the run started), and its run's
 * owner on the site the run started on, like the run itself; REVIEW_ITEM_NOT_FOUND for anyone else.
 */
export async function visibleItem(db: Database, viewer: { userId: string; tenant: TenantId }, id: string) {
  if (!isUuid(id)) throw new ApiError('REVIEW_ITEM_NOT_FOUND');
  const [item] = await db.select().from(reviewItems).where(eq(reviewItems.id, id));
  const run = item ? await findRunById(db, item.runId) : null;
  const owner = run?.userId === viewer.userId && run.tenantId === viewer.tenant;
  if (!item || !run || (item.reviewerId !== viewer.userId && !owner)) throw new ApiError('REVIEW_ITEM_NOT_FOUND');
  return { item, run };
}

export async function listForReviewer(db: Database, userId: string, query: { page: number; limit: number; status: 'pending' | 'decided' }) {
  const where = and(eq(reviewItems.reviewerId, userId), eq(reviewItems.status, query.status));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(reviewItems)
      .where(where)
      .orderBy(desc(reviewItems.createdAt))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(reviewItems).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function decide(
  deps: RunsDeps,
  viewer: { userId: string; tenant: TenantId },
  id: string,
  decision: { type: ReviewDecisionType; args?: Record<string, unknown>; response?: string; comment?: string },
) {
  const { userId } = viewer;
  const { item, run } = await visibleItem(deps.db, viewer, id);
  if (item.reviewerId !== userId) throw new ApiError('FORBIDDEN');
  if (item.status !== 'pending') throw new ApiError('REVIEW_ITEM_DECIDED');
  if (!item.config[ALLOWED[decision.type]]) throw new ApiError('DECISION_NOT_ALLOWED');
  if (decision.type === 'edit' && typeof decision.args?.answer !== 'string')
    throw new ApiError('VALIDATION_ERROR', {
      issues: [{ loc: ['body', 'args', 'answer'], msg: 'An edit sends the changed answer', type: 'missing' }],
    });
  if (decision.type === 'respond' && !decision.response)
    throw new ApiError('VALIDATION_ERROR', { issues: [{ loc: ['body', 'response'], msg: 'A response needs text', type: 'missing' }] });
  const text = decision.type === 'edit' ? String(decision.args!.answer) : decision.type === 'respond' ? decision.response! : null;
  const updated = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(reviewItems)
      .set({
        status: 'decided',
        decisionType: decision.type,
        decisionArgs: decision.args ?? null,
        decisionResponse: decision.response ?? null,
        decisionComment: decision.comment || null,
        decidedBy: userId,
        decidedAt: new Date(),
      })
      .where(and(eq(reviewItems.id, id), eq(reviewItems.status, 'pending')))
      .returning();
    // Two decisions at once: the second waits for the first one's row lock, then finds it decided and answers 409.
    if (!row) throw new ApiError('REVIEW_ITEM_DECIDED');
    // The expert's acceptance counts move with the decision (one transaction), so the figure is never painted or stale.
    await recordReviewDecision(tx, run.expertId, decision.type);
    await applyReviewDecision(tx, {
      runId: run.id,
      runStepId: item.runStepId,
      text,
      ignore: decision.type === 'ignore',
      resume: run.status === 'waiting_review',
    });
    return row;
  });
  await publishEvent(deps, {
    userIds: [run.userId, userId],
    type: 'review_item.decided',
    data: { review_item_id: id, run_id: run.id },
  }).catch(() => undefined);
  await notifyDecided(deps, run, updated).catch(() => undefined);
  await reviewDecidedHook?.(deps, run.expertId);
  void advanceInBackground(deps, run.id);
  return { item: updated, run };
}
