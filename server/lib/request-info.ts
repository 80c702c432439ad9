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

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (`::ffff:127.0.0.1`, how a dual-stack socket reports IPv4). */
export function isLoopbackAddress(address: string): boolean {
  const ipv4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ipv4) || address === '::1';
}

/** A Host header naming this machine: localhost, `<anything>.localhost`, 127.x.x.x or [::1], with any port. */
export function isLoopbackHost(host: string): boolean {
  const name = host.startsWith('[') ? host.slice(1, host.indexOf(']')) : host.replace(/:\d+$/, '');
  const lower = name.toLowerCase();
  return lower === 'localhost' || lower.endsWith('.localhost') || isLoopbackAddress(lower);
}

/** Headers a reverse proxy adds: their presence means the socket's address is the proxy's, not the client's. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * Whether the caller is a client on this machine talking to it by a local name: the client address is loopback
 * (the socket's, or the forwarded one from a trusted proxy), no untrusted proxy stands between (a proxy on the same
 * machine would make every remote client look local), and the Host is a loopback name (a page of another site whose
 * name resolves to 127.0.0.1, DNS rebinding, sends its own name).
 */
export function isLocalClient(c: Context, env: Env): boolean {
  if (!env.TRUST_PROXY && PROXY_HEADERS.some((name) => c.req.header(name) !== undefined)) return false;
  return isLoopbackAddress(clientIp(c, env)) && isLoopbackHost(requestHost(c, env));
}
