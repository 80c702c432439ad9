/**
 * Runs survive a crash of the process advancing them (issue 28, finding 7), with the real server process
 * (tests/support/server-process.ts) killed with SIGKILL mid-run: a burst of starts, answers streaming from a stand-in
 * OpenAI-compatible model server on loopback (a third-party service), then kill -9. On PostgreSQL a second live process
 * takes the runs over once their leases lapse; on PGlite (one process's database) the restarted process does. Then
 * every run reaches a final state, every start (retried with its client id when its answer was lost) is one run, and
 * every answer message says what its run says: complete with the run's output, nothing left streaming.
 * Bounded: a 2 s lease swept every 300 ms, a model step of about 2 s, a deadline of 60 s for the recovery.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { DEMO_ACCOUNT } from '../../server/core/demo-accounts.ts';
import { openDatabase } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { loadEnv } from '../../server/env.ts';
import { approvedCreator, expertBody, seedTestCatalog, signInAdmin } from '../support/catalog.ts';
import { seedProtocolContent } from '../../server/features/protocols/seed-step.ts';
import { eventually } from '../support/eventually.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { RELAXED_RATE_LIMITS, type TestContext } from './helpers.ts';

const databaseUrl = process.env.DATABASE_URL;
const schema = `t_${randomBytes(6).toString('hex')}`;
const pgliteDir = databaseUrl ? '' : mkdtempSync(join(tmpdir(), 'ae-run-crash-'));
const DELTAS = 8;
const DELTA_MS = 250;

/** The stand-in model: streams DELTAS pieces of one answer, DELTA_MS apart (a step of about two seconds). */
function standInModel(): Promise<Server> {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      let sent = 0;
      const timer = setInterval(() => {
        if (response.destroyed) return clearInterval(timer);
        sent += 1;
        const piece = { model: 'stand-in', choices: [{ index: 0, delta: { content: `Part ${sent} of the ballast answer. ` } }] };
        response.write(`data: ${JSON.stringify(piece)}\n\n`);
        if (sent === DELTAS) {
          clearInterval(timer);
          // As OpenAI-compatible servers do: a last chunk with the finish reason, then [DONE] (the adapter counts a
          // stream without a finish reason as interrupted).
          const last = { model: 'stand-in', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] };
          response.end(`data: ${JSON.stringify(last)}\n\ndata: [DONE]\n\n`);
        }
      }, DELTA_MS);
      response.on('close', () => clearInterval(timer));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** A signed-in browser of one process (cookies, CSRF token); answers of a killed process are errors. */
class Browser {
  cookies = new Map<string, string>();
  csrf = '';
  constructor(public origin: string) {}
  async call(method: string, path: string, body?: unknown) {
    const response = await fetch(`${this.origin}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(this.csrf ? { 'x-csrf-token': this.csrf } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      this.cookies.set(pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1));
    }
    return response;
  }
  async signIn(email: string, password: string) {
    const response = await this.call('POST', '/api/public/auth/sign-in', { email, password });
    expect(response.status).toBe(200);
    this.csrf = (await response.json()).data.csrf_token;
  }
}

let model: Server;
let expertId = '';
let expertSlug = '';
const processEnv = () => {
  const url = databaseUrl ? new URL(databaseUrl) : null;
  url?.searchParams.set('options', `-c search_path=${schema}`);
  return {
    ...(url ? { DATABASE_URL: url.toString(), EVENTS_CHANNEL: `ae_events_${schema}` } : { PGLITE_DIR: pgliteDir }),
    SEED_DEMO: '0',
    NODE_ENV: 'test',
    STATUS_CHECK_SECONDS: '0',
    RUN_LEASE_MS: '2000',
    RUN_SWEEP_MS: '300',
    RATE_LIMITS: JSON.stringify(RELAXED_RATE_LIMITS),
  };
};

/** The database the processes will share: migrated, the catalog, a creator's expert answering through the stand-in. */
async function prepareDatabase() {
  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA "${schema}"`);
    await admin.end();
  }
  const handle = await openDatabase(databaseUrl ? { databaseUrl, searchPath: schema, maxConnections: 4 } : { pgliteDir });
  try {
    await migrate(handle);
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', STORAGE_DIR: join(tmpdir(), 'ae-test-storage') });
    const app = createApp({ env, db: handle.db, rateLimits: RELAXED_RATE_LIMITS });
    const t = { app, db: handle.db, env } as unknown as TestContext;
    await seedTestCatalog(t);
    const creator = await approvedCreator(t, await signInAdmin(t));
    const created = await creator.client.post(
      '/api/creator/experts',
      expertBody({ name: 'Ballast Advisor', tenants: [], price: { model: 'free', amount: 0 } }),
    );
    const expert = (await created.json()).data;
    const content = seedProtocolContent(false);
    content.settings = { ...content.settings, provider: 'openai-compatible', model: 'stand-in' };
    const connection = await creator.client.request('PUT', `/api/creator/experts/${expert.id}/connection`, {
      json: {
        provider: 'openai-compatible',
        base_url: `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`,
        model: 'stand-in',
        include_usage: false,
        timeout_ms: 20_000,
        max_retries: 0,
      },
    });
    expect(connection.status).toBe(200);
    const version = (await (await creator.client.post(`/api/creator/experts/${expert.id}/protocol/versions`, { content })).json()).data;
    expect((await creator.client.post(`/api/creator/protocol-versions/${version.id}/publish`, {})).status).toBe(200);
    expect((await creator.client.post(`/api/creator/experts/${expert.id}/submit`, {})).status).toBe(200);
    expect((await (await signInAdmin(t)).post(`/api/admin/experts/${expert.id}/approve`, {})).status).toBe(200);
    expertId = expert.id;
    expertSlug = expert.slug;
  } finally {
    await handle.close();
  }
}

