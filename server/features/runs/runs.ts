/**
 * Starting and steering runs: start (a published expert's active version, listed on this site; a creator's own or, for
 * a platform admin, any unpublished one listed there too), answer a waiting question, retry a failed run from its
 * failed step, cancel; the person's runs as personal tasks. Runs belong to the site they started on (docs/domain.md):
 * another site neither lists nor finds them. Another person's run answers RUN_NOT_FOUND, never "forbidden", so ids
 * reveal nothing, unless it answers in a conversation the caller belongs to: members read it (never steer it).
 */
import { and, count, desc, eq, notInArray } from 'drizzle-orm';
import type { TenantId } from '../../../contract/tenants.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { entitlementOf, useRunCredit } from '../billing/service.ts';
import { findExpertById, findReachableExpert, recordExpertUse } from '../catalog/service.ts';
import { finishAgentMessage, isConversationMember, openExpertConversation, startAgentMessage } from '../messaging/service.ts';
import { activeVersionOf, checkAskInput, stepOrder } from '../protocols/service.ts';
import type { RunsDeps } from './deps.ts';
import { abandonRunHere, advanceInBackground, runHasEnded } from './engine.ts';
import { runs } from './schema.ts';

const isUuid = (id: string) => /^[0-9a-f-]{36}$/i.test(id);

/** The question answers the first ask step's first missing text field (what a chat message naturally does). */
export function inputWithQuestion(steps: Parameters<typeof stepOrder>[0], input: Record<string, unknown>, question: string) {
  const ask = stepOrder(steps).find((step) => step.kind === 'ask');
  if (!ask || !question) return input;
  const [first] = checkAskInput(ask, input).missing;
  return first ? { ...input, [first]: question } : input;
}

export interface StartInput {
  userId: string;
  tenant: TenantId;
  expertId: string;
  question: string;
  input: Record<string, unknown>;
  conversationId?: string | null;
  threadRootId?: string | null;
  /** A platform admin checking an unpublished expert runs it without paying. */
  admin?: boolean;
}

/** 402 with a link to the expert's page, where the checkout is (a per-run purchase or a subscription). */
function paymentRequired(slug: string): ApiError {
  return new ApiError('PAYMENT_REQUIRED', { headers: { Link: `</experts/${slug}>; rel="payment"` } });
}

/**
 * Checked in the transaction that writes the answer's message and the run, after the message took the conversation's
 * row lock (so two starts in one conversation are checked one after the other); throwing writes neither.
 */
export type StartGuard = (tx: Database) => Promise<void>;

export async function createRun(deps: RunsDeps, start: StartInput & { clientId?: string | null; guard?: StartGuard }) {
  const expert = await findExpertById(deps.db, start.expertId);
  const version = expert ? await activeVersionOf(deps.db, expert.id) : null;
  if (!expert) throw new ApiError('EXPERT_NOT_FOUND');
  if (!version) throw new ApiError('PROTOCOL_NOT_PUBLISHED');
  const order = stepOrder(version.content.steps);
  const input = inputWithQuestion(version.content.steps, start.input, start.question);
  // The id is known before the row exists, so that the answer's message can name its run (the islands link them).
  const runId = crypto.randomUUID();
  // A paid expert runs for its creator, a live subscriber, or on an unused paid run credit, which this run uses in
  // the transaction that writes it (billing): never a free run.
  const entitlement = start.admin ? null : await entitlementOf(deps.db, start.userId, expert.id);
  if (entitlement?.kind === 'none') throw paymentRequired(expert.slug);
  const spend = async (tx: Database) => {
    if (entitlement?.kind !== 'run_credit' || (await useRunCredit(tx, entitlement.creditId, runId))) return;
    // Another start used that credit meanwhile (it waited on its row): the next unused one, or a subscription since.
    const now = await entitlementOf(tx, start.userId, expert.id);
    if (now.kind === 'run_credit' ? await useRunCredit(tx, now.creditId, runId) : now.kind !== 'none') return;
    throw paymentRequired(expert.slug);
  };
  const provider = version.content.settings.provider;
  const values = (agentMessageId: string | null) => ({
    id: runId,
    userId: start.userId,
    expertId: expert.id,
    versionId: version.id,
    tenantId: start.tenant,
    conversationId: start.conversationId ?? null,
    threadRootId: start.threadRootId ?? null,
    agentMessageId,
    clientId: start.clientId ?? null,
    title: (start.question || expert.name).slice(0, 120),
    question: start.question,
    input,
    cursor: order[0]?.id ?? null,
    provider,
    stepsTotal: order.length,
    currency: version.content.pricing.currency,
  });
  let row: typeof runs.$inferSelect | undefined;
  if (start.conversationId) {
    // The answer's message and the run are written together: a crash never leaves one without the other.
    await startAgentMessage(
      deps,
      {
        conversationId: start.conversationId,
        expertId: expert.id,
        threadRootId: start.threadRootId ?? null,
        meta: {
          event: 'agent_answer',
          run_id: runId,
          provider,
          model: provider === 'protocol-runner' ? null : version.content.settings.model,
        },
      },
      async (tx, message) => {
        await start.guard?.(tx);
        await spend(tx);
        [row] = await tx.insert(runs).values(values(message.id)).returning();
      },
    );
  } else {
    row = await deps.db.transaction(async (tx) => {
      await spend(tx);
      const [inserted] = await tx.insert(runs).values(values(null)).returning();
      return inserted;
    });
  }
  await recordExpertUse(deps.db, { userId: start.userId, expertId: expert.id, tenant: start.tenant });
  return row!;
}

