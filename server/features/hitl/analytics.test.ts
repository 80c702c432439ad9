/**
 * Agent analytics (GET /api/creator/agent-analytics) counted from stored runs and review items: a creator's gated
 * expert gets five questions; four are decided (accept, accept, edit, ignore), one waits; the ignored one is moved
 * 40 days back. The last 30 days, the eight weeks and the expert's row say exactly that; others see none of it.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, signedInUser, signIn, useTestApp } from '../../../tests/api/helpers.ts';
import { originOf, seedTestCatalog, signInAdmin } from '../../../tests/support/catalog.ts';
import { type PublishedExpert, publishedExpert, runUntil } from '../../../tests/support/runs.ts';
import { reviewItems } from './schema.ts';

const t = useTestApp();
let gated: PublishedExpert;
beforeAll(async () => {
  await seedTestCatalog(t);
  gated = await publishedExpert(t, await signInAdmin(t), { review: true, tenants: ['crohns'] });
}, 180_000);

const DAY = 86_400_000;

/** The Monday (UTC) that starts the week of `instant`, as YYYY-MM-DD. */
function mondayOf(instant: Date): string {
  const day = new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

describe('agent analytics', () => {
  it("counts the creator's answers and review decisions by window, week and expert; strangers and members see none", async () => {
    const account = await signedInUser(t.app);
    const asker = await signIn(t.app, account.email, account.password, originOf('crohns'));
    const decisions = [
      { type: 'accept', seconds: 60 },
      { type: 'accept', seconds: 120 },
      { type: 'edit', seconds: 180, args: { answer: 'Rest them a week.' } },
      { type: 'ignore', seconds: 240 },
      null,
    ] as const;
    const items: string[] = [];
    const runIds: string[] = [];
    for (const [index] of decisions.entries()) {
      const started = await asker.post('/api/runs', { expert: gated.expert.slug, message: `Pickle question ${index}` });
      expect(started.status).toBe(201);
      const run = await runUntil(asker, (await started.json()).data.id, ['waiting_review']);
      items.push(run.review_items[0]!.id);
      runIds.push(run.id);
    }
    const reviewer = gated.creator.client;
    for (const [index, decision] of decisions.entries()) {
      if (!decision) continue;
      const body = 'args' in decision ? { type: decision.type, args: decision.args } : { type: decision.type };
      expect((await reviewer.post(`/api/review-items/${items[index]}/decision`, body)).status).toBe(200);
    }
    const finished = await Promise.all(runIds.slice(0, 4).map((id) => runUntil(asker, id, ['completed', 'failed', 'cancelled'])));
    // Known review times: each item paused `seconds` before its decision; the ignored one 40 days ago.
    for (const [index, decision] of decisions.entries()) {
      if (!decision) continue;
      const [row] = await t.db.select().from(reviewItems).where(eq(reviewItems.id, items[index]!));
      const decidedAt = index === 3 ? new Date(Date.now() - 40 * DAY) : row!.decidedAt!;
      await t.db
        .update(reviewItems)
        .set({ decidedAt, createdAt: new Date(decidedAt.getTime() - decision.seconds * 1000) })
        .where(eq(reviewItems.id, items[index]!));
    }
    const decided = await t.db.select().from(reviewItems).where(eq(reviewItems.status, 'decided'));
    const mine = decided.filter((row) => items.includes(row.id));

    const response = await reviewer.get('/api/creator/agent-analytics?tz=UTC');
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Record<string, unknown> & { weeks: { week_start: string }[] } };
    const thisWeek = mondayOf(new Date());
    const weekStarts = Array.from({ length: 8 }, (_, i) =>
      mondayOf(new Date(new Date(`${thisWeek}T00:00:00Z`).getTime() - (7 - i) * 7 * DAY)),
    );
    const inWeek = (start: string, type: string) =>
      mine.filter((row) => mondayOf(row.decidedAt!) === start && row.decisionType === type).length;
    const decisionsThisMonth = { accept: 2, edit: 1, respond: 0, ignore: 0 };
    const answers = finished.filter((run) => run.status === 'completed').length;
    expect(answers).toBeGreaterThanOrEqual(3);
    expect(data).toEqual({
      answers,
      answers_previous: 0,
      decisions: decisionsThisMonth,
      pending: 1,
      median_review_seconds: 120,
      weeks: weekStarts.map((week_start) => ({
        week_start,
        decisions: {
          accept: inWeek(week_start, 'accept'),
          edit: inWeek(week_start, 'edit'),
          respond: 0,
          ignore: inWeek(week_start, 'ignore'),
        },
      })),
      experts: [{ expert: gated.expert, answers, decisions: decisionsThisMonth, pending: 1, median_review_seconds: 120 }],
    });
    expect(data.weeks.flatMap((week) => Object.values((week as unknown as { decisions: Record<string, number> }).decisions))).toContain(1);

    // Another creator counts only their own (nothing yet); a member who creates nothing is told so.
    const other = await publishedExpert(t, await signInAdmin(t), { review: true, tenants: ['crohns'] });
    const theirs = (await (await other.creator.client.get('/api/creator/agent-analytics')).json()).data as {
      answers: number;
      pending: number;
      experts: unknown[];
    };
    expect(theirs).toMatchObject({ answers: 0, pending: 0, experts: [expect.objectContaining({ expert: other.expert, answers: 0 })] });
    await expectError(await asker.get('/api/creator/agent-analytics'), 403, 'CREATOR_REQUIRED');
  });
});
