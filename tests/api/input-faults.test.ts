/**
 * No 500 from input (issue 28, finding 3), over real HTTP where Node's own handling mattered:
 * - a body without a Content-Type is 415 in the contract's shape on every operation that takes a JSON body (it was a
 *   500 before any check: the media-type gate read a body stream the entry layer had already read);
 * - an attachment's file name is stored as given, in any script, and downloads with an RFC 6266 / 5987 header;
 * - query values are validated before any query runs (`?assignee=0` reached PostgreSQL's uuid cast);
 * - bytes Node's parser refuses (a control character in a header, headers over the limit) get the contract's error
 *   body instead of Node's bare status line.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpApp, serveOverHttp } from '../support/http-app.ts';
import { expectError, expectValidationIssues, signedInUser, signIn, TestClient, useTestApp } from './helpers.ts';
import { enumPathValues, expectContractError, fillPath, loadOperations, operationName } from './openapi-operations.ts';

const t = useTestApp();
let http: HttpApp;
beforeAll(async () => {
  http = await serveOverHttp(t.app);
});
afterAll(() => http?.close());

const SOME_ID = '00000000-0000-4000-8000-000000000000';

describe('a body without Content-Type', () => {
  it('is 415 UNSUPPORTED_MEDIA_TYPE on every JSON operation, anonymous or signed in; an empty one is never a 5xx', async () => {
    const operations = (await loadOperations(t.app)).filter((operation) => operation.body);
    expect(operations.length).toBeGreaterThan(50);
    const account = await signedInUser(t.app);
    const signedIn = await signIn(http.app, account.email, account.password);
    for (const client of [new TestClient(http.app), signedIn]) {
      for (const operation of operations) {
        const path = fillPath(operation.path, { user_id: 'me', ...enumPathValues(operation) }, SOME_ID);
        const context = `${operationName(operation)} ${client === signedIn ? 'signed in' : 'anonymous'}`;
        const withBody = await client.request(operation.method, path, { body: new TextEncoder().encode('{"name":"x"}') });
        expect(withBody.status, context).toBe(415);
        expect((await expectContractError(withBody, context)).error_code).toBe('UNSUPPORTED_MEDIA_TYPE');
        const empty = await client.request(operation.method, path, { body: new Uint8Array(0) });
        expect(empty.status, `${context}, empty`).toBeLessThan(500);
        if (empty.status >= 400) await expectContractError(empty, `${context}, empty`);
      }
    }
  }, 120_000);
});

describe('attachment file names in any script', () => {
  it('are stored as given and downloaded with filename* (UTF-8) beside an ASCII filename', async () => {
    const ada = await signedInUser(t.app);
    const client = await signIn(http.app, ada.email, ada.password);
    const room = (await (await client.post('/api/conversations', { kind: 'group', title: 'Files' })).json()).data;
    for (const name of ['报告.txt', 'تقرير.txt', '😀 notes.txt', 'invoice\u202Etxt.exe', 'a "quoted" \\ name.txt', 'café.txt']) {
      const uploaded = await client.request('POST', `/api/conversations/${room.id}/attachments?file_name=${encodeURIComponent(name)}`, {
        body: new TextEncoder().encode('hello'),
        headers: { 'content-type': 'text/plain' },
      });
      expect(uploaded.status, name).toBe(201);
      const attachment = (await uploaded.json()).data;
      expect(attachment.file_name).toBe(name);
      const download = await client.get(`/api/attachments/${attachment.id}`);
      expect(download.status, name).toBe(200);
      expect(await download.text()).toBe('hello');
      const disposition = download.headers.get('content-disposition')!;
      expect(disposition, name).toMatch(/^attachment; filename="[\x20-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9%!#$&+.^_`|~-]+$/);
      expect(decodeURIComponent(disposition.split("filename*=UTF-8''")[1]!)).toBe(name);
    }
  });
});

describe('query values', () => {
  it('an assignee that is neither me, unassigned nor a uuid is 422 naming it, before any query', async () => {
    const { client } = await signedInUser(t.app);
    for (const value of ['0', 'nobody', '00000000-0000-4000-8000-00000000000Z']) {
      const issues = await expectValidationIssues(await client.get(`/api/conversations?assignee=${value}`));
      expect(issues.map((issue) => issue.loc)).toContainEqual(['query', 'assignee']);
    }
    for (const value of ['me', 'unassigned', SOME_ID]) expect((await client.get(`/api/conversations?assignee=${value}`)).status).toBe(200);
  });
});

/** Sends raw bytes on a new connection and reads everything until the server closes it. */
function rawExchange(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(http.port, '127.0.0.1');
    let received = '';
    socket.on('data', (data) => (received += data.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
    socket.write(bytes, 'latin1');
  });
}

describe('requests Node refuses before the app', () => {
  it.each([
    ['a control character in a header value', 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Note: a\x01b\r\n\r\n', 400, 'BAD_REQUEST'],
    ['a space in a header name', 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nBad Name: x\r\n\r\n', 400, 'BAD_REQUEST'],
    ['a broken request line', 'GET /api/health HTTP/9\r\n\r\n', 400, 'BAD_REQUEST'],
    [
      'headers over the limit',
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
      'HEADERS_TOO_LARGE',
    ],
  ] as const)('%s: the contract error body', async (_name, bytes, status, code) => {
    const answer = await rawExchange(bytes);
    expect(answer.split('\r\n')[0]).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
    const response = new Response(body, { status, headers: { 'content-type': 'application/json' } });
    await expectError(response, status, code);
    expect(answer).toMatch(/\r\nx-request-id: [0-9a-f-]{36}\r\n/i);
  });
});
