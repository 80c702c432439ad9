/**
 * Agreement per rater (issue 25 item 4): how often a rater's outcome matched each other rater's on the tasks they
 * both rated (pairwise percent agreement, leave-one-out: a rater is never compared with themself). Written by hand:
 * it is a count. A rater is flagged when, over at least MIN_COMPARED such comparisons, they agreed less than
 * FLAG_BELOW of the time and less than the set's median rater: absolute, so a careful minority is never flagged
 * for being outvoted once, and relative, so a hard set where everyone disagrees (a low alpha says so) does not flag
 * everyone. A flagged rater's ratings then weigh FLAGGED_WEIGHT in the set's weighted win share, so one careless or
 * adversarial rater moves a result less than a careful one. Alpha (agreement.ts) says how reliable
 * the set is as a whole; this says who makes it less so.
 */
import type { PreferenceOutcome } from '../../../contract/preferences/entities.ts';

export const FLAG_BELOW = 0.5;
export const MIN_COMPARED = 4;
export const FLAGGED_WEIGHT = 0.5;

export interface RatingOfTask {
  taskId: string;
  raterId: string;
  outcome: PreferenceOutcome;
}

export interface RaterAgreement {
  raterId: string;
  ratings: number;
  /** Comparisons with another rater's outcome on the same task. */
  compared: number;
  agreed: number;
  /** agreed / compared; null before any comparison. */
  agreement: number | null;
  flagged: boolean;
}

export function raterAgreements(ratings: readonly RatingOfTask[]): RaterAgreement[] {
  const byTask = new Map<string, RatingOfTask[]>();
  for (const rating of ratings) byTask.set(rating.taskId, [...(byTask.get(rating.taskId) ?? []), rating]);
  const raters = new Map<string, RaterAgreement>();
  for (const rating of ratings) {
    const others = byTask.get(rating.taskId)!.filter((other) => other.raterId !== rating.raterId);
    const row = raters.get(rating.raterId) ?? {
      raterId: rating.raterId,
      ratings: 0,
      compared: 0,
      agreed: 0,
      agreement: null,
      flagged: false,
    };
    row.ratings += 1;
    row.compared += others.length;
    row.agreed += others.filter((other) => other.outcome === rating.outcome).length;
    raters.set(rating.raterId, row);
  }
  const rows = [...raters.values()].map((row) => ({ ...row, agreement: row.compared > 0 ? row.agreed / row.compared : null }));
  const median = medianOf(rows.flatMap((row) => (row.agreement === null ? [] : [row.agreement])));
  return rows.map((row) => ({
    ...row,
    flagged: row.agreement !== null && row.compared >= MIN_COMPARED && row.agreement < FLAG_BELOW && row.agreement < median,
  }));
}

function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return 0;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The expert's win share on decisive ratings, each rating weighted by its rater (flagged raters count less). */
export function weightedWinShare(ratings: readonly RatingOfTask[], agreements: readonly RaterAgreement[]): number | null {
  const flagged = new Set(agreements.filter((row) => row.flagged).map((row) => row.raterId));
  let wins = 0;
  let decisive = 0;
  for (const rating of ratings) {
    if (rating.outcome !== 'expert' && rating.outcome !== 'rival') continue;
    const weight = flagged.has(rating.raterId) ? FLAGGED_WEIGHT : 1;
    decisive += weight;
    if (rating.outcome === 'expert') wins += weight;
  }
  return decisive > 0 ? wins / decisive : null;
}
