/**
 * Debouncing for search-as-you-type and similar input (spec §9: debounce default 200 ms). The returned function
 * waits until calls stop for `wait` ms, then runs once with the latest arguments; `cancel` drops a pending call
 * (e.g. when the form is submitted) and `flush` runs it now.
 */
export const DEFAULT_DEBOUNCE_MS = 200;

export interface Debounced<Args extends unknown[]> {
  (...args: Args): void;
  cancel(): void;
  flush(): void;
}

export function debounce<Args extends unknown[]>(fn: (...args: Args) => void, wait: number = DEFAULT_DEBOUNCE_MS): Debounced<Args> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: Args | undefined;

  const run = () => {
    timer = undefined;
    const args = pending;
    pending = undefined;
    if (args) fn(...args);
  };

  const debounced = (...args: Args) => {
    pending = args;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(run, wait);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  debounced.flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    run();
  };
  return debounced;
}
