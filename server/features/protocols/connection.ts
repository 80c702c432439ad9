/**
 * An expert's model connection: the embedded protocol runner (default) or an OpenAI-compatible server. The key is
 * encrypted with AGENT_KEYS_SECRET before it is stored and decrypted only when a run calls the server. An expert
 * without its own connection uses its tenant's (a row operators add with tenant_id), else the runner.
 */
import { eq, or, sql } from 'drizzle-orm';
import type { AgentConnection } from '../../../contract/protocols/entities.ts';
import type { ConnectionInput } from '../../../contract/protocols/requests.ts';
import { decryptKey, encryptKey, type OpenAiConnection } from '../../adapters/agents/index.ts';
import type { Database } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { ApiError, validationError } from '../../lib/api-error.ts';
import { agentConnections } from './schema.ts';

type Row = typeof agentConnections.$inferSelect;
const DEVELOPMENT_SECRET = 'development-only-agent-keys-secret';

function secretOf(env: Env): string {
  if (env.AGENT_KEYS_SECRET) return env.AGENT_KEYS_SECRET;
  if (env.NODE_ENV === 'production') throw new ApiError('SERVICE_UNAVAILABLE');
  return DEVELOPMENT_SECRET;
}

function view(row: Row | undefined): AgentConnection {
  return {
    provider: row?.provider ?? 'protocol-runner',
    base_url: row?.baseUrl ?? null,
    model: row?.model ?? null,
    has_api_key: Boolean(row?.apiKeyEncrypted),
    include_usage: row?.includeUsage ?? true,
    timeout_ms: row?.timeoutMs ?? 60_000,
    max_retries: row?.maxRetries ?? 2,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

export async function getConnection(db: Database, expertId: string): Promise<AgentConnection> {
  const [row] = await db.select().from(agentConnections).where(eq(agentConnections.expertId, expertId));
  return view(row);
}

export async function saveConnection(db: Database, env: Env, expertId: string, input: ConnectionInput): Promise<AgentConnection> {
  const [current] = await db.select().from(agentConnections).where(eq(agentConnections.expertId, expertId));
  const baseUrl = input.base_url === undefined ? (current?.baseUrl ?? null) : input.base_url;
  const model = input.model === undefined ? (current?.model ?? null) : input.model;
  if (input.provider === 'openai-compatible') {
    if (!baseUrl) throw validationError(['body', 'base_url'], 'An OpenAI-compatible connection needs the server address', 'missing');
    if (!model) throw validationError(['body', 'model'], 'An OpenAI-compatible connection needs a model name', 'missing');
  }
  const apiKeyEncrypted =
    input.api_key === undefined
      ? (current?.apiKeyEncrypted ?? null)
      : input.api_key === null
        ? null
        : encryptKey(input.api_key, secretOf(env));
  const values = {
    expertId,
    provider: input.provider,
    baseUrl,
    model,
    apiKeyEncrypted,
    includeUsage: input.include_usage ?? current?.includeUsage ?? true,
    timeoutMs: input.timeout_ms ?? current?.timeoutMs ?? 60_000,
    maxRetries: input.max_retries ?? current?.maxRetries ?? 2,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(agentConnections)
    .values(values)
    .onConflictDoUpdate({ target: agentConnections.expertId, set: values })
    .returning();
  return view(row);
}

/** The expert's own OpenAI-compatible connection (key decrypted), or null when it uses the runner. */
export async function ownConnection(db: Database, env: Env, expertId: string): Promise<OpenAiConnection | null> {
  const [row] = await db.select().from(agentConnections).where(eq(agentConnections.expertId, expertId));
  return row ? asOpenAi(row, env) : null;
}

function asOpenAi(row: Row, env: Env): OpenAiConnection | null {
  if (row.provider !== 'openai-compatible' || !row.baseUrl || !row.model) return null;
  return {
    baseUrl: row.baseUrl,
    model: row.model,
    apiKey: row.apiKeyEncrypted ? decryptKey(row.apiKeyEncrypted, secretOf(env)) : null,
    includeUsage: row.includeUsage,
    timeoutMs: row.timeoutMs,
    maxRetries: row.maxRetries,
  };
}

/** What a run uses: the expert's or its tenant's OpenAI-compatible connection (key decrypted), or null = the runner. */
export async function resolveConnection(db: Database, env: Env, expertId: string, tenantId: string): Promise<OpenAiConnection | null> {
  // The expert's own connection before its tenant's default (a tenant's row has no expert), in one read.
  const [row] = await db
    .select()
    .from(agentConnections)
    .where(or(eq(agentConnections.expertId, expertId), eq(agentConnections.tenantId, tenantId)))
    .orderBy(sql`${agentConnections.expertId} is null`)
    .limit(1);
  return row ? asOpenAi(row, env) : null;
}
