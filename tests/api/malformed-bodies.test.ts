/**
 * 1,000 generated malformed requests (fast-check) against every operation of the OpenAPI document that reads
 * a body or a query string. The generators derive from each operation's schema: not JSON, truncated JSON, a
 * non-JSON content type, arrays/numbers/null where an object belongs, missing required fields, wrong types,
 * constraint violations, with noise on top (prototype-pollution keys, unicode, large strings, deep nesting).
 * A case is `mustFail` when it breaks a rule the schema states; bodies stay near the 64 KiB limit at most.
 */
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, TestClient, useTestApp } from './helpers.ts';
import {
  enumPathValues,
  expectContractError,
  fillPath,
  loadOperations,
  operationName,
  type JsonSchema,
  type Operation,
  type Parameter,
} from './openapi-operations.ts';

interface MalformedRequest {
  kind: string;
  query: string;
  /** Bytes when the body is deliberately not UTF-8. */
  body?: string | Uint8Array;
  /** Unsafe text was put here: a 422 must name it (`loc`) with a text-rule type. */
  unsafeAt?: Array<string | number>;
  /** `null`: no content-type header of ours (a string body then goes out as text/plain). */
  contentType: string | null;
  mustFail: boolean;
}

type JsonType = 'string' | 'integer' | 'float' | 'boolean' | 'null' | 'array' | 'object';

/** Stands for bytes that are not UTF-8 in a generated body (replaced just before sending). */
const INVALID_UTF8_MARKER = 'INVALID-UTF8-HERE';
const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '__defineGetter__'];
const NASTY_STRINGS = [
  '\u0000',
  '\uD800',
  '\uDFFF',
  '\u202E',
  '\uFEFF',
  'ا‎ل',
  '𝕏𝕪',
  '🧑‍💻',
  "'; DROP TABLE users; --",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as plain text.
  '${7*7}',
  '<script>',
  '../../etc/passwd',
  '%00',
  'null',
  'undefined',
];

/** Any text, including astral characters, lone surrogates, NUL, RTL marks and injection-looking strings. */
const junkString = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }), fc.constantFrom(...NASTY_STRINGS));

/** A large string built by repetition (generating 60 000 characters one by one would be slow). */
const hugeString = fc
  .tuple(fc.string({ unit: 'binary', minLength: 1, maxLength: 8 }), fc.integer({ min: 1_000, max: 60_000 }))
  .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length));

