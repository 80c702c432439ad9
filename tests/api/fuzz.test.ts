/**
 * No 5xx from input, on any operation (issue 28, finding 3): 2,500 requests generated with fast-check (seeded) from
 * the contract's schemas as the OpenAPI document states them, spread over every operation the document lists, each
 * sent anonymously and again signed in. Path parameters are real ids and slugs, random uuids or any text; queries and
 * bodies are valid by the schema, or one field wrong, or a required one missing, or junk; the content type is mostly
 * JSON, sometimes absent or another. Every answer is below 500, carries X-Request-ID, an error is in the contract's
 * shape, and (tests/support/documented-responses.ts, when the app closes) every answer matches its documented schema.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedTestCatalog } from '../support/catalog.ts';
import { validOf, wrongOf } from '../support/schema-arbitrary.ts';
import { signedInUser, TestClient, useTestApp } from './helpers.ts';
import { expectContractError, loadOperations, type Operation, operationName } from './openapi-operations.ts';

const CASES = 2_500;
const SEED = 20_261_201;
// Each request from its own address, so per-address limits (sign-in, 2FA) do not turn later cases into 429s.
const t = useTestApp({ env: { TRUST_PROXY: '1' } });
let operations: Operation[];
let user: Awaited<ReturnType<typeof signedInUser>>;
const known: string[] = ['me', 'resume-tailor', 'gut-symptom-journal'];

/** Signing out (or deleting the account) would leave the rest of the signed-in cases anonymous. */
const SIGNS_OUT = new Set(['GET /api/logout', 'POST /api/logout', 'POST /api/users/delete/me', 'POST /api/auth/sessions/revoke-others']);

beforeAll(async () => {
  await seedTestCatalog(t);
  operations = await loadOperations(t.app);
  user = await signedInUser(t.app);
  const room = await user.client.post('/api/conversations', { kind: 'group', title: 'Fuzz room' });
  const roomId = (await room.json()).data.id as string;
  const message = await user.client.post(`/api/conversations/${roomId}/messages`, { body: 'hello' });
  known.push(roomId, (await message.json()).data.id, user.userId);
}, 180_000);

interface Case {
  path: string;
  query: string;
  body?: string | Uint8Array;
  contentType?: string;
}

const anyText = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 20 }), fc.string({ unit: 'binary', maxLength: 20 }), fc.uuid());

function caseOf(operation: Operation): fc.Arbitrary<Case> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const path = fc
    .tuple(
      ...pathParameters.map((parameter) =>
        fc.oneof(
          { weight: 3, arbitrary: validOf(parameter.schema).map(String) },
          { weight: 2, arbitrary: fc.constantFrom(...known) },
          { weight: 1, arbitrary: anyText },
        ),
      ),
    )
    .map((values) => {
      let filled = operation.path;
      pathParameters.forEach((parameter, index) => {
        filled = filled.replace(`{${parameter.name}}`, encodeURIComponent(values[index] || 'x'));
      });
      return filled;
    });
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const query = fc
    .tuple(
      ...queryParameters.map((parameter) =>
        fc.option(fc.oneof({ weight: 3, arbitrary: validOf(parameter.schema) }, { weight: 1, arbitrary: anyText }), { nil: undefined }),
      ),
    )
    .map((values) => {
      const search = new URLSearchParams();
      queryParameters.forEach((parameter, index) => {
        const value = values[index];
        if (value === undefined) return;
        for (const one of Array.isArray(value) ? value : [value]) search.append(parameter.name, String(one));
      });
      return search.toString();
    });
  const body: fc.Arbitrary<Pick<Case, 'body' | 'contentType'>> = operation.uploadTypes
    ? fc.record({
        body: fc.uint8Array({ maxLength: 64 }),
        contentType: fc.constantFrom(...operation.uploadTypes, 'application/octet-stream', 'text/html', ''),
      })
    : operation.body
      ? fc.record({
          body: fc
            .oneof(
              { weight: 3, arbitrary: validOf(operation.body) },
              { weight: 2, arbitrary: wrongOf(operation.body) },
              { weight: 1, arbitrary: fc.string({ maxLength: 30 }).map((text) => ({ toJSON: () => text })) },
            )
            .map((value) => JSON.stringify(value) ?? ''),
          contentType: fc.constantFrom('application/json', 'application/json', 'application/json; charset=utf-8', 'text/plain', ''),
        })
      : fc.constant({});
  return fc.tuple(path, query, body).map(([filled, search, sent]) => ({ path: filled, query: search, ...sent }));
}

let address = 0;
async function send(client: TestClient, operation: Operation, request: Case): Promise<Response> {
  address += 1;
  const headers: Record<string, string> = { 'x-forwarded-for': `10.77.${(address >> 8) & 255}.${address & 255}` };
  if (request.contentType) headers['content-type'] = request.contentType;
  return client.request(operation.method, request.query ? `${request.path}?${request.query}` : request.path, {
    ...(request.body === undefined ? {} : { body: request.body }),
    headers,
  });
}

describe('the contract fuzzed', () => {
  it(`${CASES} generated requests over every operation, anonymous and signed in: never a 5xx`, async () => {
    expect(operations.length).toBeGreaterThan(140);
    const perOperation = Math.ceil(CASES / operations.length);
    let sent = 0;
    for (const operation of operations) {
      const name = operationName(operation);
      await fc.assert(
        fc.asyncProperty(caseOf(operation), async (request) => {
          const clients: Array<[string, TestClient]> = [['anonymous', new TestClient(t.app)]];
          if (!SIGNS_OUT.has(name)) clients.push(['signed in', user.client]);
          for (const [who, client] of clients) {
            const response = await send(client, operation, request);
            sent += 1;
            const context = `${who} ${operation.method} ${request.path}?${request.query} (${name}) -> ${response.status}`;
            expect(response.status, context).toBeLessThan(500);
            expect(response.headers.get('x-request-id'), context).toBeTruthy();
            if (response.status >= 400) await expectContractError(response, context);
            else await response.body?.cancel();
          }
        }),
        { seed: SEED, numRuns: perOperation, endOnFailure: true },
      );
    }
    expect(sent).toBeGreaterThan(CASES);
    // Still signed in: the cases did not end the session they ran under.
    expect((await user.client.get('/api/user/get-data')).status).toBe(200);
  }, 240_000);
});
