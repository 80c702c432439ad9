/**
 * What every live process does for runs another one left (issue 28): takes over those whose lease lapsed, and settles
 * answers left streaming beside runs that are not advancing them (a crash of an older version, which wrote the run and
 * its answer apart). At start-up, and every RUN_SWEEP_MS while the process runs (startRunSweeps, server/services.ts),
 * so a run a dead process held goes on within seconds of its lease running out, on whichever process sweeps first.
 */
import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { checkAskInput, versionById } from '../protocols/service.ts';
import { finishAgentMessage, streamingAgentAnswers } from '../messaging/service.ts';
import type { RunsDeps } from './deps.ts';
import { advanceInBackground } from './engine.ts';
import { runs } from './schema.ts';
import { askQuestion } from './views.ts';

/** Every run in progress whose lease lapsed (or that no process took yet) is taken up; answers how many. */
export async function resumeRuns(deps: RunsDeps): Promise<number> {
  const rows = await deps.db
    .select({ id: runs.id })
    .from(runs)
    .where(and(inArray(runs.status, ['queued', 'running']), or(isNull(runs.leaseUntil), lt(runs.leaseUntil, new Date()))));
  for (const row of rows) void advanceInBackground(deps, row.id);
  return rows.length;
}

type Run = typeof runs.$inferSelect;
type Outcome = Parameters<typeof finishAgentMessage>[2];
const inProgress = (run: Run | undefined, messageId: string) =>
  run !== undefined && ['queued', 'running'].includes(run.status) && run.agentMessageId === messageId;

/** Settled the way the run stands: its output, its failure, the question it asks, the review it waits for. */
async function outcomeOf(deps: RunsDeps, run: Run | undefined): Promise<Outcome> {
  switch (run?.status) {
    case 'completed':
      return { ok: true, text: run.output ?? '' };
    case 'failed':
      return { ok: false, reason: run.error?.message ?? 'The run failed' };
    case 'cancelled':
      return { ok: true, stopped: 'cancelled' };
    case 'waiting_review':
      return { ok: true, awaiting: 'review', text: '' };
    case 'waiting_input': {
      const step = (await versionById(deps.db, run.versionId))?.content.steps.find((s) => s.id === run.cursor);
      return { ok: true, awaiting: 'input', text: step ? askQuestion(step, checkAskInput(step, run.input).missing) : '' };
    }
    default:
      // No run, or the run went on in another message: this one was cut off.
      return { ok: false, reason: 'The answer was interrupted' };
  }
}

class Changed extends Error {}

/** Answers left streaming that no advancing run writes to are settled from their run; answers how many. */
export async function repairAnswers(deps: RunsDeps): Promise<number> {
  const answers = await streamingAgentAnswers(deps.db);
  const ids = answers.map((answer) => answer.runId).filter((id): id is string => id !== null);
  const byId = new Map(
    ids.length > 0 ? (await deps.db.select().from(runs).where(inArray(runs.id, ids))).map((run) => [run.id, run] as const) : [],
  );
  let repaired = 0;
  for (const answer of answers) {
    const run = answer.runId ? byId.get(answer.runId) : undefined;
    if (inProgress(run, answer.messageId)) continue;
    try {
      await finishAgentMessage(deps, answer.messageId, await outcomeOf(deps, run), async (tx) => {
        // Under the message's lock: the run may have gone on meanwhile (an answer given, a decision taken).
        if (!run) return;
        const [now] = await tx.select().from(runs).where(eq(runs.id, run.id)).for('update');
        if (inProgress(now, answer.messageId) || now?.status !== run.status) throw new Changed();
      });
      repaired += 1;
    } catch (error) {
      if (!(error instanceof Changed)) throw error;
    }
  }
  return repaired;
}

/** Sweeps every `intervalMs` (one sweep at a time); returns the function that stops it. */
export function startRunSweeps(deps: RunsDeps, intervalMs: number): () => void {
  let sweeping = false;
  const timer = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    resumeRuns(deps)
      .then(() => repairAnswers(deps))
      .catch((error) => deps.logger.warn({ err: error }, 'runs: sweep failed'))
      .finally(() => {
        sweeping = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
