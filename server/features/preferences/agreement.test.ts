/** Krippendorff's alpha (nominal) against values computed by hand from the coincidence matrix. */
import { describe, expect, it } from 'vitest';
import { krippendorffAlphaNominal } from './agreement.ts';

describe("Krippendorff's alpha, nominal", () => {
  it('four tasks [a a] [a b] [b b] [a a b]: o_aa 3, o_ab = o_ba 2, o_bb 2, n_a 5, n_b 4, n 9 → 1 − 8·4/40 = 0.2', () => {
    expect(
      krippendorffAlphaNominal([
        ['a', 'a'],
        ['a', 'b'],
        ['b', 'b'],
        ['a', 'a', 'b'],
      ]),
    ).toBeCloseTo(0.2, 12);
  });

  it('perfect agreement over two values is 1; units with one rater are left out', () => {
    expect(krippendorffAlphaNominal([['expert', 'expert'], ['rival', 'rival'], ['tie']])).toBe(1);
  });

  it('three categories [x y] [y z] [z x] [x x]: o_xx 2, each off-diagonal pair 1, n 8, n_x 4, n_y 2, n_z 2 → 1 − 7·6/40 = −0.05', () => {
    expect(
      krippendorffAlphaNominal([
        ['x', 'y'],
        ['y', 'z'],
        ['z', 'x'],
        ['x', 'x'],
      ]),
    ).toBeCloseTo(-0.05, 12);
  });

  it('undefined (null) with no pairable values or no variation at all', () => {
    expect(krippendorffAlphaNominal([])).toBeNull();
    expect(krippendorffAlphaNominal([['a'], ['b']])).toBeNull();
    expect(
      krippendorffAlphaNominal([
        ['a', 'a'],
        ['a', 'a', 'a'],
      ]),
    ).toBeNull();
  });
});
