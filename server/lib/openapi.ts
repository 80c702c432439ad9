/** Building blocks for route contracts: the data envelope and the error responses every route can give. */
import { z } from '@hono/zod-openapi';
import { ERRORS } from '../../contract/errors.ts';

export const ValidationIssueSchema = z
  .object({ loc: z.array(z.union([z.string(), z.number()])), msg: z.string(), type: z.string() })
  .openapi('ValidationIssue');

export const ErrorSchema = z
  .object({
    detail: z.union([z.string(), z.array(ValidationIssueSchema)]),
    error_code: z.enum(Object.keys(ERRORS) as [keyof typeof ERRORS, ...Array<keyof typeof ERRORS>]),
    message: z.string(),
  })
  .openapi('Error');

const DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid request',
  401: 'Not signed in, or invalid credentials',
  403: 'Forbidden or CSRF check failed',
  404: 'Not found',
  409: 'Conflict',
  422: 'Validation failed',
  423: 'Account locked',
  405: 'Method not allowed (see Allow)',
  413: 'Request body over 64 KiB',
  415: 'The body must be application/json',
  429: 'Rate limited (see Retry-After)',
  503: 'Database unavailable for a moment (see Retry-After)',
};

const seconds = (description: string) => ({ description, schema: { type: 'integer' as const, minimum: 0 } });

/** What a 429 says besides its body: when to try again, and the limit that refused. */
const RATE_LIMITED_HEADERS = {
  'Retry-After': seconds('Seconds until the request may be sent again'),
  'RateLimit-Limit': seconds('Requests the refusing limit allows per window (limits on domain writes)'),
  'RateLimit-Remaining': seconds('Requests left in the window: 0'),
  'RateLimit-Reset': seconds('Seconds until the window starts over'),
};

/** Error responses for a route; 422 is always included because any input can fail validation. */
export function errorResponses(...statuses: number[]) {
  const responses: Record<
    number,
    { description: string; headers?: typeof RATE_LIMITED_HEADERS; content: { 'application/json': { schema: typeof ErrorSchema } } }
  > = {};
  for (const status of new Set([...statuses, 422])) {
    responses[status] = {
      description: DESCRIPTIONS[status] ?? 'Error',
      ...(status === 429 ? { headers: RATE_LIMITED_HEADERS } : {}),
      content: { 'application/json': { schema: ErrorSchema } },
    };
  }
  return responses;
}

/** `{ data: T }` success response. */
export function dataResponse<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema: z.object({ data: schema }) } } };
}

/**
 * `{ data: T[], meta }` list response (headers x-total-count / x-current-page / x-per-page carry the same; a total that
 * stopped counting also sends x-total-capped: true).
 */
export function listResponse<T extends z.ZodType>(schema: T, description: string) {
  return {
    description,
    content: {
      'application/json': {
        schema: z.object({
          data: z.array(schema),
          meta: z.object({
            total: z.number().int(),
            /** Present (true) when more match than `total`: the count stopped there (the catalog's "1,000+"). */
            total_capped: z.boolean().optional().describe('true when more items match than `total`: the count stopped there'),
            current_page: z.number().int(),
            per_page: z.number().int(),
          }),
        }),
      },
    },
  };
}

/** A JSON request body that must be present (zod-openapi skips validation of optional bodies). */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { required: true, content: { 'application/json': { schema } } };
}
