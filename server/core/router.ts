/**
 * `createRouter()` is how every feature starts: an OpenAPIHono whose validation failures become the
 * contract's 422 (`detail: [{loc, msg, type}]`) instead of zod-openapi's default body.
 */
import { OpenAPIHono, type RouteConfig, type RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ZodError } from 'zod';
import type { ValidationIssue } from '../../contract/errors.ts';
import type { AppEnv } from './context.ts';
import { findTextIssues } from '../../contract/lib/text.ts';
import { ApiError } from '../lib/api-error.ts';

/** Where each validation target sits in FastAPI's `loc` vocabulary. */
const LOCATION: Record<string, string> = {
  json: 'body',
  form: 'body',
  query: 'query',
  param: 'path',
  header: 'header',
  cookie: 'cookie',
};

export function issuesFromZod(error: ZodError, target: string): ValidationIssue[] {
  return error.issues.map((issue) => ({
    loc: [LOCATION[target] ?? target, ...issue.path.map((part) => (typeof part === 'number' ? part : String(part)))],
    msg: issue.message,
    type: issue.code,
  }));
}

/** What the client sent for a validation target, before the schema parsed (and stripped or transformed) it. */
async function rawInput(c: Context, target: string): Promise<unknown> {
  if (target === 'json') return c.req.json().catch(() => undefined);
  // As Hono's validator hands the query over: one value as itself, repeated ones as a list.
  if (target === 'query')
    return Object.fromEntries(Object.entries(c.req.queries()).map(([name, values]) => [name, values.length === 1 ? values[0] : values]));
  if (target === 'param') return c.req.param();
  return undefined;
}

/**
 * The text rule (contract/lib/text.ts) on the raw input of one validation target, so a bad string is named whether
 * or not the schema accepted the rest, and even in a key the schema would have dropped.
 */
async function textIssues(c: Context, target: string): Promise<ValidationIssue[]> {
  const location = LOCATION[target] ?? target;
  return findTextIssues(await rawInput(c, target)).map((issue) => ({ loc: [location, ...issue.path], msg: issue.msg, type: issue.type }));
}

export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    // Every route's params, query and body pass here: the contract's schema, then the one text rule.
    defaultHook: async (result, c) => {
      const text = await textIssues(c, result.target);
      if (!result.success) throw new ApiError('VALIDATION_ERROR', { issues: [...issuesFromZod(result.error, result.target), ...text] });
      if (text.length > 0) throw new ApiError('VALIDATION_ERROR', { issues: text });
    },
  });
}

export type Router = ReturnType<typeof createRouter>;

/** Handler type for a route contract: typed params/query/body and responses, with `c.var` of the app. */
export type AppRouteHandler<R extends RouteConfig> = RouteHandler<R, AppEnv>;
