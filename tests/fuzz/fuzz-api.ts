/**
 * A contract fuzzer from outside the process (issue 28): it knows the API only by the OpenAPI document the server
 * serves, generates requests for every operation with json-schema-faker (seeded; a generator that is not ours, so it
 * reads the document as any client would), half of them broken on purpose, sends each over HTTP anonymously and signed
 * in (the demo member; the demo admin for admin operations), and checks every answer: no 5xx, the status documented for
 * the operation, a JSON body valid against its documented schema (ajv, JSON Schema 2020-12 with formats).
 *
 *   npm run fuzz:api                       starts `server/main.ts` on a fresh PGlite folder (seeded) and fuzzes it
 *   FUZZ_ORIGIN=http://127.0.0.1:4421 ...  fuzzes a server already running (with the demo accounts)
 *   FUZZ_CASES_PER_OPERATION=100 FUZZ_SEED=1
 *
 * Prints the cases, the requests and the counts of 5xx and of schema violations (exit 1 when either is not zero).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGeneratorSync, type JsonSchema } from 'json-schema-faker';
import { DEMO_ACCOUNT, DEMO_ADMIN } from '../../server/core/demo-accounts.ts';
import { DEFAULT_RATE_LIMITS } from '../../server/rate-limits.ts';
import { DocumentedResponses } from '../support/documented-responses.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';

const PER_OPERATION = Number(process.env.FUZZ_CASES_PER_OPERATION ?? 100);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_201);
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
/** These would end the session the signed-in cases run under. */
const SIGNS_OUT = new Set(['get /api/logout', 'post /api/logout', 'post /api/users/delete/me', 'post /api/auth/sessions/revoke-others']);

type Schema = Record<string, unknown>;
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
}
interface OperationObject {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
interface Document {
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas: Record<string, Schema> };
}

/** Cookies and CSRF token of one signed-in browser (or none: anonymous). */
class Client {
  cookies = new Map<string, string>();
  csrf = '';
  constructor(readonly origin: string) {}
  async request(method: string, path: string, body: string | Uint8Array | undefined, headers: Record<string, string>) {
    const response = await fetch(`${this.origin}${path}`, {
      method: method.toUpperCase(),
      headers: {
        ...headers,
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...(this.csrf ? { 'x-csrf-token': this.csrf } : {}),
      },
      body: body as BodyInit | undefined,
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      this.cookies.set(pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1));
    }
    return response;
  }
  static async signedIn(origin: string, email: string, password: string) {
    const client = new Client(origin);
    const response = await client.request('post', '/api/public/auth/sign-in', JSON.stringify({ email, password }), {
      'content-type': 'application/json',
    });
    if (response.status !== 200) throw new Error(`sign-in as ${email} answered ${response.status}`);
    client.csrf = (await response.json()).data.csrf_token;
    return client;
  }
}

/** Mulberry32, for the broken half of the cases (json-schema-faker seeds the valid half). */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** encodeURIComponent, except that a lone surrogate goes out as its three WTF-8 bytes (not UTF-8: the API must refuse it). */
function encodeLoosely(text: string): string {
  return text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[^\uD800-\uDFFF]+|[\uD800-\uDFFF]/g, (part) =>
    part.length === 1 && part >= '\uD800' && part <= '\uDFFF'
      ? [0xe0 | (part.charCodeAt(0) >> 12), 0x80 | ((part.charCodeAt(0) >> 6) & 63), 0x80 | (part.charCodeAt(0) & 63)]
          .map((byte) => `%${byte.toString(16).toUpperCase()}`)
          .join('')
      : encodeURIComponent(part),
  );
}

const JUNK: unknown[] = [
  null,
  0,
  -1,
  Number.MAX_SAFE_INTEGER + 2,
  'x',
  '',
  '\u0000',
  '\uD800',
  '🧑‍💻',
  'a'.repeat(300),
  [],
  {},
  [1, 'a'],
  { a: { b: [] } },
  true,
];

function main() {
  return run().catch((error) => {
    console.error(error);
    process.exit(2);
  });
}

