/**
 * Test harness for API tests: a fresh app on a fresh database per test file.
 * PGlite in memory by default; with DATABASE_URL, a private PostgreSQL schema (`t_<random>`) that is
 * dropped afterwards, so files run in parallel. `TestClient` keeps cookies like a browser and sends the
 * CSRF token it was given, so tests read like a person using the API.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { ERRORS, type ErrorCode } from '../../contract/errors.ts';
import { createApp, type ApiApp, type CreateAppOptions } from '../../server/app.ts';
import { WRITE_LIMITS } from '../../server/rate-limits.ts';
import { openDatabase, quoteIdent, type Database } from '../../server/db/client.ts';
import { migrate, readMigrations } from '../../server/db/migrate.ts';
import { DocumentedResponses } from '../support/documented-responses.ts';
import { loadEnv, type Env } from '../../server/env.ts';
import { createInProcessEventsAdapter, createPostgresEventsAdapter, type EventsAdapter } from '../../server/adapters/events/index.ts';
import { createLogger } from '../../server/lib/logger.ts';

/**
 * PGlite's first start (initdb inside WebAssembly) takes ~2 s on an idle machine but far longer on a busy
 * shared one; give per-file setup room beyond the global hook timeout.
 */
export const DATABASE_SETUP_TIMEOUT_MS = 180_000;

export interface TestContext {
  app: ApiApp;
  db: Database;
  /** The app's events adapter: PostgreSQL LISTEN/NOTIFY on PostgreSQL (a channel per test schema), else in-process. */
  events: EventsAdapter;
  /** PostgreSQL only: the connection string and schema, for a second app process on the same database. */
  databaseUrl: string | undefined;
  schema: string | undefined;
  env: Env;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Environment variables on top of the test defaults. */
  env?: Record<string, string>;
  rateLimits?: CreateAppOptions['rateLimits'];
  verification?: CreateAppOptions['verification'];
  extraRouters?: CreateAppOptions['extraRouters'];
  /** A logger to capture output (the default is silent). */
  logger?: CreateAppOptions['logger'];
}

/** Generous limits so ordinary tests never trip them; rate-limit tests pass their own. */
export const RELAXED_RATE_LIMITS = {
  signIn: { limit: 1000, windowSeconds: 60 },
  signUp: { limit: 1000, windowSeconds: 60 },
  availabilityCheck: { limit: 1000, windowSeconds: 60 },
  // A sweep sends thousands of writes from one account; the write limits have tests of their own.
  ...Object.fromEntries(Object.keys(WRITE_LIMITS).map((name) => [name, { limit: 1_000_000, windowSeconds: 60 }])),
};

export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const databaseUrl = loadEnv(process.env).DATABASE_URL;
  // The session and catalog caches are off unless a test asks for them: tests change rows directly and expect the next
  // request to see it.
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SESSION_CACHE_MS: '0',
    CATALOG_CACHE_MS: '0',
    STORAGE_DIR: join(tmpdir(), 'ae-test-storage'),
    ...options.env,
  });
  const schema = `t_${randomBytes(6).toString('hex')}`;
  if (databaseUrl) await adminQuery(databaseUrl, `CREATE SCHEMA ${quoteIdent(schema)}`);
  const handle = databaseUrl
    ? await openDatabase({ databaseUrl, searchPath: schema, maxConnections: 8 })
    : await openDatabase({ pgliteDir: 'memory://', pgliteSnapshot: await migratedPgliteSnapshot() });
  // On PGlite the snapshot is already migrated and this only confirms it; on PostgreSQL it builds the schema.
  await migrate(handle);
  const events = databaseUrl
    ? createPostgresEventsAdapter({ connectionString: databaseUrl, channel: `ae_events_${schema}`, logger: createLogger('silent') })
    : createInProcessEventsAdapter();
  const app = createApp({
    events,
    env,
    db: handle.db,
    rateLimits: options.rateLimits ?? RELAXED_RATE_LIMITS,
    ...(options.verification ? { verification: options.verification } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    extraRouters: options.extraRouters,
  });
  // Every answer is checked against the OpenAPI document when the app closes (tests/support/documented-responses.ts).
  const answers = new DocumentedResponses();
  const request = app.request;
  app.request = (async (input: RequestInfo | URL, init?: RequestInit, ...rest: unknown[]) => {
    const response = await (request as (...args: unknown[]) => Promise<Response>)(input, init, ...rest);
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    answers.record(method.toUpperCase(), input instanceof Request ? input.url : String(input), response);
    return response;
  }) as typeof app.request;
  // …and so is every answer a real HTTP server of the test gives (startHttpServer({ fetch: t.app.fetch })).
  const fetchRequest = app.fetch;
  app.fetch = (async (request: Request, ...rest: unknown[]) => {
    const response = await (fetchRequest as (...args: unknown[]) => Promise<Response>)(request, ...rest);
    answers.record(request.method, request.url, response);
    return response;
  }) as typeof app.fetch;
  // Once: a test that closes the database itself (health's 503) must not make the file's afterAll close it again.
  let closed: Promise<void> | undefined;
  return {
    app,
    db: handle.db,
    env,
    driver: handle.driver,
    events,
    databaseUrl,
    schema: databaseUrl ? schema : undefined,
    close() {
      closed ??= (async () => {
        try {
          await answers.verify(async (path) => request(`http://localhost${path}`));
        } finally {
          await events.close();
          await handle.close();
          if (databaseUrl) await adminQuery(databaseUrl, `DROP SCHEMA ${quoteIdent(schema)} CASCADE`);
        }
      })();
      return closed;
    },
  };
}

