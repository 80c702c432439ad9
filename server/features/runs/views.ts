/** Runs and steps as the API answers them (contract/runs/entities.ts); review items come through the gate. */
import { asc, eq } from 'drizzle-orm';
import type { Run, RunSummary } from '../../../contract/runs/entities.ts';
import { GUIDED_PROTOCOL_LABEL } from '../../adapters/agents/index.ts';
import type { Database } from '../../db/client.ts';
import { findExpertById } from '../catalog/service.ts';
import { renderMarkdown } from '../../lib/markdown.ts';
import { checkAskInput, versionById } from '../protocols/service.ts';
import { reviewGate } from './review-gate.ts';
import { runSteps, type runs } from './schema.ts';

type RunRow = typeof runs.$inferSelect;
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
 * The run as `viewerId` may see it. A member of the run's conversation who is not its owner gets it without the input
 * its owner gave, nor the steps' own input and data (tool results and structured answers can repeat that input);
 * members follow the steps and the answer. A step waiting for its review shows no output or citations to anyone but
 * its reviewer (hitl's toReviewItem says why).
 */
export async function toRun(db: Database, row: RunRow, viewerId: string): Promise<Run> {
  const owner = row.userId === viewerId;
  const [summary, steps, { items, heldStepIds }, version] = await Promise.all([
    toSummary(db, row),
    db.select().from(runSteps).where(eq(runSteps.runId, row.id)).orderBy(asc(runSteps.index)),
    reviewGate().itemsOf(db, row, viewerId),
    versionById(db, row.versionId),
  ]);
  const waitingStep = row.status === 'waiting_input' ? version?.content.steps.find((s) => s.id === row.cursor) : undefined;
  const askMissing = waitingStep ? checkAskInput(waitingStep, row.input).missing : [];
  return {
    ...summary,
    version_id: row.versionId,
    input: owner ? row.input : {},
    output: row.output ? { markdown: row.output, html: renderMarkdown(row.output) } : null,
    prompt: waitingStep
      ? {
          step_id: waitingStep.id,
          question: askQuestion(waitingStep, askMissing),
          input_schema: waitingStep.input_schema,
        }
      : null,
    steps: steps.map((s) => {
      const hidden = heldStepIds.has(s.id);
      return {
        id: s.id,
        index: s.index,
        step_id: s.stepId,
        kind: s.kind,
        title: s.title,
        status: s.status,
        attempt: s.attempt,
        input: owner ? (s.input ?? null) : null,
        output: s.outputMarkdown && !hidden ? { markdown: s.outputMarkdown, html: s.outputHtml ?? renderMarkdown(s.outputMarkdown) } : null,
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
    review_items: items,
  };
}
