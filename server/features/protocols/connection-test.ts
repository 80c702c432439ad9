/**
 * "Test connection": one short, real chat completion with the expert's saved OpenAI-compatible connection, no
 * retries, answering what the server says answered (its `model`) or the error as the server or network gave it.
 * The embedded runner needs no call: it answers ok with no model.
 */
import type { AgentConnectionTest } from '../../../contract/protocols/entities.ts';
import { clientFor } from '../../adapters/agents/openai-clients.ts';
import type { Database } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { ownConnection } from './connection.ts';

/** A test waits at most this long, whatever the connection's own timeout. */
const TEST_TIMEOUT_MS = 15_000;

export async function testConnection(db: Database, env: Env, expertId: string): Promise<AgentConnectionTest> {
  const connection = await ownConnection(db, env, expertId);
  if (!connection) return { ok: true, provider: 'protocol-runner', model: null, reply: null, error: null, latency_ms: 0 };
  const started = Date.now();
  const elapsed = () => Date.now() - started;
  try {
    const client = await clientFor({ ...connection, maxRetries: 0, timeoutMs: Math.min(connection.timeoutMs, TEST_TIMEOUT_MS) });
    const answer = await client.chat.completions.create({
      model: connection.model,
      messages: [{ role: 'user', content: 'Reply with the word OK.' }],
      max_tokens: 8,
      stream: false,
    });
    const reply = answer.choices[0]?.message?.content ?? null;
    return {
      ok: true,
      provider: 'openai-compatible',
      model: answer.model || connection.model,
      reply: reply?.slice(0, 200) ?? null,
      error: null,
      latency_ms: elapsed(),
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, provider: 'openai-compatible', model: null, reply: null, error: message.slice(0, 300), latency_ms: elapsed() };
  }
}
