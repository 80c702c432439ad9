/**
 * An operation = its endpoint (method, path) + what the server and the documentation need: who may call, the
 * request and response schemas, the success status and the error codes it can answer. The server builds its
 * routes from these (server/lib/contract-route.ts) and the site derives its typed client's inputs and outputs
 * from their types (src/lib/api/typed-client.ts).
 */
import type { z } from 'zod';
import type { ErrorCode } from '../errors.ts';
import type { Endpoint, Endpoints } from './endpoint.ts';

/**
 * Who may call: `public` anyone; `user` a browser session or an API key / personal token holding `scope`;
 * `session` a browser session only (a leaked key must not manage credentials, 2FA or the account).
 */
export type Access = 'public' | 'user' | 'session';

/**
 * Which limit on domain writes counts a call, per account (server/rate-limits.ts WRITE_LIMITS): a message (also per
 * conversation), a run started or steered, an upload, or any other domain write.
 */
export type WriteLimit = 'writes' | 'messages' | 'runs' | 'uploads';

export interface OperationSpec {
  /** OpenAPI tag (the reference groups operations by it). */
  readonly tag: string;
  readonly summary: string;
  readonly description?: string;
  readonly access: Access;
  /** The scope a bearer credential needs for a `user` operation. */
  readonly scope?: string;
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  /** A JSON body; always required (an empty object where every field is optional). */
  readonly body?: z.ZodType;
  /** Success status; 200 unless said. */
  readonly status?: 200 | 201 | 202;
  /** The success body's `data` (for a list endpoint: one item). */
  readonly response: z.ZodType;
  /** Documents the whole success body instead of `{ data }` (an export download that is not wrapped). */
  readonly documentedBody?: z.ZodType;
  /**
   * The success body is not JSON but this media type (`text/event-stream`, a file download): `response` documents
   * it unwrapped, and the handler answers a raw Response.
   */
  readonly produces?: string;
  /** The request body is not JSON but raw bytes of one of these media types (a file upload), read by the handler. */
  readonly consumes?: readonly string[];
  /** Counted against a limit on domain writes (429 RATE_LIMITED with Retry-After once over it): see limitWrites. */
  writeLimit?: WriteLimit;
  /** The error codes this operation answers besides the ones every operation of its access can give. */
  readonly errors?: readonly ErrorCode[];
}

export type Operation = Endpoint & OperationSpec;
export type Contract = Readonly<Record<string, Operation>>;

/**
 * A feature's contract: its endpoints joined with a spec for each, by name. A spec for an endpoint that does
 * not exist, or an endpoint without a spec, is a type error.
 */
export function defineContract<const E extends Endpoints, const S extends { readonly [K in keyof E]: OperationSpec }>(
  endpoints: E,
  specs: S & { readonly [K in Exclude<keyof S, keyof E>]: never },
): { readonly [K in keyof E]: E[K] & S[K] } {
  const contract: Record<string, Operation> = {};
  for (const [name, endpoint] of Object.entries(endpoints))
    contract[name] = { ...endpoint, ...(specs as Record<string, OperationSpec>)[name]! };
  return contract as { readonly [K in keyof E]: E[K] & S[K] };
}

/** The `data` a successful call returns (a list endpoint: one item). */
export type ResponseOf<O extends Operation> = z.output<O['response']>;
/** The body a caller sends. */
export type BodyOf<O extends Operation> = O extends { body: infer B extends z.ZodType } ? z.input<B> : never;

/**
 * A domain feature's contract with every state-changing operation counted against a write limit: `writes` unless
 * the operation names another (a message, a run, an upload). Keeps a new write from arriving unlimited.
 */
export function limitWrites<const C extends Contract>(contract: C): C {
  for (const operation of Object.values(contract) as Array<Operation & { writeLimit?: WriteLimit }>) {
    if (operation.method !== 'GET' && !operation.writeLimit) operation.writeLimit = 'writes';
  }
  return contract;
}
