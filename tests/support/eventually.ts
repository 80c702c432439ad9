/** Polling with a deadline instead of sleeping: robust on a busy machine, fast on an idle one. */
/** Polls `check` until it returns a value other than undefined, or fails after `timeoutMs` with `what` in the message. */
export async function eventually<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${what}: not within ${timeoutMs} ms${lastError ? ` (last error: ${String(lastError)})` : ''}`);
}

/** Options for vi.waitFor, whose 1 s default is shorter than a store's first fetch on a loaded 2-core machine. */
export const SETTLED = { timeout: 15_000 };
