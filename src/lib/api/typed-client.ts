/**
 * The site's only way to call the API: a client derived from a feature's contract. The endpoint table
 * (contract/<feature>/endpoints.ts: methods and paths, no zod) is the run-time part; the contract's type
 * (`import type`, erased from the bundle) gives each call its input and its answer, so a renamed field in a
 * response schema breaks the type check of the island that reads it.
 *
 *   const sessionsApi = bindEndpoints<typeof sessionsContract>(sessionsEndpoints);
 *   const page = await sessionsApi.listSessions();            // ListResult<AccountSession>
 *   await sessionsApi.revokeSession({ params: { id } });
 */
import type { z } from 'zod';
import { type Endpoint, fillPath } from '../../../contract/lib/endpoint.ts';
import type { ApiClient, RequestOptions } from './client.ts';
import { api } from './index.ts';
import type { ListParams, ListResult } from './list.ts';

/** The parts of an operation a call needs to know (a contract's operations have them all). */
interface OperationTypes extends Endpoint {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
}

type ParamsInput<O> = O extends { params: infer P extends z.ZodType } ? { params: z.input<P> } : unknown;
type QueryInput<O> = O extends { query: infer Q extends z.ZodType }
  ? { query?: O extends { list: true } ? Partial<z.input<Q>> & ListParams : Partial<z.input<Q>> }
  : O extends { list: true }
    ? { query?: ListParams }
    : unknown;
type BodyInput<O> = O extends { body: infer B extends z.ZodType }
  ? { body: z.input<B> }
  : // A raw upload (`consumes`): the file itself; its type goes in the Content-Type header of the call's options.
    O extends { consumes: readonly string[] }
    ? { body: Blob }
    : unknown;

export type CallInput<O> = ParamsInput<O> & QueryInput<O> & BodyInput<O>;
export type CallOutput<O extends OperationTypes> = O extends { list: true } ? ListResult<z.output<O['response']>> : z.output<O['response']>;
/** Per call: a signal, headers, or not signing out on a 401 (a wrong 2FA code is not an ended session). */
export type CallOptions = Omit<RequestOptions, 'body' | 'query'>;

/** The input may be left out when none of its parts is required. */
type Call<O extends OperationTypes> =
  // biome-ignore lint/complexity/noBannedTypes: "an empty object is assignable" is exactly "nothing required".
  {} extends CallInput<O>
    ? (input?: CallInput<O>, options?: CallOptions) => Promise<CallOutput<O>>
    : (input: CallInput<O>, options?: CallOptions) => Promise<CallOutput<O>>;

export type TypedClient<C extends Record<string, OperationTypes>> = { readonly [K in keyof C]: Call<C[K]> };

/** The endpoint table that belongs to contract C: same names, methods, paths and list-ness. */
type EndpointsOf<C extends Record<string, OperationTypes>> = {
  readonly [K in keyof C]: { readonly method: C[K]['method']; readonly path: C[K]['path'] } & (C[K] extends { list: true }
    ? { readonly list: true }
    : { readonly list?: undefined });
};

interface AnyInput {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/**
 * Binds a feature's endpoint table to the API client. `client` is read on every call, so a store whose client can
 * be swapped (the session store in tests) passes a getter.
 */
export function bindEndpoints<C extends Record<string, OperationTypes>>(
  endpoints: EndpointsOf<C>,
  client: () => ApiClient = () => api,
): TypedClient<C> {
  const calls: Record<string, (input?: AnyInput, options?: CallOptions) => Promise<unknown>> = {};
  for (const [name, endpoint] of Object.entries(endpoints) as [string, Endpoint][]) {
    calls[name] = (input = {}, options = {}) => {
      const path = fillPath(endpoint.path, input.params);
      if (endpoint.list) {
        const { page, limit, search, sort, sort_direction, filters, ...rest } = (input.query ?? {}) as ListParams & Record<string, never>;
        return client().list(path, { page, limit, search, sort, sort_direction, filters: { ...filters, ...rest } }, options);
      }
      const body = endpoint.method === 'GET' || endpoint.method === 'DELETE' ? undefined : (input.body ?? {});
      return client().request(endpoint.method, path, { ...options, query: input.query, body });
    };
  }
  return calls as TypedClient<C>;
}
