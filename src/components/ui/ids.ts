/**
 * Element ids for ARIA wiring (aria-labelledby, aria-describedby, aria-controls). A counter rather than random
 * values keeps rebuilt HTML byte-identical for the same pages, so ETags and precompressed files stay stable.
 */
let counter = 0;

export function createId(prefix: string): string {
  counter += 1;
  return `${prefix}-${counter.toString(36)}`;
}
