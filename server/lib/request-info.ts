/** Facts about the caller that depend on deployment (proxy or not): client IP, https, host. */
import type { Context } from 'hono';
import type { Env } from '../env.ts';
import { isHttpsDeployment } from '../env.ts';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

export function clientIp(c: Context, env: Env): string {
  if (env.TRUST_PROXY) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const bindings = c.env as NodeBindings | undefined;
  return bindings?.incoming?.socket?.remoteAddress ?? 'unknown';
}

/** https when the public origin says so, the request URL is https, or a trusted proxy says so. */
export function isSecureRequest(c: Context, env: Env): boolean {
  if (isHttpsDeployment(env)) return true;
  if (new URL(c.req.url).protocol === 'https:') return true;
  return env.TRUST_PROXY && c.req.header('x-forwarded-proto') === 'https';
}

/** Host the browser addressed (used to recognise same-origin requests). */
export function requestHost(c: Context, env: Env): string {
  const forwarded = env.TRUST_PROXY ? c.req.header('x-forwarded-host') : undefined;
  return forwarded ?? c.req.header('host') ?? new URL(c.req.url).host;
}

export function userAgent(c: Context): string | null {
  return c.req.header('user-agent')?.slice(0, 512) ?? null;
}