/** Who asks, on which site: runs are read and steered on the site they started on only. */
export interface RunActor {
  userId: string;
  tenant: TenantId;
  /** A platform admin may run an unpublished expert (to check it before approving it). */
  admin: boolean;
}

/** The caller's run started with this client id, if any (a retry of a start whose answer was lost). */
async function startedBefore(db: Database, actor: RunActor, clientId: string, expertId: string) {
  const [row] = await db
    .select()
    .from(runs)
    .where(and(eq(runs.userId, actor.userId), eq(runs.clientId, clientId)));
  if (!row) return null;
  if (row.expertId !== expertId || row.tenantId !== actor.tenant) throw new ApiError('CLIENT_ID_CONFLICT');
  return row;
}

/** Starts a run for the caller (or, with a client id it used before, answers that run: `replayed`). */
export async function startRunForUser(
  deps: RunsDeps,
  actor: RunActor,
  body: { expert: string; conversation_id?: string; input?: Record<string, unknown>; message?: string; client_id?: string },
): Promise<{ run: typeof runs.$inferSelect; replayed: boolean }> {
  const { userId, tenant } = actor;
  const expert = await findReachableExpert(deps.db, tenant, { slug: body.expert }, actor);
  if (!expert) throw new ApiError('EXPERT_NOT_FOUND');
  const clientId = body.client_id ?? null;
  const earlier = clientId ? await startedBefore(deps.db, actor, clientId, expert.id) : null;
  if (earlier) return { run: earlier, replayed: true };
  if (body.conversation_id) {
    // A run answers into the person's own conversation with this expert (the one opening it returns).
    const conversation = await openExpertConversation(deps, { userId, expertId: expert.id, expertName: expert.name, tenantId: tenant });
    if (conversation.id !== body.conversation_id) throw new ApiError('CONVERSATION_NOT_FOUND');
  }
  let row: typeof runs.$inferSelect;
  try {
    row = await createRun(deps, {
      userId,
      tenant,
      expertId: expert.id,
      question: body.message ?? '',
      input: body.input ?? {},
      conversationId: body.conversation_id ?? null,
      clientId,
      admin: actor.admin,
    });
  } catch (error) {
    // A twin with the same client id committed first (two retries racing): that one is the start. A twin refused
    // for payment may also have lost the paid run credit to it: then too, the first one is the start.
    const paymentRefused = error instanceof ApiError && error.code === 'PAYMENT_REQUIRED';
    if (clientId && paymentRefused) {
      const first = await startedBefore(deps.db, actor, clientId, expert.id);
      if (first) return { run: first, replayed: true };
    }
    if (!clientId || !isUniqueViolation(error, 'runs_client_id_key')) throw error;
    return { run: (await startedBefore(deps.db, actor, clientId, expert.id))!, replayed: true };
  }
  void advanceInBackground(deps, row.id);
  return { run: row, replayed: false };
}

