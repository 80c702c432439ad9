/**
 * One `openai` client per connection (address, key, timeout, retries), kept for the process: a client is a large
 * object (every API resource) and holds no socket itself; requests share Node's keep-alive connections. The package
 * loads on the first call to a model server, so a deployment on the embedded runner never pays its import.
 */
import type { OpenAI } from 'openai';

export type OpenAiSdk = typeof import('openai');

/** An expert's (or tenant's) model server, as protocols' connections store it. */
export interface OpenAiConnection {
  baseUrl: string;
  apiKey: string | null;
  model: string;
  includeUsage: boolean;
  timeoutMs: number;
  maxRetries: number;
  /** Breaker tuning (tests); defaults 5 failures, 30 s. */
  breakerThreshold?: number;
  breakerCooldownMs?: number;
}

/** Connections are per expert or tenant: few. Past this many the oldest client is dropped (a new one is cheap). */
const MAX_CLIENTS = 200;
const DEFAULT_FETCH = {};
const clients = new WeakMap<object, Map<string, OpenAI>>();
let loading: Promise<OpenAiSdk> | null = null;

export function loadSdk(): Promise<OpenAiSdk> {
  loading ??= import('openai');
  return loading;
}

export async function clientFor(connection: OpenAiConnection, fetchImpl?: typeof fetch): Promise<OpenAI> {
  const sdk = await loadSdk();
  const byFetch = clients.get(fetchImpl ?? DEFAULT_FETCH) ?? new Map<string, OpenAI>();
  clients.set(fetchImpl ?? DEFAULT_FETCH, byFetch);
  const key = [connection.baseUrl, connection.apiKey ?? '', connection.timeoutMs, connection.maxRetries].join('\n');
  let client = byFetch.get(key);
  if (!client) {
    client = new sdk.OpenAI({
      baseURL: connection.baseUrl.replace(/\/+$/, ''),
      // A keyless server (a local llama.cpp or Ollama) gets no Authorization header at all, as before.
      apiKey: connection.apiKey ?? '',
      defaultHeaders: connection.apiKey ? {} : { Authorization: null },
      // Never the operator's own OpenAI account settings from the environment: this is someone's model server.
      organization: null,
      project: null,
      timeout: connection.timeoutMs,
      maxRetries: connection.maxRetries,
      logLevel: 'off',
      ...(fetchImpl ? { fetch: fetchImpl } : {}),
    });
    if (byFetch.size >= MAX_CLIENTS) byFetch.delete(byFetch.keys().next().value!);
    byFetch.set(key, client);
  }
  return client;
}
