/** A person's runs in figures (Personal 2), counted from the stored runs in three small grouped queries. */
import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { RunActivity } from '../../../contract/runs/entities.ts';
import type { Database } from '../../db/client.ts';
import { localMonths } from '../../lib/local-months.ts';
import { experts } from '../catalog/schema.ts';
import { runs } from './schema.ts';

const IN_PROGRESS = ['queued', 'running', 'waiting_input', 'waiting_review'] as const;
const TOP_EXPERTS = 5;

export async function runActivity(db: Database, actor: { userId: string; tenant: string }, timeZone: string): Promise<RunActivity> {
  // As in the task list: the runs started on this site.
  const mine = and(eq(runs.userId, actor.userId), eq(runs.tenantId, actor.tenant));
  const { thisMonthStart, lastMonthStart } = localMonths(timeZone);
  const completed = sql`${runs.status} = 'completed'`;
  const inLast30Days = sql`${runs.finishedAt} >= now() - interval '30 days'`;
  const [row] = await db
    .select({
      in_progress: sql<number>`count(*) filter (where ${inArray(runs.status, [...IN_PROGRESS])})`.mapWith(Number),
      waiting_review: sql<number>`count(*) filter (where ${runs.status} = 'waiting_review')`.mapWith(Number),
      completed_this_month: sql<number>`count(*) filter (where ${completed} and ${runs.finishedAt} >= ${thisMonthStart})`.mapWith(Number),
      completed_last_month:
        sql<number>`count(*) filter (where ${completed} and ${runs.finishedAt} >= ${lastMonthStart} and ${runs.finishedAt} < ${thisMonthStart})`.mapWith(
          Number,
        ),
      failed_this_month: sql<number>`count(*) filter (where ${runs.status} = 'failed' and ${runs.finishedAt} >= ${thisMonthStart})`.mapWith(
        Number,
      ),
      median_answer_seconds: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from ${runs.finishedAt} - ${runs.createdAt})) filter (where ${completed} and ${inLast30Days})`,
    })
    .from(runs)
    .where(mine);

  // An aggregate without grouping always answers one row; the fallback only satisfies the type.
  const figures = row ?? {
    in_progress: 0,
    waiting_review: 0,
    completed_this_month: 0,
    completed_last_month: 0,
    failed_this_month: 0,
    median_answer_seconds: null,
  };

  // ISO weekday 1 (Monday) to 7, in the person's zone; 28 days are four of each weekday.
  const weekday = sql<number>`extract(isodow from ${runs.finishedAt} at time zone ${timeZone})`.mapWith(Number);
  const byWeekday = await db
    .select({ weekday, runs: count() })
    .from(runs)
    .where(and(mine, eq(runs.status, 'completed'), sql`${runs.finishedAt} >= now() - interval '28 days'`))
    // By position: the zone is a bound parameter, so a repeated expression would not match the selected one.
    .groupBy(sql`1`);
  const completedByWeekday = Array.from({ length: 7 }, (_, index) => byWeekday.find((row) => row.weekday === index + 1)?.runs ?? 0);

  const top = await db
    .select({ id: experts.id, slug: experts.slug, name: experts.name, runs: count() })
    .from(runs)
    .innerJoin(experts, eq(experts.id, runs.expertId))
    .where(and(mine, gte(runs.createdAt, sql`now() - interval '30 days'`)))
    .groupBy(experts.id, experts.slug, experts.name)
    .orderBy(desc(count()), experts.name)
    .limit(TOP_EXPERTS);

  return {
    ...figures,
    median_answer_seconds: figures.median_answer_seconds === null ? null : Math.round(Number(figures.median_answer_seconds) * 10) / 10,
    completed_by_weekday: completedByWeekday,
    top_experts: top.map(({ runs: ran, ...expert }) => ({ expert, runs: ran })),
  };
}