export async function ownRun(db: Database, actor: RunActor, id: string) {
  if (!isUuid(id)) throw new ApiError('RUN_NOT_FOUND');
  const [row] = await db
    .select()
    .from(runs)
    .where(and(eq(runs.id, id), eq(runs.userId, actor.userId), eq(runs.tenantId, actor.tenant)));
  if (!row) throw new ApiError('RUN_NOT_FOUND');
  return row;
}

/**
 * A run the caller may read: their own, or one that answers in a conversation they belong to (its members follow
 * the agent's work there). Anything else is RUN_NOT_FOUND, as if it did not exist.
 */
export async function visibleRun(db: Database, actor: RunActor, id: string) {
  if (!isUuid(id)) throw new ApiError('RUN_NOT_FOUND');
  const [row] = await db
    .select()
    .from(runs)
    .where(and(eq(runs.id, id), eq(runs.tenantId, actor.tenant)));
  if (!row) throw new ApiError('RUN_NOT_FOUND');
  if (row.userId === actor.userId) return row;
  if (row.conversationId && (await isConversationMember(db, row.conversationId, actor.userId))) return row;
  throw new ApiError('RUN_NOT_FOUND');
}

export async function provideInput(deps: RunsDeps, actor: RunActor, id: string, input: Record<string, unknown>) {
  const run = await ownRun(deps.db, actor, id);
  if (run.status !== 'waiting_input') throw new ApiError('RUN_STATUS_CONFLICT');
  await deps.db
    .update(runs)
    .set({ input: { ...run.input, ...input }, status: 'queued', updatedAt: new Date() })
    .where(eq(runs.id, id));
  void advanceInBackground(deps, id);
  return ownRun(deps.db, actor, id);
}

export async function retry(deps: RunsDeps, actor: RunActor, id: string) {
  const run = await ownRun(deps.db, actor, id);
  if (run.status !== 'failed') throw new ApiError('RUN_STATUS_CONFLICT');
  await deps.db.update(runs).set({ status: 'queued', error: null, updatedAt: new Date() }).where(eq(runs.id, id));
  void advanceInBackground(deps, id);
  return ownRun(deps.db, actor, id);
}

export async function cancel(deps: RunsDeps, actor: RunActor, id: string) {
  const run = await ownRun(deps.db, actor, id);
  if (['completed', 'failed', 'cancelled'].includes(run.status)) throw new ApiError('RUN_STATUS_CONFLICT');
  let row: typeof runs.$inferSelect | undefined;
  // The run stops and its answer with it, in one transaction: with the text it had, never left `streaming`. The
  // lease goes too, so a process still advancing it stops at its next write (engine.ts).
  const stop = async (tx: Database) => {
    [row] = await tx
      .update(runs)
      .set({ status: 'cancelled', leaseUntil: null, leaseOwner: null, finishedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(runs.id, id), notInArray(runs.status, ['completed', 'failed', 'cancelled'])))
      .returning();
    if (!row) throw new ApiError('RUN_STATUS_CONFLICT'); // it finished meanwhile
  };
  if (run.agentMessageId) await finishAgentMessage(deps, run.agentMessageId, { ok: true, stopped: 'cancelled' }, stop);
  else await deps.db.transaction((tx) => stop(tx as unknown as Database));
  abandonRunHere(id);
  // A chat's messages sent while this answer was written are answered now (chat.ts).
  void runHasEnded(deps, row!);
  return row!;
}

export async function listRuns(
  db: Database,
  actor: RunActor,
  query: { page: number; limit: number; status?: (typeof runs.$inferSelect)['status']; conversation_id?: string },
) {
  // A conversation's runs are its members' to follow, whoever started them; a non-member learns nothing (404).
  if (query.conversation_id && !(await isConversationMember(db, query.conversation_id, actor.userId))) {
    throw new ApiError('CONVERSATION_NOT_FOUND');
  }
  const where = and(
    eq(runs.tenantId, actor.tenant),
    query.conversation_id ? undefined : eq(runs.userId, actor.userId),
    query.status ? eq(runs.status, query.status) : undefined,
    query.conversation_id ? eq(runs.conversationId, query.conversation_id) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(runs)
      .where(where)
      .orderBy(...(query.conversation_id ? [desc(runs.createdAt)] : [desc(runs.updatedAt)]))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(runs).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
