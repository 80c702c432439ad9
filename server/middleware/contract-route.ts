/**
 * Builds a zod-openapi route from a contract operation (contract/<feature>/index.ts), so the server's routes, the
 * OpenAPI document and the site's typed client all come from one definition. The route's type keeps the
 * operation's exact schemas: handlers get typed `c.req.valid(...)` and a typed success body.
 */
import { createRoute } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { ERRORS, type ErrorCode } from '../../contract/errors.ts';
import type { Operation } from '../../contract/lib/operation.ts';
import { writeLimit } from './write-limit.ts';
import { dataResponse, errorResponses, jsonBody, listResponse } from '../lib/openapi.ts';

type Json<S extends z.ZodType> = { description: string; content: { 'application/json': { schema: S } } };
type SuccessBody<O extends Operation> = O extends { documentedBody: infer D extends z.ZodType }
  ? D
  : O['list'] extends true
    ? z.ZodObject<{ data: z.ZodArray<O['response']>; meta: z.ZodObject }>
    : z.ZodObject<{ data: O['response'] }>;
type StatusOf<O extends Operation> = O['status'] extends 200 | 201 | 202 ? O['status'] : 200;

// biome-ignore lint/complexity/noBannedTypes: `{}` is "no such part" in zod-openapi's request types.
type None = {};
type RequestOf<O extends Operation> = (O extends { params: infer P extends z.ZodObject } ? { params: P } : None) &
  (O extends { query: infer Q extends z.ZodObject } ? { query: Q } : None) &
  (O extends { body: infer B extends z.ZodType } ? { body: { required: true; content: { 'application/json': { schema: B } } } } : None);

export type ContractRoute<O extends Operation, M extends MiddlewareHandler[] = []> = {
  method: Lowercase<O['method']>;
  path: O['path'];
  middleware: M;
  request: RequestOf<O>;
  responses: { [S in StatusOf<O>]: Json<SuccessBody<O>> };
  getRoutingPath(): string;
};

/** Errors every operation of an access level can answer, besides its own (`errors`). */
function implicitErrors(operation: Operation): ErrorCode[] {
  const codes: ErrorCode[] = ['VALIDATION_ERROR'];
  if (operation.access !== 'public') codes.push('AUTHENTICATION_REQUIRED');
  if (operation.access === 'session') codes.push('FORBIDDEN');
  if (operation.scope) codes.push('INSUFFICIENT_SCOPE');
  // Every method but GET has its body read within 64 KiB (413), whether or not it takes one.
  if (operation.method !== 'GET') codes.push('CSRF_FAILED', 'PAYLOAD_TOO_LARGE');
  if (operation.body) codes.push('UNSUPPORTED_MEDIA_TYPE');
  if (operation.writeLimit) codes.push('RATE_LIMITED');
  // Any operation while the database is away (Retry-After).
  codes.push('SERVICE_UNAVAILABLE');
  return codes;
}

/** The statuses of every error the operation can answer, for the OpenAPI document. */
export function errorStatusesOf(operation: Operation): number[] {
  const codes = new Set<ErrorCode>([...implicitErrors(operation), ...(operation.errors ?? [])]);
  return [...new Set([...codes].map((code) => ERRORS[code].status))].sort((a, b) => a - b);
}

/**
 * The security schemes of the OpenAPI document (registered in server/app.ts): the browser session cookie, the CSRF
 * header that cookie-authenticated state changes need with it, and bearer API keys / personal access tokens.
 */
export const SECURITY_SCHEMES = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: 'ae_session',
    description: 'Browser session, set by sign-in (`__Host-ae_session` when served over https).',
  },
  csrfToken: {
    type: 'apiKey',
    in: 'header',
    name: 'X-CSRF-Token',
    description:
      'With the session cookie, every POST, PATCH, PUT and DELETE sends the token from sign-in, refresh or GET /api/auth/config.',
  },
  bearer: {
    type: 'http',
    scheme: 'bearer',
    description: 'An API key (`aek_…`) or personal access token (`aet_…`); the listed role is the scope it needs.',
  },
} as const;

/** Who may call, as OpenAPI security requirements: alternatives, each a set of schemes used together. */
function securityOf(operation: Operation): Array<Record<string, string[]>> {
  if (operation.access === 'public') return [];
  const session: Record<string, string[]> = operation.method === 'GET' ? { session: [] } : { session: [], csrfToken: [] };
  if (operation.access === 'session') return [session];
  return [session, { bearer: operation.scope ? [operation.scope] : [] }];
}

/** The route for `operation`, with optional route middleware (a rate limit, say). */
export function routeFor<const O extends Operation, const M extends MiddlewareHandler[] = []>(
  operation: O,
  options: { middleware?: M } = {},
): ContractRoute<O, M> {
  const request: Record<string, unknown> = {};
  if (operation.params) request.params = operation.params;
  if (operation.query) request.query = operation.query;
  if (operation.body) request.body = jsonBody(operation.body);
  if (operation.consumes) {
    const file = { schema: { type: 'string', format: 'binary' } };
    request.body = { required: true, content: Object.fromEntries(operation.consumes.map((type) => [type, file])) };
  }
  const success = operation.produces
    ? { description: operation.summary, content: { [operation.produces]: { schema: operation.response } } }
    : operation.documentedBody
      ? { description: operation.summary, content: { 'application/json': { schema: operation.documentedBody } } }
      : operation.list
        ? listResponse(operation.response, operation.summary)
        : dataResponse(operation.response, operation.summary);
  return createRoute({
    method: operation.method.toLowerCase() as Lowercase<O['method']>,
    path: operation.path,
    tags: [operation.tag],
    security: securityOf(operation),
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    // A write limit counts before the body is parsed (the validation order of the API gate, docs/decisions.md).
    middleware: [...(operation.writeLimit ? [writeLimit(operation.writeLimit)] : []), ...(options.middleware ?? [])],
    request,
    responses: { [operation.status ?? 200]: success, ...errorResponses(...errorStatusesOf(operation)) },
  }) as unknown as ContractRoute<O, M>;
}
