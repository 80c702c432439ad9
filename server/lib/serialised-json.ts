/**
 * A JSON body serialised once and answered many times (a shared cache entry, lib/read-cache.ts).
 *
 * Why: under bench:catalog's load nearly every list is a cache hit, and `c.json()` ran JSON.stringify over the ~10 KB
 * page on every one of them (23 % of the server's CPU in a profile), then Node encoded the string to UTF-8 again for
 * the socket. The bytes kept here are exactly what `c.json(value)` would send, with the same Content-Type.
 */
import type { Context, TypedResponse } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { JSONParsed } from 'hono/utils/types';

/** The UTF-8 bytes of `JSON.stringify(value)`; `T` is only for the response's type. */
export interface SerialisedJson<T> {
  readonly bytes: Uint8Array;
  /** Never set: carries `T` to answerSerialisedJson. */
  readonly type?: T;
}

export function serialiseJson<T>(value: T): SerialisedJson<T> {
  return { bytes: Buffer.from(JSON.stringify(value)) };
}

/** One header only: Hono passes a one-string header object through, and @hono/node-server writes it directly. */
const JSON_CONTENT_TYPE = { 'Content-Type': 'application/json' };

/** Answers what `c.json(value, status)` would, from bytes serialised earlier. */
export function answerSerialisedJson<T, S extends ContentfulStatusCode>(
  c: Context,
  body: SerialisedJson<T>,
  status: S,
): Response & TypedResponse<JSONParsed<T>, S, 'json'> {
  // The cast only restores the type c.json would have given: the bytes are that JSON.
  const response = c.body(body.bytes as Uint8Array<ArrayBuffer>, status, JSON_CONTENT_TYPE);
  return response as unknown as Response & TypedResponse<JSONParsed<T>, S, 'json'>;
}
