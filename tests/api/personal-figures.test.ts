/**
 * Personal 2's figures, counted from stored rows: a person's runs (in progress, this month and last in their time
 * zone, median time to an answer, by weekday, experts ran most; only this site's, only theirs) and their spending
 * (succeeded payments per currency and category, unused paid runs). The runs are real ones, then moved in time.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectValidationIssues, signedInUser, useTestApp } from './helpers.ts';
import { eventually } from '../support/eventually.ts';
import { seedTestCatalog } from '../support/catalog.ts';
import { payFor } from '../support/billing.ts';
import { createStorageAdapter } from '../../server/adapters/storage/index.ts';
import { seedProtocols } from '../../server/features/protocols/seed-step.ts';
import { payments } from '../../server/features/billing/schema.ts';
import { runs } from '../../server/features/runs/schema.ts';

const t = useTestApp();
beforeAll(async () => {
  await seedTestCatalog(t);
  await seedProtocols({ db: t.db, storage: createStorageAdapter(t.env) });
}, 180_000);

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The calendar month (year * 12 + month) an instant falls in, in a time zone. */
function monthIn(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en', { timeZone, year: 'numeric', month: 'numeric' }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return part('year') * 12 + part('month');
}

/** Monday 0 … Sunday 6, in a time zone. */
function weekdayIn(instant: Date, timeZone: string): number {
  const name = new Intl.DateTimeFormat('en', { timeZone, weekday: 'short' }).format(instant);
  return ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(name);
}

type Person = Awaited<ReturnType<typeof signedInUser>>;

/** One real run of resume-tailor (paid for), awaited to its end; the template the other rows are cloned from. */
async function finishedRun(person: Person) {
  await payFor(t, person.userId, 'resume-tailor', 1);
  const started = await person.client.post('/api/runs', { expert: 'resume-tailor', message: 'Tailor my resume for a data analyst post' });
  expect(started.status).toBe(201);
  const id = ((await started.json()) as { data: { id: string } }).data.id;
  return eventually(`run ${id} completes`, async () => {
    const [row] = await t.db.select().from(runs).where(eq(runs.id, id));
    return row?.status === 'completed' ? row : undefined;
  });
}