const deepJsonText = (maxDepth: number) =>
  fc
    .tuple(fc.constantFrom('array', 'object'), fc.integer({ min: 50, max: maxDepth }))
    .map(([shape, depth]) => (shape === 'array' ? '['.repeat(depth) + ']'.repeat(depth) : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`));

/** A JSON value that is large, deep, polluting or odd; used for noise keys. */
const noiseValue: fc.Arbitrary<unknown> = fc.oneof(
  junkString,
  hugeString,
  // Nested inside another value only as deep as JSON.stringify can write (raw deep bodies go deeper).
  deepJsonText(1_000).map((text) => JSON.parse(text) as unknown),
  fc.constant({ polluted: 'yes' }),
  fc.jsonValue({ maxDepth: 3 }),
);

const noiseEntries = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...POLLUTION_KEYS), junkString), noiseValue), {
  maxLength: 3,
});

function allowedTypes(schema: JsonSchema): Set<JsonType> | null {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    const merged = new Set<JsonType>();
    for (const variant of variants) {
      const types = allowedTypes(variant);
      if (!types) return null;
      for (const type of types) merged.add(type);
    }
    return merged;
  }
  if (schema.enum)
    return new Set(schema.enum.map((value) => (value === null ? 'null' : typeof value === 'string' ? 'string' : 'object')) as JsonType[]);
  if (!schema.type) return null;
  const types = new Set<JsonType>();
  for (const type of Array.isArray(schema.type) ? schema.type : [schema.type]) {
    if (type === 'number') types.add('integer').add('float');
    else types.add(type as JsonType);
  }
  return types;
}

const VALUE_OF_TYPE: Record<JsonType, fc.Arbitrary<unknown>> = {
  string: junkString,
  integer: fc.integer({ min: -1_000_000, max: 1_000_000 }),
  float: fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }).filter((value) => !Number.isInteger(value)),
  boolean: fc.boolean(),
  null: fc.constant(null),
  array: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  object: fc.dictionary(junkString, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
};

/** A value of a JSON type the schema does not allow; null when the schema allows any type. */
function wrongTypeValue(schema: JsonSchema): fc.Arbitrary<unknown> | null {
  const allowed = allowedTypes(schema);
  if (!allowed) return null;
  const wrong = (Object.keys(VALUE_OF_TYPE) as JsonType[]).filter((type) => !allowed.has(type));
  return wrong.length > 0 ? fc.oneof(...wrong.map((type) => VALUE_OF_TYPE[type])) : null;
}

/** Strings that break a stated string rule (enum, length, pattern); null when there is none. */
function ruleBreakingString(schema: JsonSchema): fc.Arbitrary<string> | null {
  const options: Array<fc.Arbitrary<string>> = [];
  if (schema.enum) options.push(junkString.filter((value) => !schema.enum!.includes(value)));
  if (schema.minLength !== undefined && schema.minLength > 0) options.push(fc.constant(''));
  if (schema.maxLength !== undefined && schema.maxLength < 20_000) {
    options.push(fc.integer({ min: schema.maxLength + 1, max: schema.maxLength + 50 }).map((length) => 'x'.repeat(length)));
  }
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    options.push(junkString.filter((value) => !pattern.test(value)));
  }
  return options.length > 0 ? fc.oneof(...options) : null;
}

/** A plausible value for a property (its own type, arbitrary content); may be valid or not. */
function plausibleValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const types = allowedTypes(schema);
  if (!types) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(...[...types].map((type) => VALUE_OF_TYPE[type]));
}

function plausibleObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const shape = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, plausibleValue(property)]));
  return fc.record(shape, { requiredKeys: [] }) as fc.Arbitrary<Record<string, unknown>>;
}

/** Objects that break at least one rule of `schema`, with noise; null when no rule can be broken. */
function invalidObject(schema: JsonSchema): fc.Arbitrary<string> | null {
  const properties = Object.entries(schema.properties ?? {});
  const breakers: Array<fc.Arbitrary<(entries: Array<[string, unknown]>) => Array<[string, unknown]>>> = [];
  const required = (schema.required ?? []).filter((name) => schema.properties?.[name]);
  if (required.length > 0) {
    breakers.push(fc.constantFrom(...required).map((name) => (entries) => entries.filter(([key]) => key !== name)));
  }
  for (const [name, property] of properties) {
    const wrong = wrongTypeValue(property);
    const breaking = allowedTypes(property)?.has('string') ? ruleBreakingString(property) : null;
    for (const value of [wrong, breaking]) {
      if (value) breakers.push(value.map((bad) => (entries) => [...entries.filter(([key]) => key !== name), [name, bad]]));
    }
  }
  if (schema.additionalProperties === false) {
    const known = new Set(properties.map(([name]) => name));
    const extra = fc.tuple(
      fc.oneof(fc.constantFrom(...POLLUTION_KEYS), junkString).filter((key) => !known.has(key)),
      noiseValue,
    );
    breakers.push(extra.map((entry) => (entries) => [...entries, entry]));
  }
  if (breakers.length === 0) return null;
  const known = new Set(properties.map(([name]) => name));
  return fc.tuple(plausibleObject(schema), fc.oneof(...breakers), noiseEntries).map(([base, breakRule, noise]) => {
    const entries = breakRule(Object.entries(base));
    // Noise never replaces a schema field (that could accidentally make the body valid or differently invalid).
    const extra = noise.filter(([key]) => !known.has(key) && !entries.some(([existing]) => existing === key));
    // Object.fromEntries defines `__proto__` as an own key, so JSON.stringify really sends it.
    return JSON.stringify(Object.fromEntries([...entries, ...extra]));
  });
}

const nonObjectJson = fc
  .oneof(
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    junkString,
    fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  )
  .map((value) => JSON.stringify(value));

const notJson = fc
  .oneof(
    fc.constantFrom('{', '{"a":', "{'a': 1}", '{"a":1,}', '[1,2', 'undefined', 'NaN', '{"__proto__":', '\u0000', '{"a":"\\x"}', ''),
    junkString,
    fc.string({ unit: 'binary', maxLength: 200 }),
  )
  .filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  });

const NON_JSON_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'text/html',
  null,
];

/**
 * A plausible body as a form would send it: each field's text (nested values as JSON). URLSearchParams cannot take
 * the nested, null-prototype objects the generator makes for record schemas directly.
 */
function formText(value: unknown): string {
  const fields = Object.entries((value ?? {}) as Record<string, unknown>);
  return new URLSearchParams(
    fields.map(([key, field]) => [key, typeof field === 'string' ? field : (JSON.stringify(field) ?? '')]),
  ).toString();
}

function bodyRequests(schema: JsonSchema): fc.Arbitrary<MalformedRequest> {
  const json = (kind: string, body: fc.Arbitrary<string>) =>
    body.map((text): MalformedRequest => ({ kind, query: '', body: text, contentType: 'application/json', mustFail: true }));
  const isObject = allowedTypes(schema)?.has('object') ?? false;
  const kinds: Array<fc.Arbitrary<MalformedRequest>> = [
    json('not-json', notJson),
    json(
      'truncated-json',
      plausibleObject(schema).chain((value) => {
        const text = JSON.stringify(value);
        return fc.integer({ min: 0, max: text.length - 1 }).map((end) => text.slice(0, end));
      }),
    ),
    fc.tuple(fc.constantFrom(...NON_JSON_TYPES), plausibleObject(schema)).map(
      ([contentType, value]): MalformedRequest => ({
        kind: 'wrong-content-type',
        query: '',
        body: contentType === 'application/x-www-form-urlencoded' ? formText(value) : JSON.stringify(value),
        contentType,
        mustFail: true,
      }),
    ),
    fc.constant<MalformedRequest>({ kind: 'no-body', query: '', contentType: 'application/json', mustFail: true }),
    json(
      'deep-array',
      deepJsonText(5_000).filter((text) => text.startsWith('[')),
    ),
  ];
  if (isObject) kinds.push(json('non-object-json', nonObjectJson));
  const unsafe = unsafeTextObject(schema);
  if (unsafe) kinds.push(unsafe);
  const invalid = invalidObject(schema);
  if (invalid) kinds.push(json('invalid-object', invalid), json('invalid-object', invalid));
  return fc.oneof(...kinds);
}

/** Text the API must refuse (contract/lib/text.ts): NUL, lone surrogates, and bytes that are not UTF-8. */
const UNSAFE_TEXT = fc.oneof(
  fc.tuple(junkString, junkString).map(([before, after]) => `${before}\u0000${after}`),
  fc.constantFrom('\uD800', 'x\uDFFFy', 'Ada \uDBFF', '\uDC00tail'),
  fc.constant(INVALID_UTF8_MARKER),
);

/**
 * A plausible object with unsafe text in one string property. The marker value is sent as bytes that are not UTF-8
 * (0xFF is never part of UTF-8), everything else as JSON text.
 */
function unsafeTextObject(schema: JsonSchema): fc.Arbitrary<MalformedRequest> | null {
  const names = Object.entries(schema.properties ?? {})
    .filter(([, property]) => allowedTypes(property)?.has('string'))
    .map(([name]) => name);
  if (names.length === 0) return null;
  return fc.tuple(plausibleObject(schema), fc.constantFrom(...names), UNSAFE_TEXT).map(([base, name, text]): MalformedRequest => {
    const json = JSON.stringify({ ...base, [name]: text });
    let body: string | Uint8Array = json;
    if (text === INVALID_UTF8_MARKER) {
      const bytes = new TextEncoder().encode(json);
      const at = Buffer.from(bytes).indexOf(INVALID_UTF8_MARKER);
      bytes[at] = 0xff;
      body = bytes;
    }
    return { kind: 'unsafe-text', query: '', body, contentType: 'application/json', mustFail: true, unsafeAt: ['body', name] };
  });
}

function ruleBreakingQueryValue(parameter: Parameter): fc.Arbitrary<string> | null {
  const schema = parameter.schema;
  const types = allowedTypes(schema);
  if (types?.has('integer') && !types.has('string')) {
    const values = ['abc', 'NaN', '1.5', 'Infinity', '-'];
    if (schema.minimum !== undefined) values.push(String(schema.minimum - 1));
    if (schema.maximum !== undefined) values.push(String(schema.maximum + 1));
    return fc.constantFrom(...values);
  }
  // Spec §3: an empty list parameter counts as absent, so `?x=` breaks no rule of an optional parameter.
  const broken = ruleBreakingString(schema);
  return broken && !parameter.required ? broken.filter((value) => value !== '') : broken;
}

function plausibleQueryValue(parameter: Parameter): fc.Arbitrary<string> {
  const schema = parameter.schema;
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum.map(String));
  if (allowedTypes(schema)?.has('integer')) return fc.integer({ min: schema.minimum ?? 0, max: schema.maximum ?? 100 }).map(String);
  return junkString;
}

function queryRequests(parameters: Parameter[]): fc.Arbitrary<MalformedRequest> {
  const breakers: Array<fc.Arbitrary<{ omit?: string; set?: [string, string] }>> = [];
  for (const parameter of parameters) {
    if (parameter.required) breakers.push(fc.constant({ omit: parameter.name }));
    const bad = ruleBreakingQueryValue(parameter);
    if (bad) breakers.push(bad.map((value) => ({ set: [parameter.name, value] as [string, string] })));
  }
  const plausible = fc.record(Object.fromEntries(parameters.map((parameter) => [parameter.name, plausibleQueryValue(parameter)])), {
    requiredKeys: [],
  }) as fc.Arbitrary<Record<string, string>>;
  const queryNoise = fc.array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...POLLUTION_KEYS), junkString),
      fc.oneof(
        junkString,
        fc.integer({ min: 100, max: 4_000 }).map((n) => 'q'.repeat(n)),
      ),
    ),
    { maxLength: 3 },
  );
  const names = new Set(parameters.map((parameter) => parameter.name));
  const breaker = breakers.length > 0 ? fc.oneof(...breakers) : fc.constant(null);
  return fc.tuple(plausible, breaker, queryNoise).map(([values, broken, noise]): MalformedRequest => {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(values)) if (name !== broken?.omit && name !== broken?.set?.[0]) search.append(name, value);
    if (broken?.set) search.append(...broken.set);
    for (const [name, value] of noise) if (!names.has(name)) search.append(name, value);
    return {
      kind: broken ? 'invalid-query' : 'noisy-query',
      query: search.toString(),
      contentType: null,
      mustFail: broken !== null,
    };
  });
}

/** Wrong requests for one operation: its body (if it takes one), else its query string. */
function malformedRequests(operation: Operation): fc.Arbitrary<MalformedRequest> {
  if (operation.body) return bodyRequests(operation.body);
  return queryRequests(operation.parameters.filter((parameter) => parameter.in === 'query'));
}

// ---------------------------------------------------------------------------------------------------------
// The property: every operation that reads a body or a query string, called with 1,000 generated wrong
// requests, each sent anonymously and again by a signed-in user with a valid CSRF token (so validation behind
// the session is reached), answers 4xx in the contract's error shape, never 5xx, and writes nothing.

const CASES = 1_000;
// TRUST_PROXY lets each request come from its own X-Forwarded-For address, so fixed per-IP limits
// (e.g. the 2FA challenge's 30/min) do not turn later cases into 429s before validation runs.
const t = useTestApp({ env: { TRUST_PROXY: '1' } });
let targets: Operation[];
let user: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  targets = (await loadOperations(t.app)).filter(
    (operation) => operation.body || operation.parameters.some((parameter) => parameter.in === 'query'),
  );
  user = await signedInUser(t.app);
});

/** Raw SQL rows; both drivers (PGlite and node-postgres) answer `{ rows }`. */
async function selectRows<T>(query: SQL): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function rowCounts(): Promise<Record<string, number>> {
  const tables = await selectRows<{ table_name: string }>(
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    // Rate-limit counters legitimately move; everything else must stay as it was.
    if (table === 'rate_limits') continue;
    const [row] = await selectRows<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`);
    counts[table] = Number(row!.n);
  }
  return counts;
}

