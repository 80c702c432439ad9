/**
 * Text input is valid Unicode without NUL, or refused with a 422 that names the field (contract/lib/text.ts), in
 * bodies, keys and query strings alike; nothing is stored. The property test (malformed-bodies.test.ts) sends such
 * text to every operation; these are the cases the outside test found, one by one.
 */
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../server/core/schema.ts';
import { expectValidationIssues, signedInUser, signUpBody, TestClient, useTestApp } from './helpers.ts';

const t = useTestApp();

const SIGN_UP = '/api/public/auth/sign-up';
const locs = (issues: Array<{ loc: Array<string | number>; type: string }>) => issues.map((issue) => [issue.loc.join('.'), issue.type]);
const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]!.n;

describe('the text rule', () => {
  it('a NUL in an anonymous sign-up is a 422 naming the field, and no account is created', async () => {
    const before = await userCount();
    const issues = await expectValidationIssues(await new TestClient(t.app).post(SIGN_UP, signUpBody({ name: 'Ada\u0000Lovelace' })));
    expect(locs(issues)).toEqual([['body.name', 'string_nul']]);
    expect(issues[0]!.msg).toBe('Text must not contain NUL (U+0000) characters');
    expect(await userCount()).toBe(before);
  });

  it('a lone surrogate (a JSON escape) is a 422, not a silent U+FFFD', async () => {
    const { client } = await signedInUser(t.app);
    const body = '{"full_name":"Ada \\ud800 Lovelace"}';
    const issues = await expectValidationIssues(
      await client.request('PATCH', '/api/users/update/me', { body, headers: { 'content-type': 'application/json' } }),
    );
    expect(locs(issues)).toEqual([['body.full_name', 'string_unicode']]);
    expect((await (await client.get('/api/user/get-data')).json()).data.full_name).toBe('Ada Lovelace');
  });

  it('bytes that are not UTF-8 are a 422 naming the field, not a stored U+FFFD', async () => {
    const before = await userCount();
    const text = JSON.stringify(signUpBody({ name: 'Ada XX' }));
    const bytes = Buffer.from(text, 'utf8');
    const at = bytes.indexOf('XX');
    bytes[at] = 0xc3; // a lead byte followed by "X": not UTF-8
    const issues = await expectValidationIssues(
      await new TestClient(t.app).request('POST', SIGN_UP, {
        body: new Uint8Array(bytes),
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(locs(issues)).toEqual([['body.name', 'string_unicode']]);
    expect(await userCount()).toBe(before);
  });

  it('API key names, tokens and unknown keys alike', async () => {
    const { client } = await signedInUser(t.app);
    const key = await expectValidationIssues(await client.post('/api/auth/api-keys', { name: 'ci\u0000bot', scopes: ['user:read'] }));
    expect(locs(key)).toEqual([['body.name', 'string_nul']]);
    const token = await expectValidationIssues(
      await client.post('/api/auth/tokens', { name: 'laptop', scopes: ['user:read'], expires_in_days: 30, 'note\u0000': 'x' }),
    );
    expect(locs(token)).toEqual([['body.note\u0000', 'string_nul']]);
  });

  it('query strings too: the dev outbox `to`', async () => {
    const response = await t.app.request(
      'http://localhost/api/dev/outbox?to=a%00b@example.test',
      {},
      { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
    );
    expect(locs(await expectValidationIssues(response))).toEqual([['query.to', 'string_nul']]);
  });
});
