/**
 * Ordering by rating uses a Bayesian average rather than the raw mean (issue 16): every expert starts as if it had
 * PRIOR_WEIGHT reviews of PRIOR_MEAN stars, so one 5-star review does not outrank forty reviews averaging 4.7. A
 * fixed prior (not the catalog's running mean) keeps the score a function of the expert's own row, so the service
 * updates it in the same statement that changes the counts.
 */
import { sql, type SQL } from 'drizzle-orm';

export const PRIOR_MEAN = 3;
export const PRIOR_WEIGHT = 5;

export function bayesianScore(count: number, sum: number): number {
  return (PRIOR_MEAN * PRIOR_WEIGHT + sum) / (PRIOR_WEIGHT + count);
}

/** SQL for the score from count and sum expressions (used inside UPDATE … SET). */
export function bayesianScoreSql(count: SQL, sum: SQL): SQL {
  return sql`(${PRIOR_MEAN * PRIOR_WEIGHT}::double precision + ${sum}) / (${PRIOR_WEIGHT} + ${count})`;
}