let requestNumber = 0;
async function send(operation: Operation, request: MalformedRequest, client: TestClient): Promise<Response> {
  requestNumber += 1;
  const path = fillPath(operation.path, { user_id: 'me', ...enumPathValues(operation) }, randomUUID());
  const headers: Record<string, string> = {
    'x-forwarded-for': `10.${(requestNumber >> 16) & 255}.${(requestNumber >> 8) & 255}.${requestNumber & 255}`,
  };
  if (request.contentType) headers['content-type'] = request.contentType;
  return client.request(operation.method, request.query ? `${path}?${request.query}` : path, {
    body: request.body,
    headers,
  });
}

describe('malformed requests to every operation with a body or query string', () => {
  it(`${CASES} generated cases, anonymous and signed in: 4xx in the contract shape, never 5xx, nothing written`, async () => {
    expect(targets.length).toBeGreaterThan(10);
    const before = await rowCounts();
    const seen = new Map<string, { cases: number; signedInValidation: number; unsafeNamed: number }>();
    // Every operation gets its share of the cases (at least five each), however many operations the API has.
    const perOperation = Math.max(5, Math.ceil(CASES / targets.length));
    for (const operation of targets) {
      await fc.assert(
        fc.asyncProperty(malformedRequests(operation), async (request) => {
          const name = operationName(operation);
          const tally = seen.get(name) ?? { cases: 0, signedInValidation: 0, unsafeNamed: 0 };
          seen.set(name, tally);
          tally.cases += 1;
          for (const [who, client] of [
            ['anonymous', new TestClient(t.app)],
            ['signed in', user.client],
          ] as const) {
            const response = await send(operation, request, client);
            const context = `${who} ${name} (${request.kind}) -> ${response.status}`;
            expect(response.status, context).toBeLessThan(500);
            if (request.mustFail) expect(response.status, context).toBeGreaterThanOrEqual(400);
            expect(response.headers.get('x-request-id'), context).toBeTruthy();
            if (response.status >= 400) {
              const body = await expectContractError(response, context);
              // Unsafe text is refused by name whenever validation answers (a 413 or 429 may come first).
              if (request.unsafeAt && response.status === 422) {
                const named = (body.detail as Array<{ loc: unknown[]; type: string }>).some(
                  (issue) => JSON.stringify(issue.loc) === JSON.stringify(request.unsafeAt) && issue.type.startsWith('string_'),
                );
                expect(named, `${context}: no text-rule issue at ${request.unsafeAt.join('.')}: ${JSON.stringify(body.detail)}`).toBe(true);
                tally.unsafeNamed += 1;
              }
              if (who === 'signed in' && body.error_code === 'VALIDATION_ERROR') tally.signedInValidation += 1;
            } else {
              await response.body?.cancel();
            }
          }
        }),
        // A seed per operation: with one seed, every operation drew the same kinds in the same order (and one kind could
        // be missed everywhere when the number of operations changed the runs each gets).
        { seed: 20_260_611 + targets.indexOf(operation), numRuns: perOperation, endOnFailure: true },
      );
    }

    // Spread over every operation, and validation was reached behind the session for each of them.
    for (const operation of targets) {
      const tally = seen.get(operationName(operation));
      expect(tally?.cases ?? 0, operationName(operation)).toBeGreaterThanOrEqual(5);
      expect(tally?.signedInValidation ?? 0, operationName(operation)).toBeGreaterThan(0);
    }
    // Unsafe text (NUL, lone surrogates, bytes that are not UTF-8) was generated and refused by name.
    const unsafeNamed = [...seen.values()].reduce((sum, tally) => sum + tally.unsafeNamed, 0);
    expect(unsafeNamed).toBeGreaterThan(20);
    expect(await rowCounts()).toEqual(before);
    // The signed-in user was never signed out or changed by any of it.
    const me = await user.client.get('/api/user/get-data');
    expect(me.status).toBe(200);
    expect((await me.json()).data).toMatchObject({
      user_id: user.userId,
      email: user.email,
      full_name: 'Ada Lovelace',
    });
    // `__proto__` keys were data, not prototype writes.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('polluted');
  }, 600_000);
});
