/**
 * Ownership wherever a reference crosses a boundary (issue 28, finding 1 and 5), swept over the operations the OpenAPI
 * document lists, so an operation added later is covered on arrival:
 * - another account's objects: every operation taking an id answers 404 for each of Bob's ids (403 for a platform
 *   admin's operation, which refuses a member before it looks at any id), with a body that passes validation;
 * - another site's objects: runs, review items and a listing belong to the site they started on or are listed on;
 *   on another site every operation taking an id answers 404 for Alice's own crohns objects;
 * - ids in bodies and queries: every uuid field of every body and query is filled with each of Bob's ids, on Alice's
 *   own objects; afterwards nothing Alice can read (every list, her conversations, runs and drafts, the wizard's
 *   preview) holds anything of Bob's.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { TenantId } from '../../contract/tenants.ts';
import { approvedCreator, expertBody, originOf, seedTestCatalog, signInAdmin } from '../support/catalog.ts';
import { seedProtocolContent } from '../../server/features/protocols/seed-step.ts';
import { type PublishedExpert, publishedExpert, runUntil } from '../support/runs.ts';
import { eventually } from '../support/eventually.ts';
import { expectError, signedInUser, signIn, type TestClient, useTestApp } from './helpers.ts';
import {
  enumPathValues,
  exampleOf,
  expectContractError,
  fillPath,
  type JsonSchema,
  loadOperations,
  type Operation,
  operationName,
  responseText,
} from './openapi-operations.ts';

const t = useTestApp();
let operations: Operation[];
let admin: TestClient;
let gated: PublishedExpert;

/** Markers in Bob's things: none may ever reach Alice. */
const BOB = {
  room: 'Bobs private planning room',
  message: 'Bob writes about the quarterly zeppelin budget',
  file: 'bob-zeppelin-ledger.txt',
  knowledge: 'Zeppelin ballast needs eleven sandbags per gondola',
  draft: 'Bobs Unreleased Zeppelin Planner',
  run: 'How heavy is zeppelin ballast for Bob',
};
const SECRETS = Object.values(BOB);

async function data(response: Response, status = 200) {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()).data;
}

async function upload(client: TestClient, path: string, name: string, text: string) {
  return data(
    await client.request('POST', `${path}${path.includes('?') ? '&' : '?'}file_name=${encodeURIComponent(name)}`, {
      body: new TextEncoder().encode(text),
      headers: { 'content-type': 'text/plain' },
    }),
    201,
  );
}

/** Someone's things of every kind an operation takes by id, on one site. */
interface World {
  client: TestClient;
  userId: string;
  ids: Record<string, string>;
}

/** A creator with a room, a message with a file, a draft listing with a protocol version and knowledge, a run. */
async function worldOf(tenant: TenantId, names: typeof BOB): Promise<World> {
  const person = await approvedCreator(t, admin, tenant);
  const { client } = person;
  const room = await data(await client.post('/api/conversations', { kind: 'group', title: names.room }), 201);
  const attachment = await upload(client, `/api/conversations/${room.id}/attachments`, names.file, names.message);
  const message = await data(
    await client.post(`/api/conversations/${room.id}/messages`, { body: names.message, attachment_ids: [attachment.id] }),
    201,
  );
  const draft = await data(
    await client.post('/api/creator/experts', expertBody({ name: names.draft, tenants: [tenant === 'main' ? 'nslp' : tenant] })),
    201,
  );
  const version = await data(
    await client.post(`/api/creator/experts/${draft.id}/protocol/versions`, { content: seedProtocolContent(true) }),
    201,
  );
  const knowledge = await upload(client, `/api/creator/knowledge-files?expert_id=${draft.id}`, 'notes.txt', names.knowledge);
  const wizardFile = await upload(client, '/api/creator/knowledge-files', 'wizard.txt', names.knowledge);
  const run = await data(await client.post('/api/runs', { expert: gated.expert.slug, message: names.run }), 201);
  const paused = await runUntil(client, run.id, ['waiting_review']);
  const sessions = (await data(await client.get('/api/users/get-sessions'))) as Array<{ id: string }>;
  const key = await data(await client.post('/api/auth/api-keys', { name: 'k', scopes: ['user:read'], expires_in_days: 30 }), 201);
  const token = await data(await client.post('/api/auth/tokens', { name: 't', scopes: ['user:read'], expires_in_days: 30 }), 201);
  const exported = await data(await client.post('/api/auth/export-data', {}), 202);
  // Money: a saved card and a subscription waiting for its 3-D Secure answer (a payment that can still be confirmed).
  const card = await data(
    await client.post('/api/billing/payment-methods', { number: '4000002500003155', exp_month: 12, exp_year: 2099, cvc: '123' }),
    201,
  );
  const payment = await data(
    await client.post(
      '/api/billing/subscriptions',
      { expert: 'low-residue-meal-planner', interval: 'month', payment_method_id: card.id },
      { headers: { 'Idempotency-Key': crypto.randomUUID() } },
    ),
    201,
  );
  return {
    client,
    userId: person.userId,
    ids: {
      conversation: room.id,
      member: room.members[0].id,
      message: message.id,
      attachment: attachment.id,
      expert: draft.id,
      expertSlug: draft.slug,
      version: version.id,
      knowledge: knowledge.id,
      wizardFile: wizardFile.id,
      run: run.id,
      reviewItem: paused.review_items[0]!.id,
      session: sessions[0]!.id,
      apiKey: key.id,
      token: token.id,
      export: exported.id,
      paymentMethod: card.id,
      payment: payment.id,
      subscription: payment.subscription_id,
    },
  };
}

