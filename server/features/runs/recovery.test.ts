/**
 * Runs after a crash, in-process parts (issue 28, finding 7; the real kill -9 is tests/api/run-crashes.test.ts):
 * a start retried with its client id answers the first run (in parallel too), a run whose holder stopped is taken over
 * by the next sweep, and an answer left streaming beside a run that ended is settled from the run.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, useTestApp } from '../../../tests/api/helpers.ts';
import { createInProcessEventsAdapter } from '../../adapters/events/index.ts';
import { createStorageAdapter } from '../../adapters/storage/index.ts';
import { seedTestCatalog, signInDemo } from '../../../tests/support/catalog.ts';
import { messages } from '../messaging/schema.ts';
import { seedProtocols } from '../protocols/seed-step.ts';
import { repairAnswers, startRunSweeps } from './lease.ts';
import { runUntil } from '../../../tests/support/runs.ts';
import { runs } from './schema.ts';
import { demoUserId, payFor } from '../../../tests/support/billing.ts';

const t = useTestApp();
beforeAll(async () => {
  await seedTestCatalog(t);
  // resume-tailor is sold per run: the demo member pays for the runs these tests start (billing).
  await payFor(t, await demoUserId(t), 'resume-tailor', 12);
  await seedProtocols({ db: t.db, storage: createStorageAdapter(t.env) });
}, 180_000);

const deps = () => ({ db: t.db, env: t.env, events: createInProcessEventsAdapter(), logger: { warn() {}, error() {} } });

describe('a start retried with its client id', () => {
  it('answers the first run, replayed; in parallel too; another expert with that id is a conflict', async () => {
    const demo = await signInDemo(t);
    const body = { expert: 'resume-tailor', message: 'What goes first on a resume?', client_id: `start-${Date.now()}` };
    const first = await demo.post('/api/runs', body);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await demo.post('/api/runs', body);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const id = (await first.json()).data.id;
    expect((await again.json()).data.id).toBe(id);

    const twins = { ...body, client_id: `twins-${Date.now()}` };
    const answers = await Promise.all(Array.from({ length: 8 }, () => demo.post('/api/runs', twins)));
    const ids = new Set(await Promise.all(answers.map(async (answer) => (await answer.json()).data.id)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
    expect(ids.size).toBe(1);
    const stored = await t.db.select({ id: runs.id }).from(runs).where(eq(runs.clientId, twins.client_id));
    expect(stored).toHaveLength(1);
    await expectError(await demo.post('/api/runs', { ...body, expert: 'household-budget-builder' }), 409, 'CLIENT_ID_CONFLICT');
  });
});

describe('a run whose process stopped', () => {
  it('is taken over by the next sweep of a live process, within its interval', async () => {
    const demo = await signInDemo(t);
    const done = await runUntil(
      demo,
      (await (await demo.post('/api/runs', { expert: 'resume-tailor', message: 'Which skills?' })).json()).data.id,
      ['completed'],
    );
    // As a process that died holding it leaves it: running, another process's lease, lapsed a moment ago.
    await t.db
      .update(runs)
      .set({
        status: 'running',
        cursor: 'answer',
        output: null,
        finishedAt: null,
        leaseOwner: crypto.randomUUID(),
        leaseUntil: new Date(Date.now() - 100),
      })
      .where(eq(runs.id, done.id));
    const stop = startRunSweeps(deps(), 100);
    try {
      const taken = await runUntil(demo, done.id, ['completed']);
      expect(taken.output!.markdown).toContain('Which skills?');
    } finally {
      stop();
    }
  });
});

describe('an answer left streaming', () => {
  it('beside a run that ended is settled from the run; one whose run still advances is left alone', async () => {
    const demo = await signInDemo(t);
    const opened = await demo.post('/api/conversations/direct', { expert_id: await expertId('resume-tailor') });
    const conversationId = (await opened.json()).data.id as string;
    const started = await demo.post('/api/runs', {
      expert: 'resume-tailor',
      message: 'How long should a resume be?',
      conversation_id: conversationId,
    });
    const run = await runUntil(demo, (await started.json()).data.id, ['completed']);
    const [row] = await t.db.select().from(runs).where(eq(runs.id, run.id));
    // What a crash between the two writes of an older version left: the run completed, its answer half streamed.
    await t.db.update(messages).set({ state: 'streaming', body: 'You asked' }).where(eq(messages.id, row!.agentMessageId!));
    expect(await repairAnswers(deps())).toBe(1);
    const [answer] = await t.db.select().from(messages).where(eq(messages.id, row!.agentMessageId!));
    expect(answer).toMatchObject({ state: 'complete', body: row!.output });
    // A run in progress keeps its streaming answer.
    await t.db.update(runs).set({ status: 'running' }).where(eq(runs.id, run.id));
    await t.db.update(messages).set({ state: 'streaming' }).where(eq(messages.id, row!.agentMessageId!));
    expect(await repairAnswers(deps())).toBe(0);
    await t.db
      .update(runs)
      .set({ status: 'completed' })
      .where(and(eq(runs.id, run.id)));
    expect(await repairAnswers(deps())).toBe(1);
  });
});

async function expertId(slug: string): Promise<string> {
  const response = await (await signInDemo(t)).get(`/api/experts/${slug}`);
  return (await response.json()).data.id as string;
}
