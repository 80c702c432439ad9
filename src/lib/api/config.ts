/**
 * Settings of the API client (spec §7, §9). The site and `/api` share an origin (design.md §4), so the base URL
 * is empty by default; a split deployment sets `PUBLIC_API_BASE_URL` at build time.
 */
export const DEFAULT_TIMEOUT_MS = 15_000;
/** Used when a configured timeout is not a positive finite number (spec §7). */
export const INVALID_TIMEOUT_FALLBACK_MS = 10_000;
export const DEFAULT_BASE_URL = '';

/** A configured timeout, or 15000 when none is configured, or 10000 when the configured value is unusable. */
export function resolveTimeout(configured?: unknown): number {
  if (configured === undefined || configured === null || configured === '') return DEFAULT_TIMEOUT_MS;
  const value = typeof configured === 'string' ? Number(configured) : configured;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : INVALID_TIMEOUT_FALLBACK_MS;
}

/** Build-time settings, read once; Vite inlines `import.meta.env.PUBLIC_*` into the island bundles. */
export function readBuildConfig(): { baseURL: string; timeout: number } {
  const env = (import.meta as { env?: Record<string, string | undefined> }).env ?? {};
  return {
    baseURL: env.PUBLIC_API_BASE_URL ?? DEFAULT_BASE_URL,
    timeout: resolveTimeout(env.PUBLIC_API_TIMEOUT_MS),
  };
}