beforeAll(async () => {
  await seedTestCatalog(t);
  admin = await signInAdmin(t);
  // A review-gated expert listed on crohns only (the main site lists every published expert).
  gated = await publishedExpert(t, admin, { review: true, tenants: ['crohns'], knowledge: 'Ballast is sand.' });
  operations = await loadOperations(t.app);
}, 180_000);

const isAdminOperation = (operation: Operation) => operation.path.startsWith('/api/admin/');
const idParameters = (operation: Operation) =>
  operation.parameters.filter((parameter) => parameter.in === 'path' && parameter.name !== 'user_id' && !parameter.schema.enum);

/** The operation's call with `id` in every id parameter and a body that passes validation. */
function call(operation: Operation, id: string) {
  const ids = Object.fromEntries(idParameters(operation).map((parameter) => [parameter.name, id]));
  const path = fillPath(operation.path, { user_id: 'me', ...enumPathValues(operation), ...ids }, id);
  if (operation.uploadTypes) return { path, options: { body: new TextEncoder().encode('x'), headers: { 'content-type': 'text/plain' } } };
  return { path, options: operation.body ? { json: exampleOf(operation.body) } : {} };
}

async function expectRefused(client: TestClient, operation: Operation, id: string, what: string) {
  const { path, options } = call(operation, id);
  const response = await client.request(operation.method, path, options);
  const context = `${operationName(operation)} with ${what} -> ${response.status}`;
  expect(response.status, context).toBe(isAdminOperation(operation) ? 403 : 404);
  await expectContractError(response, context);
}

describe('another account', () => {
  it("every operation taking an id answers 404 for each of Bob's objects (403 for an admin's operation)", async () => {
    const bob = await worldOf('main', BOB);
    const alice = await signedInUser(t.app);
    const withId = operations.filter((operation) => idParameters(operation).length > 0);
    expect(withId.length).toBeGreaterThan(60);
    for (const operation of withId) {
      for (const [kind, id] of Object.entries(bob.ids)) await expectRefused(alice.client, operation, id, `Bob's ${kind}`);
    }
    // …and Bob's things all still work for Bob.
    expect((await bob.client.get(`/api/runs/${bob.ids.run}`)).status).toBe(200);
    expect((await bob.client.get(`/api/conversations/${bob.ids.conversation}/messages`)).status).toBe(200);
    expect((await bob.client.get(`/api/attachments/${bob.ids.attachment}`)).status).toBe(200);
  }, 300_000);
});

