/** Runs, steps and review items as the API answers them (contract/runs/entities.ts). */
import { asc, eq, inArray } from 'drizzle-orm';
import type { ReviewItem, Run, RunSummary } from '../../../contract/runs/entities.ts';
import { GUIDED_PROTOCOL_LABEL } from '../../adapters/agents/index.ts';
import type { Database } from '../../db/client.ts';
import { findExpertById } from '../catalog/service.ts';
import { renderAgentMarkdown } from '../messaging/service.ts';
import { checkAskInput, versionById } from '../protocols/service.ts';
import { reviewItems, runSteps, runs } from './schema.ts';

type RunRow = typeof runs.$inferSelect;
type ItemRow = typeof reviewItems.$inferSelect;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

async function expertOf(db: Database, id: string) {
  const expert = await findExpertById(db, id);
  return { id, slug: expert?.slug ?? '', name: expert?.name ?? '' };
}

/** What a run waiting for input asks: the ask step's instruction and the fields still missing. */
export function askQuestion(step: { instruction: string }, missing: readonly string[]): string {
  return step.instruction + (missing.length ? ` (${missing.join(', ')})` : '');
}

export async function toSummary(db: Database, row: RunRow): Promise<RunSummary> {
  const version = await versionById(db, row.versionId);
  return {
    id: row.id,
    expert: await expertOf(db, row.expertId),
    version_number: version?.number ?? 0,
    provider: row.provider,
    provider_label: row.provider === 'protocol-runner' ? GUIDED_PROTOCOL_LABEL : (row.model ?? 'Model'),
    status: row.status,
    title: row.title,
    conversation_id: row.conversationId,
    steps_done: row.stepsDone,
    steps_total: row.stepsTotal,
    cost: { amount: row.costAmount, currency: row.currency, tokens_in: row.tokensIn, tokens_out: row.tokensOut },
    error: row.error ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    finished_at: iso(row.finishedAt),
  };
}

/**
 * What is under review is its reviewer's alone (issue 28): anyone else (the run's owner, a member of its conversation)
 * sees that an item exists and what became of it, never `action_request.args` (the answer as the agent wrote it).
 * Not after the decision either: an ignored answer must never reach the person, and an edited one reaches them as
 * edited (the step's output, `decision.args`).
 */
export async function toReviewItem(db: Database, row: ItemRow, viewerId: string, expertId?: string): Promise<ReviewItem> {
  const runExpert = expertId ?? (await db.select({ expertId: runs.expertId }).from(runs).where(eq(runs.id, row.runId)))[0]?.expertId ?? '';
  return {
    id: row.id,
    run_id: row.runId,
    step_id: row.stepId,
    expert: await expertOf(db, runExpert),
    status: row.status,
    action_request: { action: row.action, args: row.reviewerId === viewerId ? row.args : {} },
    config: row.config,
    description: row.description,
    decision: row.decisionType ? { type: row.decisionType, args: row.decisionArgs ?? null, response: row.decisionResponse ?? null } : null,
    reviewer_id: row.reviewerId,
    decided_at: iso(row.decidedAt),
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The run as `viewerId` may see it. A member of the run's conversation who is not its owner gets it without the input
 * its owner gave, nor the steps' own input and data (tool results and structured answers can repeat that input);
 * members follow the steps and the answer. A step waiting for its review shows no output or citations to anyone but
 * its reviewer (toReviewItem says why).
 */
export async function toRun(db: Database, row: RunRow, viewerId: string): Promise<Run> {
  const owner = row.userId === viewerId;
  const [summary, steps, items, version] = await Promise.all([
    toSummary(db, row),
    db.select().from(runSteps).where(eq(runSteps.runId, row.id)).orderBy(asc(runSteps.index)),
    db
      .select()
      .from(reviewItems)
      .where(inArray(reviewItems.runId, [row.id]))
      .orderBy(asc(reviewItems.createdAt)),
    versionById(db, row.versionId),
  ]);
  const underReview = new Set(
    items.filter((item) => item.status === 'pending' && item.reviewerId !== viewerId && item.runStepId).map((item) => item.runStepId),
  );
  const waitingStep = row.status === 'waiting_input' ? version?.content.steps.find((s) => s.id === row.cursor) : undefined;
  const askMissing = waitingStep ? checkAskInput(waitingStep, row.input).missing : [];
  return {
    ...summary,
    version_id: row.versionId,
    input: owner ? row.input : {},
    output: row.output ? { markdown: row.output, html: renderAgentMarkdown(row.output) } : null,
    prompt: waitingStep
      ? {
          step_id: waitingStep.id,
          question: askQuestion(waitingStep, askMissing),
          input_schema: waitingStep.input_schema,
        }
      : null,
    steps: steps.map((s) => {
      const hidden = underReview.has(s.id);
      return {
        id: s.id,
        index: s.index,
        step_id: s.stepId,
        kind: s.kind,
        title: s.title,
        status: s.status,
        attempt: s.attempt,
        input: owner ? (s.input ?? null) : null,
        output:
          s.outputMarkdown && !hidden ? { markdown: s.outputMarkdown, html: s.outputHtml ?? renderAgentMarkdown(s.outputMarkdown) } : null,
        data: owner && !hidden ? (s.data ?? null) : null,
        citations: hidden ? [] : s.citations,
        provider: s.provider,
        model: s.model,
        tokens_in: s.tokensIn,
        tokens_out: s.tokensOut,
        cost: s.cost,
        duration_ms: s.durationMs,
        error: s.error ?? null,
        started_at: s.startedAt.toISOString(),
        finished_at: iso(s.finishedAt),
      };
    }),
    review_items: await Promise.all(items.map((item) => toReviewItem(db, item, viewerId, row.expertId))),
  };
}
