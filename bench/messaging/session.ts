/** A signed-in account of a bench server: cookies, CSRF token, JSON calls with keep-alive. */
import { randomBytes } from 'node:crypto';

/** How a request goes out: fetch over HTTP, or an app's own `request` in the same process (profile-send.ts). */
export type Send = (url: string, init: RequestInit) => Promise<Response>;

export class BenchUser {
  cookies = new Map<string, string>();
  csrf = '';
  userId = '';
  constructor(
    readonly origin: string,
    readonly send: Send = fetch,
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async call(method: string, path: string, body?: unknown): Promise<Response> {
    const response = await this.send(`${this.origin}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        cookie: this.cookieHeader(),
        ...(this.csrf ? { 'x-csrf-token': this.csrf } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, index), pair!.slice(index + 1));
    }
    return response;
  }

  /** The same account signed in on another process (its own session there). */
  async signInOn(origin: string, email: string, password: string): Promise<BenchUser> {
    const other = new BenchUser(origin, this.send);
    const response = await other.call('POST', '/api/public/auth/sign-in', { email, password });
    if (response.status !== 200) throw new Error(`sign-in on ${origin}: ${response.status} ${await response.text()}`);
    other.csrf = (await response.json()).data.csrf_token;
    other.userId = this.userId;
    return other;
  }
}

export async function createUser(
  origin: string,
  name: string,
  send: Send = fetch,
): Promise<{ user: BenchUser; email: string; password: string }> {
  const email = `bench-${randomBytes(5).toString('hex')}@example.test`;
  const password = 'bench-password-2026';
  const guest = new BenchUser(origin, send);
  const signUp = await guest.call('POST', '/api/public/auth/sign-up', {
    name,
    email,
    password,
    password_confirmation: password,
    promotional_opt_in: false,
    language: 'en',
  });
  if (signUp.status !== 201) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
  const userId = (await signUp.json()).data.user.user_id as string;
  const user = await guest.signInOn(origin, email, password);
  user.userId = userId;
  return { user, email, password };
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