const processes: ServerProcess[] = [];
async function startProcess() {
  const started = await startServerProcess(processEnv());
  processes.push(started);
  return started;
}

beforeAll(async () => {
  model = await standInModel();
  await prepareDatabase();
}, 240_000);

afterAll(async () => {
  await Promise.all(processes.map((process) => process.stop(5_000)));
  model?.close();
  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`DROP SCHEMA "${schema}" CASCADE`);
    await admin.end();
  } else rmSync(pgliteDir, { recursive: true, force: true });
});

type RunView = { id: string; status: string; output: { markdown: string } | null; conversation_id: string | null };
type MessageView = { id: string; state: string; body: string; author: { kind: string }; meta: { run_id?: string } };

describe('kill -9 of the process advancing runs', () => {
  it('every run reaches a final state, every start is one run, every answer matches its run', async () => {
    const first = await startProcess();
    // On PostgreSQL a second process lives beside it and takes the runs over; on PGlite the process restarts.
    const second = databaseUrl ? await startProcess() : null;
    const member = new Browser(first.origin);
    await member.signIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const opened = await member.call('POST', '/api/conversations/direct', { expert_id: expertId });
    expect(opened.status).toBe(200);
    const conversationId = (await opened.json()).data.id as string;
    const start = (clientId: string) =>
      member.call('POST', '/api/runs', {
        expert: expertSlug,
        conversation_id: conversationId,
        message: 'How much ballast?',
        client_id: clientId,
      });

    // A burst of starts, acknowledged; then answers streaming; then more starts in flight as the process dies.
    const clientIds = Array.from({ length: 10 }, (_, index) => `crash-${schema}-${index}`);
    const acknowledged = new Map<string, string>();
    for (const answer of await Promise.all(clientIds.slice(0, 6).map(start))) {
      expect(answer.status).toBe(201);
      const run = (await answer.json()).data as RunView;
      acknowledged.set(clientIds[acknowledged.size]!, run.id);
    }
    await eventually('an answer is streaming when the process dies', async () => {
      const messages = (await (await member.call('GET', `/api/conversations/${conversationId}/messages?limit=100`)).json())
        .data as MessageView[];
      return messages.some((message) => message.state === 'streaming' && message.body.length > 0) || undefined;
    });
    const inFlight = clientIds.slice(6).map((clientId) => start(clientId).catch(() => null));
    first.child.kill('SIGKILL');
    await Promise.all(inFlight);

    // The survivor: the second process, or the first one started again on its database.
    const survivor = second ?? (await startProcess());
    member.origin = survivor.origin;
    // Every start again with its client id: an acknowledged one answers its run; a lost one is started once.
    for (const clientId of clientIds) {
      const again = await start(clientId);
      expect(again.status).toBe(201);
      const run = (await again.json()).data as RunView;
      if (acknowledged.has(clientId)) {
        expect(run.id).toBe(acknowledged.get(clientId));
        expect(again.headers.get('idempotent-replayed')).toBe('true');
      }
      acknowledged.set(clientId, run.id);
    }
    expect(new Set(acknowledged.values()).size).toBe(clientIds.length);

    const runs = await eventually(
      'every run reaches a final state',
      async () => {
        const listed = (await (await member.call('GET', '/api/runs?limit=50')).json()).data as RunView[];
        return listed.length === clientIds.length && listed.every((run) => ['completed', 'failed', 'cancelled'].includes(run.status))
          ? listed
          : undefined;
      },
      60_000,
    );
    expect(runs.map((run) => run.status)).toEqual(Array(clientIds.length).fill('completed'));
    const messages = (await (await member.call('GET', `/api/conversations/${conversationId}/messages?limit=100`)).json())
      .data as MessageView[];
    const answers = messages.filter((message) => message.author.kind === 'agent');
    expect(answers.filter((message) => message.state === 'streaming')).toEqual([]);
    for (const run of runs) {
      const detail = (await (await member.call('GET', `/api/runs/${run.id}`)).json()).data as RunView;
      const mine = answers.filter((message) => message.meta.run_id === run.id);
      expect(mine.length, `answers of run ${run.id}`).toBeGreaterThan(0);
      expect(mine.at(-1)).toMatchObject({ state: 'complete', body: detail.output!.markdown });
      expect(detail.output!.markdown).toContain(`Part ${DELTAS} of the ballast answer.`);
    }
  }, 240_000);
});
