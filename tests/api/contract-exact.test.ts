/**
 * The OpenAPI document states exactly what the validators accept (issue 28, finding 6): uuids carry zod's RFC 9562
 * pattern (the `format` alone admits any 8-4-4-4-12 hex), no query, path or header parameter admits null (a query
 * string holds none), a PATCH body that refuses `{}` says minProperties 1, and a raw upload lists the media types it
 * takes (it said application/octet-stream, which was refused with 415).
 */
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_OPERATIONS } from '../../contract/api.ts';
import { ATTACHMENT_TYPES } from '../../contract/messaging/constants.ts';
import { KNOWLEDGE_FILE_TYPES } from '../../contract/protocols/entities.ts';
import { expectError, expectValidationIssues, signedInUser, useTestApp } from './helpers.ts';

const t = useTestApp();
type Node = Record<string, unknown>;
let document: { paths: Record<string, Record<string, Node>>; components: { schemas: Record<string, Node> } };
beforeAll(async () => {
  document = await (await t.app.request('http://localhost/api/openapi.json')).json();
});

function* nodes(value: unknown): Generator<Node> {
  if (Array.isArray(value)) for (const item of value) yield* nodes(item);
  else if (value && typeof value === 'object') {
    yield value as Node;
    for (const child of Object.values(value)) yield* nodes(child);
  }
}

const resolve = (schema: Node): Node =>
  typeof schema.$ref === 'string' ? resolve(document.components.schemas[schema.$ref.split('/').at(-1)!]!) : schema;

describe('the document and the validators agree', () => {
  it('every uuid carries the pattern zod checks, which refuses ids of no RFC 9562 version the server refuses too', async () => {
    const uuids = [...nodes(document)].filter((node) => node.format === 'uuid');
    expect(uuids.length).toBeGreaterThan(80);
    const pattern = new RegExp(String(uuids[0]!.pattern));
    for (const node of uuids) expect(node.pattern).toBe(uuids[0]!.pattern);
    const versionZero = '12345678-1234-0234-8234-123456789abc';
    const version4 = '12345678-1234-4234-8234-123456789abc';
    expect(pattern.test(versionZero)).toBe(false);
    expect(pattern.test(version4)).toBe(true);
    expect(z.uuid().safeParse(versionZero).success).toBe(false);
    const { client } = await signedInUser(t.app);
    const issues = await expectValidationIssues(await client.post('/api/conversations/bulk', { ids: [versionZero], action: 'read' }));
    expect(issues[0]!.loc).toEqual(['body', 'ids', 0]);
    expect((await client.post('/api/conversations/bulk', { ids: [version4], action: 'read' })).status).toBe(200);
  });

  it('no query, path or header parameter admits null', () => {
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        for (const parameter of (operation.parameters as Array<{ name: string; schema: Node }> | undefined) ?? []) {
          expect(JSON.stringify(parameter.schema), `${method} ${path} ${parameter.name}`).not.toContain('"null"');
        }
      }
    }
  });

  it('a body schema that refuses {} says so (minProperties or required), and one that takes {} does not', () => {
    const withBody = API_OPERATIONS.filter((operation) => operation.body);
    expect(withBody.length).toBeGreaterThan(50);
    const disagree: string[] = [];
    for (const operation of withBody) {
      const documented = resolve(
        (
          (document.paths[operation.path]![operation.method.toLowerCase()]!.requestBody as Node).content as Record<string, { schema: Node }>
        )['application/json']!.schema,
      );
      const refusesEmpty = Number(documented.minProperties ?? 0) > 0 || ((documented.required as string[] | undefined)?.length ?? 0) > 0;
      const name = `${operation.method} ${operation.path}`;
      if (documented.type !== 'object') continue;
      if (refusesEmpty === operation.body!.safeParse({}).success) disagree.push(name);
    }
    expect(disagree).toEqual([]);
  });

  it('a raw upload lists the media types it takes, and refuses others with 415', async () => {
    const uploads = {
      '/api/conversations/{id}/attachments': ATTACHMENT_TYPES,
      '/api/creator/knowledge-files': KNOWLEDGE_FILE_TYPES,
    } as const;
    for (const [path, types] of Object.entries(uploads)) {
      const content = (document.paths[path]!.post!.requestBody as { content: Record<string, { schema: Node }> }).content;
      expect(Object.keys(content).sort(), path).toEqual([...types].sort());
      for (const media of Object.values(content)) expect(media.schema).toEqual({ type: 'string', format: 'binary' });
    }
    const { client } = await signedInUser(t.app);
    const refused = await client.request('POST', '/api/creator/knowledge-files?file_name=a.bin', {
      body: new Uint8Array([1, 2, 3]),
      headers: { 'content-type': 'application/octet-stream' },
    });
    await expectError(refused, 415, 'ATTACHMENT_TYPE_NOT_ALLOWED');
  });
});
