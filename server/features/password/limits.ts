/** Route middleware for the per-IP password limits (the per-address and per-user ones run in the handlers). */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../core/context.ts';
import { clientIp } from '../../lib/request-info.ts';
import { enforceLimit, type AccountMessageLimit } from '../verification/service.ts';

export function rateLimitedByIp(name: AccountMessageLimit): MiddlewareHandler<AppEnv> {
  return async function passwordIpLimit(c, next) {
    await enforceLimit(c.var.deps, name, clientIp(c, c.var.deps.env));
    await next();
  };
}
