/**
 * The tenant a request is for, from the host the browser addressed (design.md §10: never the client's word). The
 * site and the API share an origin per tenant host, so the API reads the same Host header the site server maps to
 * the tenant's tree; behind a trusted proxy, X-Forwarded-Host. FORCE_MAIN_TENANT sends every host to main.
 */
import type { Context } from 'hono';
import { resolveTenant, type TenantId } from '../../contract/tenants.ts';
import type { AppEnv } from './context.ts';
import { requestHost } from '../lib/request-info.ts';

export function requestTenant(c: Context<AppEnv>): TenantId {
  const { env } = c.get('deps');
  return resolveTenant(requestHost(c, env), undefined, { forceMain: env.FORCE_MAIN_TENANT });
}
