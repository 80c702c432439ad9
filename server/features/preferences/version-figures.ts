/**
 * The human feedback on each version of a creator's expert, for the protocol workbench beside its run figures:
 * blind preference ratings (a rating counts for the version that wrote either answer of its task, on whichever side
 * of the comparison the expert stood) and the review queue's decisions on the version's runs. Two grouped queries
 * over stored rows, merged by version.
 */
import { and, count, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { VersionFeedbackFigures } from '../../../contract/preferences/entities.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { wilsonInterval } from '../../lib/wilson.ts';
import { findExpertById } from '../catalog/service.ts';
import { reviewItems } from '../hitl/schema.ts';
import { protocolVersions } from '../protocols/schema.ts';
import { runs } from '../runs/schema.ts';
import { comparisonTasks, preferenceRatings } from './schema.ts';

const counted = (condition: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** One of the caller's own experts: what people said about an expert is its creator's to read (figures, datasets). */
export async function ownExpert(db: Database, userId: string, expertId: string) {
  const expert = await findExpertById(db, expertId);
  if (!expert || expert.creatorId !== userId) throw new ApiError('EXPERT_NOT_FOUND');
  return expert;
}

export async function versionFeedbackFigures(db: Database, userId: string, expertId: string): Promise<VersionFeedbackFigures[]> {
  return feedbackFiguresOf(db, (await ownExpert(db, userId, expertId)).id);
}

/** The figures of every version of an expert, for a caller that already knows who may read them. */
export async function feedbackFiguresOf(db: Database, expertId: string): Promise<VersionFeedbackFigures[]> {
  // The side this version's answer stood on in the task: 'expert' when it was the set's expert, else 'rival'.
  const side = sql`case when ${comparisonTasks.expertRunId} = ${runs.id} then 'expert' else 'rival' end`;
  const rated = await db
    .select({
      version_id: runs.versionId,
      ratings: count(),
      preferred: counted(sql`${preferenceRatings.outcome} = ${side}`),
      other_preferred: counted(sql`${preferenceRatings.outcome} in ('expert', 'rival') and ${preferenceRatings.outcome} <> ${side}`),
      ties: counted(sql`${preferenceRatings.outcome} = 'tie'`),
      both_bad: counted(sql`${preferenceRatings.outcome} = 'both_bad'`),
    })
    .from(preferenceRatings)
    .innerJoin(comparisonTasks, eq(comparisonTasks.id, preferenceRatings.taskId))
    .innerJoin(runs, or(eq(runs.id, comparisonTasks.expertRunId), eq(runs.id, comparisonTasks.rivalRunId)))
    .where(eq(runs.expertId, expertId))
    .groupBy(runs.versionId);

  const reviewed = await db
    .select({
      version_id: runs.versionId,
      reviews: count(),
      accepted: counted(sql`${reviewItems.decisionType} = 'accept'`),
      edited: counted(sql`${reviewItems.decisionType} = 'edit'`),
      responded: counted(sql`${reviewItems.decisionType} = 'respond'`),
      ignored: counted(sql`${reviewItems.decisionType} = 'ignore'`),
    })
    .from(reviewItems)
    .innerJoin(runs, eq(runs.id, reviewItems.runId))
    .where(and(eq(runs.expertId, expertId), isNotNull(reviewItems.decisionType)))
    .groupBy(runs.versionId);

  const ids = [...new Set([...rated, ...reviewed].map((row) => row.version_id))];
  if (ids.length === 0) return [];
  const versions = await db
    .select({ id: protocolVersions.id, number: protocolVersions.number })
    .from(protocolVersions)
    .where(inArray(protocolVersions.id, ids))
    .orderBy(desc(protocolVersions.number));
  const none = { ratings: 0, preferred: 0, other_preferred: 0, ties: 0, both_bad: 0 };
  const noReviews = { reviews: 0, accepted: 0, edited: 0, responded: 0, ignored: 0 };
  const rows = versions.map(({ id, number }) => {
    const { version_id: _r, ...ratings } = rated.find((row) => row.version_id === id) ?? { version_id: id, ...none };
    const { version_id: _v, ...reviews } = reviewed.find((row) => row.version_id === id) ?? { version_id: id, ...noReviews };
    return { version_id: id, number, ...ratings, ...reviews };
  });
  // Newest first: each version is held against the closest earlier one that has figures of the same measure.
  return rows.map((row, index) => ({ ...row, worse_than: worseThan(row, rows.slice(index + 1)) }));
}

type Figures = Omit<VersionFeedbackFigures, 'worse_than'>;
const MEASURES = {
  acceptance: (row: Figures) => ({ successes: row.accepted + row.edited, n: row.reviews }),
  preference: (row: Figures) => ({ successes: row.preferred, n: row.preferred + row.other_preferred }),
} as const;

/**
 * The first measure on which `row` fell below its closest earlier version beyond the uncertainty: the top of its
 * 95 % Wilson interval under the bottom of the earlier one's. Few decisions make wide intervals, so a handful of
 * unlucky answers never flags a version; a real drop does.
 */
function worseThan(row: Figures, earlier: Figures[]): VersionFeedbackFigures['worse_than'] {
  for (const [measure, of] of Object.entries(MEASURES) as [keyof typeof MEASURES, (typeof MEASURES)[keyof typeof MEASURES]][]) {
    const previous = earlier.find((other) => of(other).n > 0);
    const mine = of(row);
    if (!previous || mine.n === 0) continue;
    const theirs = of(previous);
    const [now, before] = [wilsonInterval(mine.successes, mine.n), wilsonInterval(theirs.successes, theirs.n)];
    if (now && before && now.high < before.low) {
      return { number: previous.number, measure, rate: mine.successes / mine.n, previous_rate: theirs.successes / theirs.n };
    }
  }
  return null;
}