/**
 * The one per-file setup of API tests: a fresh app on a fresh database before the file's tests, closed after them.
 * The handle reads the context lazily, so `t.app` / `t.db` work inside tests and hooks. `options` may be a function
 * when they depend on something another `beforeAll` prepares (a local OpenID Provider's address).
 */
export function useTestApp(options: TestAppOptions | (() => TestAppOptions) = {}): TestContext {
  let context: TestContext | undefined;
  // A test may close the app itself (database gone); the file's own close after it must not fail.
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= context?.close() ?? Promise.resolve();
    return closing;
  };
  beforeAll(async () => {
    context = await createTestApp(typeof options === 'function' ? options() : options);
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(close);
  const current = (): TestContext => {
    if (!context) throw new Error("useTestApp: the app exists inside tests and hooks, after the file's beforeAll has run");
    return context;
  };
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get env() {
      return current().env;
    },
    get driver() {
      return current().driver;
    },
    get events() {
      return current().events;
    },
    get databaseUrl() {
      return current().databaseUrl;
    },
    get schema() {
      return current().schema;
    },
    close: () => {
      current();
      return close();
    },
  };
}

/**
 * PGlite's initdb dominates a test file's setup (seconds under load); loading a data folder that was
 * initialised and migrated once is about three times faster and gives the same starting state. The tarball
 * is cached in the OS temp folder under a hash of the PGlite version and the migration SQL, so a changed
 * migration or PGlite upgrade builds a new one; concurrent test processes may build it twice, harmlessly
 * (write to a private name, then an atomic rename).
 */
let snapshotPromise: Promise<Blob> | undefined;
function migratedPgliteSnapshot(): Promise<Blob> {
  snapshotPromise ??= loadOrBuildSnapshot();
  return snapshotPromise;
}

const SNAPSHOT_PREFIX = 'ae-pglite-migrated-';

async function loadOrBuildSnapshot(): Promise<Blob> {
  const fingerprint = createHash('sha256').update(pgliteVersion());
  for (const migration of readMigrations()) fingerprint.update(`${migration.tag}\n${migration.sql}`);
  const name = `${SNAPSHOT_PREFIX}${fingerprint.digest('hex').slice(0, 16)}.tar`;
  const file = join(tmpdir(), name);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    // Not built yet (or unreadable): build below.
  }
  const fresh = await openDatabase({ pgliteDir: 'memory://' });
  let snapshot: Blob;
  try {
    await migrate(fresh);
    const pglite = (fresh.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
    snapshot = await pglite.dumpDataDir('none');
  } finally {
    await fresh.close();
  }
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await snapshot.arrayBuffer()));
  renameSync(partial, file);
  for (const stale of readdirSync(tmpdir())) {
    if (stale.startsWith(SNAPSHOT_PREFIX) && stale.endsWith('.tar') && stale !== name) rmSync(join(tmpdir(), stale), { force: true });
  }
  return snapshot;
}

