/**
 * `createRouter()` is how every feature starts: an OpenAPIHono whose validation failures become the
 * contract's 422 (`detail: [{loc, msg, type}]`) instead of zod-openapi's default body.
 */
import { OpenAPIHono, type RouteConfig, type RouteHandler } from '@hono/zod-openapi';
import type { ZodError } from 'zod';
import type { ValidationIssue } from '../../contract/errors.ts';
import type { AppEnv } from '../context.ts';
import { ApiError } from './api-error.ts';

/** Where each validation target sits in FastAPI's `loc` vocabulary. */
const LOCATION: Record<string, string> = { json: 'body', form: 'body', query: 'query', param: 'path', header: 'header', cookie: 'cookie' };

export function issuesFromZod(error: ZodError, target: string): ValidationIssue[] {
  return error.issues.map((issue) => ({
    loc: [LOCATION[target] ?? target, ...issue.path.map((part) => (typeof part === 'number' ? part : String(part)))],
    msg: issue.message,
    type: issue.code,
  }));
}

export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw new ApiError('VALIDATION_ERROR', { issues: issuesFromZod(result.error, result.target) });
    },
  });
}

export type Router = ReturnType<typeof createRouter>;

/** Handler type for a route contract: typed params/query/body and responses, with `c.var` of the app. */
export type AppRouteHandler<R extends RouteConfig> = RouteHandler<R, AppEnv>;