describe('another site', () => {
  it('runs, review items and a listing belong to their site: every operation taking an id answers 404 elsewhere', async () => {
    const alice = await approvedCreator(t, admin, 'crohns');
    const run = await data(await alice.client.post('/api/runs', { expert: gated.expert.slug, message: 'How much ballast?' }), 201);
    const paused = await runUntil(alice.client, run.id, ['waiting_review']);
    const own = { run: run.id, reviewItem: paused.review_items[0]!.id, listing: gated.expert.slug };
    // On crohns they are hers to read.
    expect((await alice.client.get(`/api/runs/${own.run}`)).status).toBe(200);
    expect((await alice.client.get(`/api/review-items/${own.reviewItem}`)).status).toBe(200);
    expect((await alice.client.get(`/api/experts/${own.listing}`)).status).toBe(200);

    const onNtsb = await signIn(t.app, alice.email, alice.password, originOf('ntsb'));
    for (const operation of operations.filter((operation) => idParameters(operation).length > 0)) {
      for (const [kind, id] of Object.entries(own)) await expectRefused(onNtsb, operation, id, `her crohns ${kind}`);
    }
    const listed = JSON.stringify(await data(await onNtsb.get('/api/runs')));
    expect(listed).not.toContain(own.run);
    expect(JSON.stringify(await data(await onNtsb.get('/api/recommendations')))).not.toContain(gated.expert.id);
    // The reviewer's queue is theirs on any site.
    expect((await gated.creator.client.get(`/api/review-items/${own.reviewItem}`)).status).toBe(200);
  }, 300_000);

  it('an expert is talked to or run only where it is listed; one in review only by its creator and admins', async () => {
    const alice = await signedInUser(t.app);
    const on = async (tenant: TenantId) => signIn(t.app, alice.email, alice.password, originOf(tenant));
    const ntsb = await on('ntsb');
    await expectError(await ntsb.post('/api/conversations/direct', { expert_id: gated.expert.id }), 404, 'EXPERT_NOT_FOUND');
    await expectError(
      await ntsb.post('/api/conversations', { kind: 'group', title: 'x', expert_id: gated.expert.id }),
      404,
      'EXPERT_NOT_FOUND',
    );
    await expectError(await ntsb.post('/api/runs', { expert: gated.expert.slug, message: 'Ballast?' }), 404, 'EXPERT_NOT_FOUND');
    const crohns = await on('crohns');
    expect((await crohns.post('/api/conversations/direct', { expert_id: gated.expert.id })).status).toBe(200);

    const inReview = await publishedExpert(t, admin, { tenants: ['crohns'], publish: false });
    await expectError(await crohns.post('/api/conversations/direct', { expert_id: inReview.expert.id }), 404, 'EXPERT_NOT_FOUND');
    await expectError(await crohns.post('/api/runs', { expert: inReview.expert.slug, message: 'Hello there' }), 404, 'EXPERT_NOT_FOUND');
    // Its creator and the platform admin may (to try it before it is approved).
    for (const client of [
      await signIn(t.app, inReview.creator.email, inReview.creator.password, originOf('crohns')),
      await signInAdmin(t, 'crohns'),
    ]) {
      const opened = await data(await client.post('/api/conversations/direct', { expert_id: inReview.expert.id }));
      expect(opened.members.map((member: { name: string }) => member.name)).toContain(inReview.expert.name);
      expect((await client.post('/api/runs', { expert: inReview.expert.slug, message: 'Hello there' })).status).toBe(201);
    }
  }, 120_000);
});

/** Every uuid field of a schema (a path into the body, or a query parameter), at most two levels deep. */
function uuidFields(schema: JsonSchema | undefined, at: Array<string | number> = []): Array<Array<string | number>> {
  if (!schema || at.length > 3) return [];
  if (schema.format === 'uuid') return [at];
  if (schema.type === 'array' || (Array.isArray(schema.type) && schema.type.includes('array'))) return uuidFields(schema.items, [...at, 0]);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return options.flatMap((option) => uuidFields(option, at));
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => uuidFields(property, [...at, name]));
}

function setAt(target: unknown, path: Array<string | number>, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const container = (typeof head === 'number' ? (Array.isArray(target) ? [...target] : []) : { ...(target as object) }) as Record<
    string | number,
    unknown
  >;
  container[head!] = setAt(container[head!], rest, value);
  return container;
}

