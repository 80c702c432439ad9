/**
 * The OpenAPI document says exactly what the validators accept (issue 28, finding 6), where the generator
 * (@asteasolutions/zod-to-openapi) says less:
 * - `format: uuid` alone admits any 8-4-4-4-12 hex string (JSON Schema's uuid format, ajv's even a `urn:uuid:`
 *   prefix), while zod's `z.uuid()` takes RFC 9562 versions and variants only: the document gets zod's own pattern;
 * - a coerced number in a query (`z.coerce.number()`) comes out as `["integer", "null"]`, yet a query string holds no
 *   null: query, path and header parameters lose the `null`.
 * Applied once to the generated document (it is served from memory afterwards).
 */
import { z } from 'zod';

const UUID_PATTERN = (z.uuid()._zod.def as { pattern: RegExp }).pattern.source;

type Json = unknown;

function withUuidPatterns(node: Json): Json {
  if (Array.isArray(node)) return node.map(withUuidPatterns);
  if (!node || typeof node !== 'object') return node;
  const entries = Object.entries(node as Record<string, Json>).map(([key, value]) => [key, withUuidPatterns(value)] as const);
  const object = Object.fromEntries(entries) as Record<string, Json>;
  if (object.format === 'uuid' && object.pattern === undefined) object.pattern = UUID_PATTERN;
  return object;
}

function withoutNull(schema: Record<string, Json>): Record<string, Json> {
  const copy = { ...schema };
  if (Array.isArray(copy.type)) {
    const types = copy.type.filter((type) => type !== 'null');
    copy.type = types.length === 1 ? types[0] : types;
  }
  if (Array.isArray(copy.anyOf)) copy.anyOf = copy.anyOf.filter((option) => (option as { type?: string }).type !== 'null');
  return copy;
}

export function exactDocument<D extends object>(document: D): D {
  const exact = withUuidPatterns(document) as D & {
    paths?: Record<string, Record<string, { parameters?: Array<{ in: string; schema?: Record<string, Json> }> }>>;
  };
  for (const item of Object.values(exact.paths ?? {})) {
    for (const operation of Object.values(item)) {
      for (const parameter of operation.parameters ?? []) {
        if (parameter.schema && parameter.in !== 'cookie') parameter.schema = withoutNull(parameter.schema);
      }
    }
  }
  return exact;
}
