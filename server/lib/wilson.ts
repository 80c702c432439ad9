/**
 * The Wilson score interval for a share (successes out of n trials), at 95 % (z = 1.96). Written by hand: it is five
 * lines, and a library for it would be larger than the formula. Unlike the plain "p ± z·√(p(1−p)/n)" it stays inside
 * [0, 1] and is wide when n is small, which is why the catalog sorts by its lower bound (three lucky runs out of three
 * do not beat three hundred good ones). The SQL twin that the catalog's sort uses is `wilsonLowSql` in
 * server/features/catalog/quality.ts; the tests hold them equal.
 */
export const WILSON_Z = 1.96;

export interface Interval {
  low: number;
  high: number;
}

export function wilsonInterval(successes: number, n: number, z = WILSON_Z): Interval | null {
  if (!Number.isInteger(successes) || !Number.isInteger(n) || n <= 0 || successes < 0 || successes > n) return null;
  const p = successes / n;
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denominator;
  const half = (z / denominator) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
