/** A signed-in account of a bench server: cookies, CSRF token, JSON calls with keep-alive. */
import { randomBytes } from 'node:crypto';
import http from 'node:http';

/** What the bench reads of an answer: a fetch Response has it, and so has `httpSend`'s lighter one. */
export interface BenchResponse {
  status: number;
  headers: { getSetCookie(): string[] };
  // biome-ignore lint/suspicious/noExplicitAny: the bench reads fields it knows from the contract
  json(): Promise<any>;
  text(): Promise<string>;
  arrayBuffer(): Promise<ArrayBuffer>;
  /** A fetch Response's stream (profile-send reads an event stream with it). */
  body?: ReadableStream<Uint8Array> | null;
}

/** How a request goes out: over HTTP (`httpSend`), or an app's own `request` in the same process (profile-send.ts). */
export type Send = (url: string, init: RequestInit) => Promise<BenchResponse>;

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 256 });

/**
 * The load generator's HTTP client: node:http on keep-alive sockets, the answer read whole into a Buffer. Global
 * fetch (undici with web streams) cost the bench process ~1.5 ms of CPU per request, as much as the server spent
 * answering it; on this 2-core machine the load generator's CPU is taken from the servers it measures.
 */
export const httpSend: Send = (url, init) =>
  new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: init.method, headers: init.headers as Record<string, string>, agent: keepAlive },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
          const setCookie = response.headers['set-cookie'] ?? [];
          resolve({
            status: response.statusCode ?? 0,
            headers: { getSetCookie: () => setCookie },
            json: async () => JSON.parse(body.toString('utf8')),
            text: async () => body.toString('utf8'),
            arrayBuffer: async () => body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer,
          });
        });
      },
    );
    request.on('error', reject);
    request.end(init.body as string | undefined);
  });

export class BenchUser {
  cookies = new Map<string, string>();
  csrf = '';
  userId = '';
  constructor(
    readonly origin: string,
    readonly send: Send = httpSend,
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async call(method: string, path: string, body?: unknown): Promise<BenchResponse> {
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
  send: Send = httpSend,
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
