/**
 * Agent analytics for a creator: what their experts answered and how people reviewed it, counted from the stored
 * runs and review items when asked (the last 30 days; eight weeks by decision, in the creator's time zone).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AgentAnalytics } from '../../../contract/hitl/entities.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { experts } from '../catalog/schema.ts';
import { isCreator } from '../catalog/service.ts';
import { runs } from '../runs/schema.ts';
import { reviewItems } from './schema.ts';

const WEEKS = 8;
const int = (fragment: ReturnType<typeof sql>) => sql<number>`${fragment}`.mapWith(Number);
const last30Days = sql`${reviewItems.decidedAt} >= now() - interval '30 days'`;
const decided = (type: string) => int(sql`count(*) filter (where ${last30Days} and ${reviewItems.decisionType} = ${type})`);
const medianReview = sql<
  number | null
>`percentile_cont(0.5) within group (order by extract(epoch from ${reviewItems.decidedAt} - ${reviewItems.createdAt})) filter (where ${last30Days})`;
const reviewFigures = {
  accept: decided('accept'),
  edit: decided('edit'),
  respond: decided('respond'),
  ignore: decided('ignore'),
  pending: int(sql`count(*) filter (where ${reviewItems.status} = 'pending')`),
  median: medianReview,
};

type ReviewRow = { accept: number; edit: number; respond: number; ignore: number; pending: number; median: unknown };
const NO_REVIEWS: ReviewRow = { accept: 0, edit: 0, respond: 0, ignore: 0, pending: 0, median: null };

const seconds = (value: unknown) => (value === null || value === undefined ? null : Math.round(Number(value)));
const decisionsOf = ({ accept, edit, respond, ignore }: ReviewRow) => ({ accept, edit, respond, ignore });

export async function agentAnalytics(db: Database, creatorId: string, timeZone: string): Promise<AgentAnalytics> {
  if (!(await isCreator(db, creatorId))) throw new ApiError('CREATOR_REQUIRED');
  const mine = await db
    .select({ id: experts.id, slug: experts.slug, name: experts.name })
    .from(experts)
    .where(eq(experts.creatorId, creatorId));
  const ids = mine.map((expert) => expert.id);
  const ofMine = ids.length > 0 ? inArray(runs.expertId, ids) : sql`false`;
  const localWeek = sql`date_trunc('week', now() at time zone ${timeZone})`;
  const itemWeek = sql<string>`to_char(date_trunc('week', ${reviewItems.decidedAt} at time zone ${timeZone}), 'YYYY-MM-DD')`;

  const [answers, reviewsByExpert, [overall], weekRows, firstWeek] = await Promise.all([
    db
      .select({
        expertId: runs.expertId,
        answers: int(sql`count(*) filter (where ${runs.finishedAt} >= now() - interval '30 days')`),
        previous: int(
          sql`count(*) filter (where ${runs.finishedAt} < now() - interval '30 days' and ${runs.finishedAt} >= now() - interval '60 days')`,
        ),
      })
      .from(runs)
      .where(and(ofMine, eq(runs.status, 'completed')))
      .groupBy(runs.expertId),
    db
      .select({ expertId: runs.expertId, ...reviewFigures })
      .from(reviewItems)
      .innerJoin(runs, eq(runs.id, reviewItems.runId))
      .where(ofMine)
      .groupBy(runs.expertId),
    db.select(reviewFigures).from(reviewItems).innerJoin(runs, eq(runs.id, reviewItems.runId)).where(ofMine),
    db
      .select({ week: itemWeek, type: reviewItems.decisionType, n: int(sql`count(*)`) })
      .from(reviewItems)
      .innerJoin(runs, eq(runs.id, reviewItems.runId))
      .where(
        and(
          ofMine,
          eq(reviewItems.status, 'decided'),
          sql`${reviewItems.decidedAt} >= ((${localWeek} - interval '7 weeks') at time zone ${timeZone})`,
        ),
      )
      // By position: the zone is a bound parameter, so a repeated expression would not match the selected one.
      .groupBy(sql`1`, sql`2`),
    db.execute(sql`select to_char(${localWeek} - interval '7 weeks', 'YYYY-MM-DD') as start`) as unknown as Promise<{
      rows: { start: string }[];
    }>,
  ]);

  const answersOf = new Map(answers.map((row) => [row.expertId, row]));
  const reviewsOf = new Map(reviewsByExpert.map((row) => [row.expertId, row]));
  const totals = overall ?? NO_REVIEWS;
  return {
    answers: answers.reduce((sum, row) => sum + row.answers, 0),
    answers_previous: answers.reduce((sum, row) => sum + row.previous, 0),
    decisions: decisionsOf(totals),
    pending: totals.pending,
    median_review_seconds: seconds(totals.median),
    weeks: weeksFrom(firstWeek.rows[0]?.start ?? new Date().toISOString().slice(0, 10), weekRows),
    experts: mine
      .map((expert) => {
        const reviews = reviewsOf.get(expert.id) ?? NO_REVIEWS;
        return {
          expert,
          answers: answersOf.get(expert.id)?.answers ?? 0,
          decisions: decisionsOf(reviews),
          pending: reviews.pending,
          median_review_seconds: seconds(reviews.median),
        };
      })
      .sort((a, b) => b.answers - a.answers || a.expert.name.localeCompare(b.expert.name)),
  };
}

/** Eight Monday-first weeks from `start` (a date), each with its decisions, weeks without any at zero. */
function weeksFrom(start: string, rows: { week: string; type: string | null; n: number }[]): AgentAnalytics['weeks'] {
  return Array.from({ length: WEEKS }, (_, index) => {
    const day = new Date(`${start}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + 7 * index);
    const week_start = day.toISOString().slice(0, 10);
    const count = (type: string) => rows.find((row) => row.week === week_start && row.type === type)?.n ?? 0;
    return { week_start, decisions: { accept: count('accept'), edit: count('edit'), respond: count('respond'), ignore: count('ignore') } };
  });
}
