import type { TenantId } from './schema';

export interface TenantHostEntry {
  id: TenantId;
  hosts: readonly string[];
}

export interface ResolveTenantOptions {
  /** The build-time setting FORCE_MAIN_TENANT: every host gets the main variant. */
  forceMain?: boolean;
}

/**
 * Picks the site variant for a request's Host header. Pure, so the Node server, the nginx generator and the tests
 * share one truth: `<id>.localhost` (any port) and each tenant's configured hosts select that tenant; anything
 * else (unknown host, missing header, IP address) selects main.
 */
export function resolveTenant(
  host: string | null | undefined,
  tenants: readonly TenantHostEntry[],
  options: ResolveTenantOptions = {},
): TenantId {
  if (options.forceMain || !host) return 'main';
  const name = normalizeHost(host);
  const localhostMatch = /^([a-z0-9-]+)\.localhost$/.exec(name);
  if (localhostMatch) {
    const id = localhostMatch[1];
    if (tenants.some((t) => t.id === id)) return id as TenantId;
  }
  const configured = tenants.find((t) => t.hosts.includes(name));
  return configured ? configured.id : 'main';
}

/** Lower-cases, drops the port and a trailing dot: `Crohns.LOCALHOST.:8080` -> `crohns.localhost`. */
export function normalizeHost(host: string): string {
  let name = host.trim().toLowerCase();
  if (name.startsWith('[')) return name; // IPv6 literal: never a tenant host
  name = name.replace(/:\d+$/, '');
  return name.endsWith('.') ? name.slice(0, -1) : name;
}
