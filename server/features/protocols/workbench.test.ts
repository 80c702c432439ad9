/**
 * What the studio's protocol workbench relies on (PGlite; PostgreSQL with DATABASE_URL): versions say who made them,
 * a rollback needs a reason and shows it beside the version, "Test connection" makes one real call to a stand-in
 * OpenAI-compatible server on loopback and says which model answered (or why not), and the run figures per version
 * count the stored runs.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectValidationIssues, signedInUser, useTestApp } from '../../../tests/api/helpers.ts';
import { seedTestCatalog, signInAdmin } from '../../../tests/support/catalog.ts';
import { eventually } from '../../../tests/support/eventually.ts';
import { publishedExpert, type PublishedExpert } from '../../../tests/support/runs.ts';

const t = useTestApp();
let published: PublishedExpert;
let server: Server;
let baseUrl: string;
const authorizations: (string | undefined)[] = [];

/** A stand-in model server: answers every chat completion as `stand-in-7b`, or 500 for the model `broken`. */
function startStandIn(): Promise<void> {
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      authorizations.push(request.headers.authorization);
      const body = JSON.parse(raw || '{}') as { model?: string };
      if (body.model === 'broken') {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'the model is down' } }));
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'chatcmpl-1',
          object: 'chat.completion',
          created: 0,
          model: 'stand-in-7b-q4',
          choices: [{ index: 0, message: { role: 'assistant', content: 'OK' }, finish_reason: 'stop' }],
        }),
      );
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
      resolve();
    }),
  );
}

beforeAll(async () => {
  await seedTestCatalog(t);
  const admin = await signInAdmin(t);
  published = await publishedExpert(t, admin, { tenants: [] });
  await startStandIn();
}, 180_000);

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

const protocolOf = async () =>
  (await (await published.creator.client.get(`/api/creator/experts/${published.expert.id}/protocol`)).json()).data;

describe('versions in the workbench', () => {
  it('names who made a version, and a rollback needs a reason that the version list then shows', async () => {
    const { client } = published.creator;
    const draft = await client.post(`/api/creator/experts/${published.expert.id}/protocol/versions`, {});
    expect(draft.status).toBe(201);
    const v2 = (await draft.json()).data;
    expect((await client.post(`/api/creator/protocol-versions/${v2.id}/publish`, {})).status).toBe(200);
    let protocol = await protocolOf();
    expect(protocol.active_version.number).toBe(2);
    const listed = protocol.versions.find((v: { number: number }) => v.number === 2);
    expect(listed.created_by).toBe('Ada Lovelace');

    const missing = await expectValidationIssues(
      await client.post(`/api/creator/experts/${published.expert.id}/protocol/rollback`, { version: 1 }),
    );
    expect(missing[0]!.loc).toEqual(['body', 'reason']);
    const rolled = await client.post(`/api/creator/experts/${published.expert.id}/protocol/rollback`, {
      version: 1,
      reason: 'Version 2 quoted the wrong jar size',
    });
    expect(rolled.status).toBe(200);
    protocol = (await rolled.json()).data;
    expect(protocol.active_version.number).toBe(1);
    const v1 = protocol.versions.find((v: { number: number }) => v.number === 1);
    expect(v1.rollback_reason).toBe('Version 2 quoted the wrong jar size');
    expect(v1.rolled_back_at).toEqual(expect.any(String));
  });
});

describe('test connection', () => {
  it('says the embedded runner needs no call, then which model answered a real call, with the key sent and never shown', async () => {
    const { client } = published.creator;
    const path = `/api/creator/experts/${published.expert.id}/connection`;
    const runner = (await (await client.post(`${path}/test`, {})).json()).data;
    expect(runner).toMatchObject({ ok: true, provider: 'protocol-runner', model: null });

    const saved = await client.request('PUT', path, {
      json: { provider: 'openai-compatible', base_url: baseUrl, model: 'stand-in-7b', api_key: 'sk-secret-123' },
    });
    expect(saved.status).toBe(200);
    const savedText = await saved.text();
    expect(savedText).not.toContain('sk-secret-123');
    expect(JSON.parse(savedText).data.has_api_key).toBe(true);

    authorizations.length = 0;
    const tested = await client.post(`${path}/test`, {});
    expect(tested.status).toBe(200);
    expect((await tested.json()).data).toMatchObject({
      ok: true,
      provider: 'openai-compatible',
      model: 'stand-in-7b-q4',
      reply: 'OK',
      error: null,
    });
    expect(authorizations).toEqual(['Bearer sk-secret-123']);
  });

  it('reports a failing server as not ok with its error, and someone else’s expert as not found', async () => {
    const { client } = published.creator;
    const path = `/api/creator/experts/${published.expert.id}/connection`;
    await client.request('PUT', path, { json: { provider: 'openai-compatible', base_url: baseUrl, model: 'broken' } });
    const failed = (await (await client.post(`${path}/test`, {})).json()).data;
    expect(failed.ok).toBe(false);
    expect(failed.model).toBeNull();
    expect(failed.error).toContain('500');

    const stranger = await signedInUser(t.app);
    await expectError(await stranger.client.post(`${path}/test`, {}), 404, 'EXPERT_NOT_FOUND');
    // Back to the embedded runner (the workbench's fallback): the key is removed with it.
    const fallback = await client.request('PUT', path, {
      json: { provider: 'protocol-runner', base_url: null, model: null, api_key: null },
    });
    expect((await fallback.json()).data).toMatchObject({ provider: 'protocol-runner', base_url: null, has_api_key: false });
  });
});

describe('run figures per version', () => {
  it('counts the runs of each version from the stored runs, for the creator only', async () => {
    const member = await signedInUser(t.app);
    const started = await member.client.post('/api/runs', { expert: published.expert.slug, input: { goal: 'How long does brine keep?' } });
    expect(started.status, await started.clone().text()).toBe(201);
    const run = (await started.json()).data;
    await eventually('the run completes', async () => {
      const body = (await (await member.client.get(`/api/runs/${run.id}`)).json()).data;
      return body.status === 'completed' ? body : undefined;
    });
    const figures = await published.creator.client.get(`/api/creator/experts/${published.expert.id}/run-figures`);
    expect(figures.status).toBe(200);
    const rows = (await figures.json()).data;
    expect(rows).toEqual([
      { version_id: expect.any(String), number: 1, runs: 1, completed: 1, failed: 0, cancelled: 0, waiting_review: 0 },
    ]);
    await expectError(await member.client.get(`/api/creator/experts/${published.expert.id}/run-figures`), 404, 'EXPERT_NOT_FOUND');
  });
});
