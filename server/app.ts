/**
 * The API application: one entry layer (deps, request id and logging, CORS and fixed headers, session, CSRF, body
 * limit: middleware/api-gate.ts), every feature router, OpenAPI 3.1 at /api/openapi.json, the reference page at /api/reference,
 * and one error handler that answers every failure in the contract's shape.
 */
import { Scalar } from '@scalar/hono-api-reference';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ZodError } from 'zod';
import type { ErrorCode } from '../contract/errors.ts';
import type { AppDeps, AppEnv } from './core/context.ts';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import { KNOWLEDGE_FILE_MAX_BYTES } from '../contract/protocols/entities.ts';
import { FEATURE_ROUTERS } from './features/index.ts';
import { connectHitl } from './features/hitl/index.ts';
import { startPreferencesRuntime } from './features/preferences/index.ts';
import { startRunsRuntime } from './features/runs/index.ts';
import { createMailAdapter } from './adapters/mail/index.ts';
import { createSmsAdapter } from './adapters/sms/index.ts';
import { createInProcessEventsAdapter } from './adapters/events/index.ts';
import { createStorageAdapter } from './adapters/storage/index.ts';
import { createPaymentsAdapter } from './adapters/payments/index.ts';
import { createMailVerificationSender } from './features/verification/sender.ts';
import { allowedMethodsOf, staticPathRefusal } from './lib/allowed-methods.ts';
import { SECURITY_SCHEMES } from './middleware/contract-route.ts';
import { ApiError, errorBody } from './lib/api-error.ts';
import { databaseUnavailableError, describeDatabaseError, isDatabaseUnavailable } from './lib/db-errors.ts';
import { createLogger } from './lib/logger.ts';
import { createRouter, issuesFromZod, type Router } from './core/router.ts';
import { exactDocument } from './lib/openapi-exact.ts';
import { apiGate } from './middleware/api-gate.ts';
import { DEFAULT_RATE_LIMITS } from './rate-limits.ts';
import { SessionCache } from './core/session-cache.ts';
import { ReadCache } from './lib/read-cache.ts';
import { RefusalMemory } from './lib/refusal-memory.ts';

/** Request bodies of the account API are small; anything bigger is refused before parsing. */
const MAX_BODY_BYTES = 64 * 1024;
/** GET as the spec calls it, yet it ends the session: origin-checked, and it drops the caller's cached lookups. */
const LOGOUT_PATH = '/api/logout';
/** POST /api/conversations/{id}/attachments: the raw file (contract/messaging). */
const ATTACHMENT_UPLOAD_PATH = /^\/api\/conversations\/[^/]+\/attachments$/;
const KNOWLEDGE_UPLOAD_PATH = /^\/api\/creator\/knowledge-files$/;

export type CreateAppOptions = { env: Env; db: Database } & Partial<Omit<AppDeps, 'env' | 'db'>> & {
    /** Routers mounted after the features (tests use it to exercise building blocks through HTTP). */
    extraRouters?: Router[];
  };

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'AUTHENTICATION_REQUIRED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'VALIDATION_ERROR',
  429: 'RATE_LIMITED',
};

/** Maps anything thrown to an ApiError; unknown errors become INTERNAL_ERROR (and are logged). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPException) {
    // hono's JSON validator throws this for an unparsable body: FastAPI calls it json_invalid, a 422.
    if (error.status === 400 && /json/i.test(error.message)) {
      return new ApiError('VALIDATION_ERROR', {
        issues: [{ loc: ['body'], msg: 'Malformed JSON in request body', type: 'json_invalid' }],
      });
    }
    const code = STATUS_CODES[error.status] ?? (error.status < 500 ? 'BAD_REQUEST' : 'INTERNAL_ERROR');
    return new ApiError(code, { status: error.status });
  }
  if (error instanceof ZodError) return new ApiError('VALIDATION_ERROR', { issues: issuesFromZod(error, 'json') });
  if (error instanceof SyntaxError) {
    return new ApiError('VALIDATION_ERROR', {
      issues: [{ loc: ['body'], msg: 'Malformed JSON in request body', type: 'json_invalid' }],
    });
  }
  // The database restarting, failing over or unreachable: try again shortly, not "the server is broken".
  if (isDatabaseUnavailable(error)) return databaseUnavailableError();
  return new ApiError('INTERNAL_ERROR');
}

/** While the database is away every request fails the same way: say why once every few seconds, not per request. */
const OUTAGE_REPORT_INTERVAL_MS = 5_000;
let lastOutageReport = 0;
function shouldReportOutage(now = Date.now()): boolean {
  if (now - lastOutageReport < OUTAGE_REPORT_INTERVAL_MS) return false;
  lastOutageReport = now;
  return true;
}

