/** Agreement per rater and the weighted win share, against values counted by hand. */
import { describe, expect, it } from 'vitest';
import type { PreferenceOutcome } from '../../../contract/preferences/entities.ts';
import { raterAgreements, weightedWinShare } from './rater-agreement.ts';

/** Tasks t1–t3, raters a–d; d disagrees with everyone. */
const PLAN: Record<string, Record<string, PreferenceOutcome>> = {
  t1: { a: 'expert', b: 'expert', c: 'expert', d: 'rival' },
  t2: { a: 'rival', b: 'rival', c: 'tie', d: 'expert' },
  t3: { a: 'expert', b: 'expert', d: 'both_bad' },
  t4: { a: 'expert' },
};
const RATINGS = Object.entries(PLAN).flatMap(([taskId, raters]) =>
  Object.entries(raters).map(([raterId, outcome]) => ({ taskId, raterId, outcome })),
);

describe('agreement per rater', () => {
  it('a: t1 2 of 3, t2 1 of 3, t3 1 of 2, t4 none → 4/8; d: 0 of 3, 0 of 3, 0 of 2 → 0/8, flagged', () => {
    const byRater = Object.fromEntries(raterAgreements(RATINGS).map((row) => [row.raterId, row]));
    expect(byRater.a).toEqual({ raterId: 'a', ratings: 4, compared: 8, agreed: 4, agreement: 0.5, flagged: false });
    // b: t1 2 of 3 (a, c), t2 1 of 3 (a), t3 1 of 2 (a) → 4/8: exactly one half is not under it.
    expect(byRater.b).toMatchObject({ ratings: 3, compared: 8, agreed: 4, agreement: 0.5, flagged: false });
    // c: t1 2 of 3 (a, b), t2 0 of 3 → 2/6: under one half and under the median rater (between 1/3 and 1/2), over
    // six comparisons: flagged.
    expect(byRater.c).toMatchObject({ ratings: 2, compared: 6, agreed: 2, agreement: 1 / 3, flagged: true });
    expect(byRater.d).toMatchObject({ ratings: 3, compared: 8, agreed: 0, agreement: 0, flagged: true });
  });

  it('a set where everyone disagrees flags only whoever agrees less than the median rater', () => {
    // Each of a, b, c agrees with one of the two others on t1 and none on t2 (1/4 each); d agrees with nobody (0/6).
    const rows = raterAgreements([
      { taskId: 't1', raterId: 'a', outcome: 'expert' },
      { taskId: 't1', raterId: 'b', outcome: 'expert' },
      { taskId: 't1', raterId: 'c', outcome: 'rival' },
      { taskId: 't1', raterId: 'd', outcome: 'tie' },
      { taskId: 't2', raterId: 'a', outcome: 'expert' },
      { taskId: 't2', raterId: 'b', outcome: 'rival' },
      { taskId: 't2', raterId: 'c', outcome: 'tie' },
      { taskId: 't2', raterId: 'd', outcome: 'both_bad' },
    ]);
    // a: 1/3 + 0/3 = 1/6; b: 1/6; c: 0/6; d: 0/6. Median 1/12: c and d under it, a and b not.
    expect(rows.map((row) => [row.raterId, row.agreement, row.flagged])).toEqual([
      ['a', 1 / 6, false],
      ['b', 1 / 6, false],
      ['c', 0, true],
      ['d', 0, true],
    ]);
  });

  it('too few comparisons never flag; a lone rating has no agreement', () => {
    const two = raterAgreements([
      { taskId: 't', raterId: 'a', outcome: 'expert' },
      { taskId: 't', raterId: 'b', outcome: 'rival' },
      { taskId: 'u', raterId: 'c', outcome: 'tie' },
    ]);
    expect(two.map((row) => [row.raterId, row.agreement, row.flagged])).toEqual([
      ['a', 0, false],
      ['b', 0, false],
      ['c', null, false],
    ]);
  });

  it('the weighted win share counts a flagged rater’s decisive ratings half', () => {
    // Decisive: a expert×3 + rival×1 (weight 1), b expert×2 + rival×1 (1), c expert×1 (½), d rival×1 + expert×1 (½).
    // Wins 3 + 2 + 0.5 + 0.5 = 6; decisive 4 + 3 + 0.5 + 1 = 8.5 → 6 / 8.5.
    expect(weightedWinShare(RATINGS, raterAgreements(RATINGS))).toBeCloseTo(6 / 8.5, 12);
    expect(weightedWinShare([{ taskId: 't', raterId: 'a', outcome: 'tie' }], [])).toBeNull();
  });
});