function pgliteVersion(): string {
  try {
    const manifest = new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url);
    return String((JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version);
  } catch {
    return 'unknown';
  }
}

async function adminQuery(databaseUrl: string, sqlText: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}

interface RequestOptions {
  json?: unknown;
  /** A raw body; bytes for ones that are not valid UTF-8. */
  body?: string | Uint8Array;
  headers?: Record<string, string>;
  /** Send the stored CSRF token (default true). */
  csrf?: boolean;
}

/** A browser-like client: cookie jar, CSRF header, a fixed origin (http://localhost unless given). */
export class TestClient {
  readonly cookies = new Map<string, string>();
  csrfToken: string | undefined;

  constructor(
    readonly app: ApiApp,
    readonly origin = 'http://localhost',
  ) {}

  async request(method: string, path: string, options: RequestOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (options.csrf !== false && this.csrfToken) headers['x-csrf-token'] = this.csrfToken;
    let body: string | Uint8Array | undefined = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] ??= 'application/json';
    }
    const response = await this.app.request(`${this.origin}${path}`, { method, headers, body: body as BodyInit | undefined });
    this.storeCookies(response);
    return response;
  }

  get(path: string, options?: RequestOptions) {
    return this.request('GET', path, options);
  }
  post(path: string, json?: unknown, options?: RequestOptions) {
    return this.request('POST', path, { ...options, json: json ?? {} });
  }
  patch(path: string, json: unknown, options?: RequestOptions) {
    return this.request('PATCH', path, { ...options, json });
  }
  delete(path: string, options?: RequestOptions) {
    return this.request('DELETE', path, options);
  }

  private storeCookies(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      const expired = /max-age=0/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line);
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

let counter = 0;
/** A unique valid sign-up body; override any field. */
export function signUpBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const email = `person${counter}-${randomBytes(3).toString('hex')}@example.test`;
  return {
    name: 'Ada Lovelace',
    email,
    password: 'correct-horse-battery',
    password_confirmation: 'correct-horse-battery',
    promotional_opt_in: false,
    language: 'en',
    ...overrides,
  };
}

/** Registers a new account; returns its credentials and user id. */
export async function signUp(app: ApiApp, overrides: Record<string, unknown> = {}) {
  const body = signUpBody(overrides);
  const response = await new TestClient(app).post('/api/public/auth/sign-up', body);
  expect(response.status).toBe(201);
  const { data } = (await response.json()) as { data: { user: { user_id: string } } };
  return { email: body.email as string, password: body.password as string, userId: data.user.user_id };
}

/** Signs in and returns a client holding the session cookies and CSRF token. */
export async function signIn(app: ApiApp, email: string, password: string, origin?: string): Promise<TestClient> {
  const client = new TestClient(app, origin);
  const response = await client.post('/api/public/auth/sign-in', { email, password });
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: { csrf_token: string } };
  client.csrfToken = data.csrf_token;
  return client;
}

/** A new account, signed in. */
export async function signedInUser(app: ApiApp, overrides: Record<string, unknown> = {}) {
  const account = await signUp(app, overrides);
  const client = await signIn(app, account.email, account.password);
  return { ...account, client };
}

/** Asserts the contract's error shape: status, error_code and the code's exact message. */
export async function expectError(response: Response, status: number, code: ErrorCode) {
  const body = (await response.json()) as { detail: unknown; error_code: string; message: string };
  expect({ status: response.status, error_code: body.error_code, message: body.message }).toEqual({
    status,
    error_code: code,
    message: ERRORS[code].message,
  });
  if (code !== 'VALIDATION_ERROR') expect(body.detail).toBe(ERRORS[code].message);
  return body;
}

/** A 422's `detail` list, after asserting the envelope. */
export async function expectValidationIssues(response: Response) {
  const body = await expectError(response, 422, 'VALIDATION_ERROR');
  return body.detail as Array<{ loc: (string | number)[]; msg: string; type: string }>;
}
