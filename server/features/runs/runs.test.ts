/**
 * Protocols and runs on the seeded catalog (PGlite): validation names the step, a published version cannot change,
 * an embedded run completes offline quoting the expert's knowledge, a review gate pauses and a decision resumes,
 * another person's run is 404, and injected markdown renders inert.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, signedInUser, useTestApp } from '../../../tests/api/helpers.ts';
import { eventually } from '../../../tests/support/eventually.ts';
import { approvedCreator, expertBody, seedTestCatalog, signInAdmin, signInDemo } from '../../../tests/support/catalog.ts';
import { createStorageAdapter } from '../../adapters/storage/index.ts';
import { seedProtocolContent, seedProtocols } from '../protocols/seed-step.ts';
import { and, eq } from 'drizzle-orm';
import { createInProcessEventsAdapter } from '../../adapters/events/index.ts';
import { resumeRuns } from './lease.ts';
import { decide } from '../hitl/queue.ts';
import { reviewItems } from '../hitl/schema.ts';
import { runSteps, runs } from './schema.ts';
import { demoUserId, payFor } from '../../../tests/support/billing.ts';

const t = useTestApp();
beforeAll(async () => {
  await seedTestCatalog(t);
  // resume-tailor is sold per run: the demo member pays for the runs these tests start (billing).
  await payFor(t, await demoUserId(t), 'resume-tailor', 6);
  await seedProtocols({ db: t.db, storage: createStorageAdapter(t.env) });
}, 180_000);

type RunBody = {
  data: {
    id: string;
    status: string;
    output: { markdown: string; html: string } | null;
    steps: { step_id: string; citations: unknown[] }[];
    review_items: { id: string }[];
    provider_label: string;
  };
};

async function runUntil(client: Awaited<ReturnType<typeof signInDemo>>, id: string, statuses: string[]) {
  return eventually(`run ${id} reaches ${statuses.join('/')}`, async () => {
    const body = (await (await client.get(`/api/runs/${id}`)).json()) as RunBody;
    return statuses.includes(body.data.status) ? body.data : undefined;
  });
}

describe('protocol versions', () => {
  it('refuses to publish with errors that name the step, and never changes a published version', async () => {
    const admin = await signInAdmin(t);
    const creator = await approvedCreator(t, admin);
    const expert = (
      await (await creator.client.post('/api/creator/experts', expertBody({ slug: undefined, name: `Proto ${Date.now()}` }))).json()
    ).data;
    const content = seedProtocolContent(false);
    content.steps[1]!.output_template = 'Hello {{input.nickname}}';
    const created = await creator.client.post(`/api/creator/experts/${expert.id}/protocol/versions`, { content });
    expect(created.status).toBe(201);
    const version = (await created.json()).data;
    const refused = await creator.client.post(`/api/creator/protocol-versions/${version.id}/publish`, {});
    expect(refused.status).toBe(422);
    const refusal = await refused.json();
    expect(refusal.error_code).toBe('PROTOCOL_INVALID');
    const detail = refusal.detail as { loc: unknown[]; msg: string }[];
    expect(detail[0]!.loc).toEqual(['steps', 'answer', 'output_template']);
    expect(detail[0]!.msg).toContain('Step "answer"');

    content.steps[1]!.output_template = '{{knowledge}}';
    expect((await creator.client.request('PUT', `/api/creator/protocol-versions/${version.id}`, { json: content })).status).toBe(200);
    expect((await creator.client.post(`/api/creator/protocol-versions/${version.id}/publish`, {})).status).toBe(200);
    await expectError(
      await creator.client.request('PUT', `/api/creator/protocol-versions/${version.id}`, { json: content }),
      409,
      'PROTOCOL_VERSION_IMMUTABLE',
    );
    // Someone else cannot see the version at all.
    const stranger = await signedInUser(t.app);
    await expectError(await stranger.client.get(`/api/creator/protocol-versions/${version.id}`), 404, 'PROTOCOL_VERSION_NOT_FOUND');
  });
});

describe('runs with the embedded protocol runner', () => {
  it('completes offline, quoting the knowledge file with its source, and only its owner reads it', async () => {
    const demo = await signInDemo(t);
    const started = await demo.post('/api/runs', { expert: 'resume-tailor', message: 'How do I tailor my resume to a job posting?' });
    expect(started.status, await started.clone().text()).toBe(201);
    const run = await runUntil(demo, (await started.json()).data.id, ['completed', 'failed']);
    expect(run.status).toBe('completed');
    expect(run.provider_label).toBe('Guided protocol');
    expect(run.output!.markdown).toContain('You asked: *How do I tailor my resume to a job posting?*');
    // Cited by title, never by file name (issue 24).
    expect(run.output!.markdown).toMatch(/\n1\. Resume tailor: /);
    expect(run.output!.markdown).not.toMatch(/\.(md|txt|pdf)\b/);
    expect(run.steps.find((s) => s.step_id === 'answer')!.citations.length).toBeGreaterThan(0);

    const other = await signedInUser(t.app);
    await expectError(await other.client.get(`/api/runs/${run.id}`), 404, 'RUN_NOT_FOUND');
    const mine = (await (await demo.get('/api/runs')).json()).data as { id: string }[];
    expect(mine.map((r) => r.id)).toContain(run.id);
  });

  it('pauses at a review gate; the creator’s edit resumes it and renders injected markdown inert', async () => {
    const demo = await signInDemo(t);
    const started = await demo.post('/api/runs', { expert: 'gut-symptom-journal', message: 'What should I write down each day?' });
    const paused = await runUntil(demo, (await started.json()).data.id, ['waiting_review']);
    const itemId = paused.review_items[0]!.id;
    // The run's owner reads the item but cannot decide it.
    await expectError(await demo.post(`/api/review-items/${itemId}/decision`, { type: 'accept' }), 403, 'FORBIDDEN');
    const [item] = await t.db.select().from(reviewItems).where(eq(reviewItems.id, itemId));
    const deps = { db: t.db, env: t.env, events: createInProcessEventsAdapter(), logger: { warn() {}, error() {} } };
    const injected = 'Checked. <img src=x onerror="alert(1)"> [more](javascript:alert(1))';
    await decide(deps, { userId: item!.reviewerId, tenant: 'main' }, itemId, { type: 'edit', args: { answer: injected } });
    const done = await runUntil(demo, paused.id, ['completed', 'failed']);
    expect(done.status).toBe('completed');
    expect(done.output!.markdown).toBe(injected);
    expect(done.output!.html).not.toMatch(/<img/);
    expect(done.output!.html).not.toMatch(/href="javascript:/);
    await expectError(
      await demo
        .get(`/api/review-items/${itemId}`)
        .then(async (r) => (r.status === 200 ? demo.post(`/api/review-items/${itemId}/decision`, { type: 'accept' }) : r)),
      403,
      'FORBIDDEN',
    );
  });

  it('survives a restart mid-run: a new process takes up a run whose lease lapsed and runs the cut step again', async () => {
    const demo = await signInDemo(t);
    const started = await demo.post('/api/runs', { expert: 'resume-tailor', message: 'Which skills should I list first?' });
    const finished = await runUntil(demo, (await started.json()).data.id, ['completed']);
    const lastStep = finished.steps.at(-1)!.step_id;
    // Put the run back where a process that died during its last step left it: running, that step's attempt
    // still 'running', and a lease that ran out when the process stopped renewing it.
    await t.db
      .update(runs)
      .set({ status: 'running', cursor: lastStep, output: null, finishedAt: null, leaseUntil: new Date(Date.now() - 1000) })
      .where(eq(runs.id, finished.id));
    await t.db
      .update(runSteps)
      .set({ status: 'running', finishedAt: null })
      .where(and(eq(runSteps.runId, finished.id), eq(runSteps.stepId, lastStep)));
    // A run another process holds (its lease is live) is left alone.
    const held = (await (await demo.post('/api/runs', { expert: 'resume-tailor', message: 'And my summary?' })).json()).data.id as string;
    await runUntil(demo, held, ['completed']);
    await t.db
      .update(runs)
      .set({ status: 'running', leaseUntil: new Date(Date.now() + 60_000) })
      .where(eq(runs.id, held));

    // The "new process" starts: what createApp does on start-up.
    const deps = { db: t.db, env: t.env, events: createInProcessEventsAdapter(), logger: { warn() {}, error() {} } };
    expect(await resumeRuns(deps)).toBe(1);
    const resumed = await runUntil(demo, finished.id, ['completed', 'failed']);
    expect(resumed.status).toBe('completed');
    expect(resumed.output!.markdown).toContain('You asked: *Which skills should I list first?*');
    const attempts = await t.db
      .select({ status: runSteps.status, error: runSteps.error })
      .from(runSteps)
      .where(and(eq(runSteps.runId, finished.id), eq(runSteps.stepId, lastStep)));
    expect(attempts.map((attempt) => attempt.status).sort()).toEqual(['completed', 'failed']);
    expect(attempts.find((attempt) => attempt.status === 'failed')!.error).toMatchObject({ code: 'interrupted' });
    expect((await t.db.select({ status: runs.status }).from(runs).where(eq(runs.id, held)))[0]!.status).toBe('running');
  });
});
