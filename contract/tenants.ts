/**
 * The site variants (spec §1) as both the site and the API know them: their ids, the production hosts that select
 * each, and the one pure resolver from a request's Host header to a tenant. The API filters every listing by the
 * tenant it resolves here (design.md §10: never the client's word); the site's per-tenant data (names, copy,
 * colours) lives in src/tenants.
 */
export const TENANT_IDS = [
  'main',
  'pubschool',
  'crohns',
  'aphis',
  'ntsb',
  'spuhc',
  'nslp',
  'hrsa',
  'usitc',
  'lasha',
  'ustda',
  'usich',
  'enrd',
  'phm',
] as const;
export type TenantId = (typeof TENANT_IDS)[number];

export function isTenantId(value: unknown): value is TenantId {
  return typeof value === 'string' && (TENANT_IDS as readonly string[]).includes(value);
}

export interface TenantHostEntry {
  id: TenantId;
  hosts: readonly string[];
}

/** Production host names that select each tenant (besides `<id>.localhost`, which always does). */
export const TENANT_HOSTS: readonly TenantHostEntry[] = [
  { id: 'main', hosts: ['agenticexperts.ai', 'www.agenticexperts.ai'] },
  { id: 'pubschool', hosts: ['pubschool.agenticexperts.ai'] },
  { id: 'crohns', hosts: ['crohns.agenticexperts.ai'] },
  { id: 'aphis', hosts: ['aphis.agenticexperts.ai'] },
  { id: 'ntsb', hosts: ['ntsb.agenticexperts.ai'] },
  { id: 'spuhc', hosts: ['spuhc.agenticexperts.ai'] },
  { id: 'nslp', hosts: ['nslp.agenticexperts.ai'] },
  { id: 'hrsa', hosts: ['hrsa.agenticexperts.ai'] },
  { id: 'usitc', hosts: ['usitc.agenticexperts.ai'] },
  { id: 'lasha', hosts: ['lasha.agenticexperts.ai'] },
  { id: 'ustda', hosts: ['ustda.agenticexperts.ai'] },
  { id: 'usich', hosts: ['usich.agenticexperts.ai'] },
  { id: 'enrd', hosts: ['enrd.agenticexperts.ai'] },
  { id: 'phm', hosts: ['phm.agenticexperts.ai'] },
];

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
  tenants: readonly TenantHostEntry[] = TENANT_HOSTS,
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
