/**
 * Krippendorff's alpha for nominal data, written by hand (the formula is short and the kept libraries on npm are
 * unmaintained or pull in a statistics suite): alpha = 1 − D_o / D_e, from the coincidence matrix of the values
 * each unit (a task) received from its raters. Units with fewer than two values are not pairable and are left out.
 * Null when fewer than two pairable values exist or every value is the same (D_e = 0: alpha is undefined then).
 * Krippendorff (2011), "Computing Krippendorff's Alpha-Reliability", section C.
 */
export function krippendorffAlphaNominal(units: ReadonlyArray<ReadonlyArray<string>>): number | null {
  const coincidences = new Map<string, Map<string, number>>();
  const add = (c: string, k: string, weight: number) => {
    const row = coincidences.get(c) ?? new Map<string, number>();
    row.set(k, (row.get(k) ?? 0) + weight);
    coincidences.set(c, row);
  };
  for (const values of units) {
    const m = values.length;
    if (m < 2) continue;
    // Every ordered pair of two different raters' values, weighted 1 / (m − 1).
    for (let i = 0; i < m; i += 1) for (let j = 0; j < m; j += 1) if (i !== j) add(values[i]!, values[j]!, 1 / (m - 1));
  }
  const totals = new Map<string, number>();
  for (const [c, row] of coincidences)
    totals.set(
      c,
      [...row.values()].reduce((sum, value) => sum + value, 0),
    );
  const n = [...totals.values()].reduce((sum, value) => sum + value, 0);
  if (n < 2) return null;
  let observed = 0;
  for (const [c, row] of coincidences) for (const [k, value] of row) if (c !== k) observed += value;
  let expected = 0;
  for (const [c, nc] of totals) for (const [k, nk] of totals) if (c !== k) expected += nc * nk;
  if (expected === 0) return null;
  return 1 - ((n - 1) * observed) / expected;
}