describe('ids in bodies and queries', () => {
  it("Bob's ids in every body and query of Alice's requests reach nothing of Bob's", async () => {
    const bob = await worldOf('main', BOB);
    const mine = {
      room: 'Alices room',
      message: 'Alice says hello',
      file: 'alice.txt',
      knowledge: 'Alice notes about gardens',
      draft: 'Alices Garden Planner',
      run: 'Alice asks about gardens',
    };
    const alice = await worldOf('main', mine);
    // Path parameters name Alice's own objects, found by the collection the path names.
    const collections: Array<[string, string]> = [
      ['/api/conversations/', alice.ids.conversation!],
      ['/api/messages/', alice.ids.message!],
      ['/api/attachments/', alice.ids.attachment!],
      ['/api/creator/experts/', alice.ids.expert!],
      ['/api/creator/protocol-versions/', alice.ids.version!],
      ['/api/creator/knowledge-files/', alice.ids.knowledge!],
      ['/api/runs/', alice.ids.run!],
      ['/api/review-items/', alice.ids.reviewItem!],
    ];
    const aliceIdFor = (path: string) => collections.find(([prefix]) => path.startsWith(prefix))?.[1];
    let sent = 0;
    for (const operation of operations) {
      const bodyFields = uuidFields(operation.body);
      const queryFields = operation.parameters.filter((parameter) => parameter.in === 'query' && uuidFields(parameter.schema).length > 0);
      if (bodyFields.length === 0 && queryFields.length === 0) continue;
      const own = aliceIdFor(operation.path) ?? '00000000-0000-4000-8000-000000000000';
      const path = fillPath(operation.path, { user_id: 'me', ...enumPathValues(operation), member_id: alice.ids.member! }, own);
      // One field at a time, on the smallest valid body and on a fuller one (some rules need a text beside an id).
      const variants: Array<{ body?: unknown; query?: string }> = [];
      for (const requiredOnly of [true, false]) {
        for (const field of bodyFields) variants.push({ body: { field, base: exampleOf(operation.body!, { requiredOnly }) } });
      }
      for (const parameter of queryFields) variants.push({ query: parameter.name });
      for (const id of Object.values(bob.ids)) {
        for (const variant of variants) {
          const shape = variant.body as { field: Array<string | number>; base: unknown } | undefined;
          const body = shape ? setAt(shape.base, shape.field, id) : operation.body ? exampleOf(operation.body) : undefined;
          const target = variant.query ? `${path}?${new URLSearchParams({ [variant.query]: id })}` : path;
          const response = await alice.client.request(operation.method, target, body === undefined ? {} : { json: body });
          sent += 1;
          const context = `${operationName(operation)} with Bob's ${id} in ${shape ? shape.field.join('.') : variant.query} -> ${response.status}`;
          expect(response.status, context).toBeLessThan(500);
          const text = await responseText(response);
          for (const secret of SECRETS) expect(text, context).not.toContain(secret);
        }
      }
    }
    expect(sent).toBeGreaterThan(100);
    // The wizard's answers are checked per step by the service (the document types them as any object): Bob's files.
    for (const id of [bob.ids.wizardFile!, bob.ids.knowledge!]) {
      const saved = await alice.client.request('PUT', '/api/wizard/steps/project-files', { json: { answers: { file_ids: [id] } } });
      await expectError(saved, 404, 'KNOWLEDGE_FILE_NOT_FOUND');
    }

    // Nothing Alice reads afterwards holds anything of Bob's: every list, her own things, the wizard's preview.
    const reads = operations
      .filter((operation) => operation.method === 'GET' && !operation.path.startsWith('/api/dev/'))
      .filter((operation) => !['/api/logout', '/api/resend-verify-email'].includes(operation.path))
      .map((operation) =>
        fillPath(operation.path, { user_id: 'me', ...enumPathValues(operation) }, aliceIdFor(operation.path) ?? alice.ids.conversation!),
      );
    for (const path of [...reads, `/api/conversations/${alice.ids.conversation}/messages`]) {
      const text = await responseText(await alice.client.get(path));
      for (const secret of SECRETS) expect(text, path).not.toContain(secret);
    }
    for (const question of ['zeppelin ballast sandbags gondola', 'quarterly zeppelin budget']) {
      const preview = await alice.client.post('/api/wizard/preview', { message: question, input: { goal: question } });
      const text = await preview.text();
      for (const secret of SECRETS) expect(text, `wizard preview: ${question}`).not.toContain(secret);
    }
    const conversations = await eventually('Alice lists her conversations', async () => data(await alice.client.get('/api/conversations')));
    expect(JSON.stringify(conversations)).not.toContain(bob.ids.expert);
  }, 300_000);
});