async function run() {
  let server: ServerProcess | undefined;
  let folder: string | undefined;
  let origin = process.env.FUZZ_ORIGIN;
  if (!origin) {
    folder = mkdtempSync(join(tmpdir(), 'ae-fuzz-'));
    // The limits would answer most cases 429 before validation: raised (they have tests of their own).
    const limits = Object.fromEntries(Object.keys(DEFAULT_RATE_LIMITS).map((name) => [name, { limit: 100_000_000, windowSeconds: 60 }]));
    server = await startServerProcess(
      { PGLITE_DIR: folder, STATUS_CHECK_SECONDS: '0', TRUST_PROXY: '1', RATE_LIMITS: JSON.stringify(limits), LOG_LEVEL: 'warn' },
      300_000,
    );
    origin = server.origin;
  }
  try {
    const document = (await (await fetch(`${origin}/api/openapi.json`)).json()) as Document;
    const member = await Client.signedIn(origin, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const admin = await Client.signedIn(origin, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const answers = new DocumentedResponses();
    const faker = createGeneratorSync({ seed: SEED, maxDepth: 4, maxItems: 4, maxLength: 60, optionalsProbability: 0.5 });
    const next = random(SEED);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
    const stats = { operations: 0, cases: 0, requests: 0, serverErrors: [] as string[], generatorGaps: 0 };
    /** A value for the schema; where the generator cannot follow it (a few combinations), a simpler schema's. */
    const fake = (schema: Schema | undefined): unknown => {
      try {
        return faker.generate({ ...(schema ?? {}), components: document.components } as JsonSchema);
      } catch {
        stats.generatorGaps += 1;
        const { minProperties: _min, ...simpler } = (schema ?? {}) as Schema;
        try {
          return faker.generate({ ...simpler, components: document.components } as JsonSchema);
        } catch {
          return {};
        }
      }
    };
    let address = 0;

    for (const [template, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (!METHODS.includes(method)) continue;
        stats.operations += 1;
        const parameters = operation.parameters ?? [];
        const content = operation.requestBody?.content ?? {};
        const jsonBody = content['application/json']?.schema;
        const uploadTypes = Object.keys(content).filter((type) => (content[type]!.schema as { format?: string }).format === 'binary');
        for (let index = 0; index < PER_OPERATION; index += 1) {
          const broken = next() < 0.5;
          let path = template;
          const query = new URLSearchParams();
          for (const parameter of parameters) {
            let value: unknown = fake(parameter.schema);
            if (broken && next() < 0.4) value = pick(JUNK);
            if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeLoosely(String(value ?? 'x') || 'x'));
            else if (parameter.in === 'query' && (parameter.required || next() < 0.6) && value !== undefined)
              for (const one of Array.isArray(value) ? value : [value])
                query.append(parameter.name, typeof one === 'object' ? JSON.stringify(one) : String(one));
          }
          let body: string | Uint8Array | undefined;
          const headers: Record<string, string> = {};
          if (uploadTypes.length > 0) {
            body = new TextEncoder().encode(String(fake({ type: 'string', minLength: 1 })));
            headers['content-type'] = broken ? pick(['', 'text/html', 'application/x-unknown']) : pick(uploadTypes);
          } else if (jsonBody) {
            let value = fake(jsonBody);
            if (broken && value && typeof value === 'object' && !Array.isArray(value)) {
              const keys = Object.keys(value);
              const mutation = next();
              if (mutation < 0.4 && keys.length) value = { ...value, [pick(keys)]: pick(JUNK) };
              else if (mutation < 0.7 && keys.length) delete (value as Record<string, unknown>)[pick(keys)];
              else value = pick(JUNK);
            }
            body = broken && next() < 0.15 ? '{"truncated": ' : JSON.stringify(value);
            headers['content-type'] = broken && next() < 0.2 ? pick(['', 'text/plain', 'multipart/form-data']) : 'application/json';
          }
          if (headers['content-type'] === '') delete headers['content-type'];
          const url = query.size ? `${path}?${query}` : path;
          const name = `${method} ${template}`;
          const signedIn = template.startsWith('/api/admin/') ? admin : member;
          const clients = SIGNS_OUT.has(name) ? [new Client(origin)] : [new Client(origin), signedIn];
          stats.cases += 1;
          for (const client of clients) {
            address += 1;
            const forwarded = `10.99.${(address >> 8) & 255}.${address & 255}`;
            const response = await client.request(method, url, body, { ...headers, 'x-forwarded-for': forwarded });
            stats.requests += 1;
            if (response.status >= 500) stats.serverErrors.push(`${method.toUpperCase()} ${url} -> ${response.status}`);
            if (response.headers.get('content-type')?.startsWith('text/event-stream')) await response.body?.cancel();
            answers.record(method.toUpperCase(), `${origin}${url}`, response);
          }
        }
      }
    }
    const drifts = await answers.drifts(async (path) => fetch(`${origin}${path}`));
    console.log(`operations ${stats.operations}, cases ${stats.cases}, requests ${stats.requests} (anonymous and signed in)`);
    console.log(`values the generator could not make for a schema as stated (a simpler one's used): ${stats.generatorGaps}`);
    console.log(`5xx answers: ${stats.serverErrors.length}`);
    for (const line of [...new Set(stats.serverErrors)].slice(0, 20)) console.log(`  ${line}`);
    console.log(`answers the document does not describe (status or schema): ${drifts.length}`);
    for (const line of [...new Set(drifts)].slice(0, 20)) console.log(`  ${line}`);
    process.exitCode = stats.serverErrors.length + drifts.length > 0 ? 1 : 0;
  } finally {
    await server?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  }
}

await main();