describe('GET /api/runs/activity', () => {
  it("counts only the person's runs on this site, by month and weekday in their zone, with the median time to an answer", async () => {
    const person = await signedInUser(t.app);
    const template = await finishedRun(person);
    const now = Date.now();
    // Finished runs at known instants; durations 10 s, 20 s, 60 s among the last 30 days' completions.
    const finished = [
      { at: new Date(now - 2 * HOUR), seconds: 10 },
      { at: new Date(now - 3 * DAY), seconds: 20 },
      { at: new Date(now - 10 * DAY), seconds: 60 },
      { at: new Date(now - 45 * DAY), seconds: 5 },
    ];
    await t.db
      .update(runs)
      .set({ createdAt: new Date(finished[0]!.at.getTime() - 10_000), finishedAt: finished[0]!.at })
      .where(eq(runs.id, template.id));
    const clone = ({ id: _id, clientId: _clientId, ...row }: typeof template, changes: Partial<typeof template>) => ({
      ...row,
      ...changes,
    });
    await t.db.insert(runs).values([
      ...finished
        .slice(1)
        .map(({ at, seconds }) => clone(template, { createdAt: new Date(at.getTime() - seconds * 1000), finishedAt: at })),
      clone(template, { status: 'running', finishedAt: null }),
      clone(template, { status: 'waiting_review', finishedAt: null }),
      clone(template, { status: 'failed', finishedAt: new Date(now - HOUR) }),
      // Another site's run is not this site's task.
      clone(template, { tenantId: 'pubschool', finishedAt: new Date(now - HOUR) }),
    ]);

    for (const zone of ['UTC', 'Asia/Tokyo', 'America/Los_Angeles']) {
      const response = await person.client.get(`/api/runs/activity?tz=${encodeURIComponent(zone)}`);
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as { data: Record<string, unknown> };
      const thisMonth = monthIn(new Date(now), zone);
      const inMonth = (month: number) => finished.filter(({ at }) => monthIn(at, zone) === month).length;
      const byWeekday = [0, 0, 0, 0, 0, 0, 0];
      for (const { at } of finished.filter(({ at }) => now - at.getTime() < 28 * DAY)) byWeekday[weekdayIn(at, zone)]! += 1;
      expect(data, zone).toEqual({
        in_progress: 2,
        waiting_review: 1,
        completed_this_month: inMonth(thisMonth),
        completed_last_month: inMonth(thisMonth - 1),
        failed_this_month: monthIn(new Date(now - HOUR), zone) === thisMonth ? 1 : 0,
        median_answer_seconds: 20,
        completed_by_weekday: byWeekday,
        top_experts: [{ expert: { id: template.expertId, slug: 'resume-tailor', name: expect.any(String) }, runs: 6 }],
      });
    }

    // A stranger sees their own nothing; an unknown zone is a clear 422 naming the field.
    const stranger = await signedInUser(t.app);
    const empty = (await (await stranger.client.get('/api/runs/activity')).json()) as { data: unknown };
    expect(empty.data).toEqual({
      in_progress: 0,
      waiting_review: 0,
      completed_this_month: 0,
      completed_last_month: 0,
      failed_this_month: 0,
      median_answer_seconds: null,
      completed_by_weekday: [0, 0, 0, 0, 0, 0, 0],
      top_experts: [],
    });
    const issues = await expectValidationIssues(await stranger.client.get('/api/runs/activity?tz=Mars%2FOlympus'));
    expect(issues).toEqual([expect.objectContaining({ loc: ['query', 'tz'], msg: 'Use an IANA time zone such as Europe/Paris' })]);
    expect((await t.app.request('http://localhost/api/runs/activity')).status).toBe(401);
  });
});

describe('GET /api/billing/spending', () => {
  it('sums succeeded payments this month and last by currency and category; unused paid runs count', async () => {
    const person = await signedInUser(t.app);
    await payFor(t, person.userId, 'resume-tailor', 3);
    const rows = await t.db.select().from(payments).where(eq(payments.userId, person.userId));
    expect(rows.map((row) => row.amount)).toEqual([600, 600, 600]);
    // One purchase moves to 40 days ago (last month or the one before, depending on today), one failed payment.
    const moved = new Date(Date.now() - 40 * DAY);
    await t.db.update(payments).set({ createdAt: moved }).where(eq(payments.id, rows[0]!.id));
    const { id: _id, ...failed } = rows[1]!;
    await t.db.insert(payments).values({ ...failed, status: 'failed', idempotencyKey: 'failed-one', declineCode: 'card_declined' });

    const response = await person.client.get('/api/billing/spending?tz=UTC');
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Record<string, unknown> };
    const thisMonth = monthIn(new Date(), 'UTC');
    const movedMonth = monthIn(moved, 'UTC');
    const currentMonthRows = rows.slice(1).filter((row) => monthIn(row.createdAt, 'UTC') === thisMonth).length;
    expect(data).toEqual({
      currencies: [
        {
          currency: 'USD',
          this_month: 600 * currentMonthRows,
          last_month: movedMonth === thisMonth - 1 ? 600 : 0,
          by_category:
            currentMonthRows > 0
              ? [{ category: expect.objectContaining({ slug: expect.any(String) }), amount: 600 * currentMonthRows }]
              : [],
        },
      ],
      unused_run_credits: 3,
      active_subscriptions: 0,
    });

    const stranger = await signedInUser(t.app);
    const nothing = (await (await stranger.client.get('/api/billing/spending')).json()) as { data: unknown };
    expect(nothing.data).toEqual({ currencies: [], unused_run_credits: 0, active_subscriptions: 0 });
  });
});
