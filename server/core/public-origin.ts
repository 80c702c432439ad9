/** Where links in mails point. */
import type { Env } from '../env.ts';

/** PUBLIC_ORIGIN, else this process's own address. Never the request's Host header: a forged Host would send the link elsewhere. */
export function publicOrigin(env: Pick<Env, 'PUBLIC_ORIGIN' | 'PORT'>): string {
  return (env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
}