function answerError(error: unknown, c: Context<AppEnv>): Response {
  const apiError = toApiError(error);
  const log = c.get('log') ?? c.get('deps')?.logger;
  if (apiError.code === 'SERVICE_UNAVAILABLE') {
    // A deliberate 503 (ApiError) was logged where it was raised; a database error is reported here, now and then.
    if (!(error instanceof ApiError) && shouldReportOutage())
      log?.warn({ cause: describeDatabaseError(error) }, 'database unavailable: answering 503');
  } else if (apiError.status >= 500) log?.error({ err: error }, 'unhandled error');
  for (const [name, value] of Object.entries(apiError.headers)) c.header(name, value);
  return c.json(apiError.toBody(), apiError.status as 400);
}

export function createApp(options: CreateAppOptions) {
  const logger = options.logger ?? createLogger(options.env.LOG_LEVEL);
  const mail = options.mail ?? createMailAdapter({ env: options.env, db: options.db, logger });
  const deps: AppDeps = {
    env: options.env,
    db: options.db,
    logger,
    mail,
    sms: options.sms ?? createSmsAdapter({ env: options.env, db: options.db, logger }),
    verification: options.verification ?? createMailVerificationSender({ db: options.db, mail }),
    rateLimits: options.rateLimits ?? DEFAULT_RATE_LIMITS,
    sessionCache: new SessionCache(options.env.SESSION_CACHE_MS),
    publicReads: new ReadCache(options.env.CATALOG_CACHE_MS),
    refusals: new RefusalMemory(),
    refusedRequests: new RefusalMemory(),
    events: options.events ?? createInProcessEventsAdapter(),
    storage: options.storage ?? createStorageAdapter(options.env),
    payments: createPaymentsAdapter(options.env),
  };

  const app = createRouter();
  // Known once every route is registered (below); the entry layer asks it for each request.
  let refusedMethod: (method: string, path: string) => string[] | null = () => null;
  // Context, CORS, fixed headers, caller, CSRF and body limit: one layer (middleware/api-gate.ts says why).
  app.use(
    '*',
    apiGate(deps, {
      maxBodyBytes: MAX_BODY_BYTES,
      csrf: { originCheckedGetPaths: [LOGOUT_PATH], tokenExemptPaths: [LOGOUT_PATH] },
      stateChangingGetPaths: [LOGOUT_PATH],
      // File uploads are the one kind of body larger than the JSON limit.
      largeBodies: [
        { pattern: ATTACHMENT_UPLOAD_PATH, maxBytes: options.env.ATTACHMENT_MAX_MB * 1024 * 1024 },
        { pattern: KNOWLEDGE_UPLOAD_PATH, maxBytes: KNOWLEDGE_FILE_MAX_BYTES },
      ],
      answerError,
      refusedMethod: (method, path) => refusedMethod(method, path),
    }),
  );

  for (const createFeatureRouter of FEATURE_ROUTERS) app.route('/', createFeatureRouter());
  // The agent runtime: review gates answered by hitl, mention handler registered, runs a stopped process left
  // behind resumed.
  connectHitl();
  startPreferencesRuntime();
  startRunsRuntime(deps);
  for (const router of options.extraRouters ?? []) app.route('/', router);

  for (const [name, scheme] of Object.entries(SECURITY_SCHEMES)) app.openAPIRegistry.registerComponent('securitySchemes', name, scheme);
  // Generated once, on first request (every route is registered by then), and made exact (lib/openapi-exact.ts).
  const documentConfig = {
    openapi: '3.1.0',
    info: {
      title: 'Agentic Experts API',
      version: '1.0.0',
      description:
        'Account and security API. Success bodies are `{ data }`; errors are `{ detail, error_code, message }` (422: ' +
        '`detail` lists `{ loc, msg, type }`). Cookie-authenticated state changes need the X-CSRF-Token header (see GET ' +
        '/api/auth/config). Every string a request carries (body values and keys, query and path parameters) must be ' +
        'valid Unicode without NUL, or the answer is 422 naming it (`type` string_nul or string_unicode). A method a ' +
        'path does not serve is 405 with Allow; while the database is away, any operation may answer 503 with ' +
        'Retry-After; a body over 64 KiB is 413.',
    },
  };
  let document: object | undefined;
  app.get('/api/openapi.json', (c) => {
    document ??= exactDocument(app.getOpenAPI31Document(documentConfig));
    return c.json(document);
  });
  app.get('/api/reference', Scalar({ url: '/api/openapi.json', pageTitle: 'Agentic Experts API' }));

  // A path served under other methods is 405 with Allow, not 404 (lib/allowed-methods.ts).
  const allowedMethods = allowedMethodsOf(app);
  refusedMethod = staticPathRefusal(app);
  app.notFound((c) => {
    const allowed = allowedMethods(c.req.path);
    if (!allowed) return c.json(errorBody('NOT_FOUND'), 404);
    return answerError(new ApiError('METHOD_NOT_ALLOWED', { headers: { Allow: allowed.join(', ') } }), c as Context<AppEnv>);
  });
  app.onError((error, c) => answerError(error, c as Context<AppEnv>));
  return app;
}

export type ApiApp = ReturnType<typeof createApp>;
