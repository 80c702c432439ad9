/**
 * fast-check arbitraries from the JSON Schemas of the API's OpenAPI document (what zod-openapi makes of the contract):
 * values the schema accepts, mostly, with lengths and counts kept small, and `wrong` values it refuses (other types,
 * broken bounds, missing or extra properties) for fuzzing. Covers the subset the document uses (types, enum, format,
 * pattern, bounds, items, properties/required/additionalProperties, anyOf/oneOf, nullable type lists).
 */
import fc from 'fast-check';
import type { JsonSchema } from '../api/openapi-operations.ts';

const SMALL = 6;

/** A value the schema accepts (best effort: a pattern that fast-check cannot follow gives a plain string). */
export function validOf(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => validOf(choice, depth)));
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : ['string', 'integer', 'boolean', 'null'];
  return fc.oneof(...types.map((type) => ofType(schema, type, depth)));
}

function ofType(schema: JsonSchema, type: string, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? Math.max(1000, (schema.minimum ?? 0) + 1000) });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
    case 'string':
      return stringOf(schema);
    case 'array':
      if (depth > 3) return fc.constant([]);
      return fc.array(validOf(schema.items ?? {}, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? SMALL, Math.max(schema.minItems ?? 0, SMALL)),
      });
    case 'object': {
      if (depth > 3) return fc.constant({});
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record = fc.record(
        Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, validOf(property, depth + 1)])),
        { requiredKeys: [...required].filter((name) => name in properties) },
      );
      if (Object.keys(properties).length > 0 || schema.additionalProperties === false) return record;
      return fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.oneof(fc.string(), fc.integer(), fc.boolean()), { maxKeys: 3 });
    }
    default:
      return fc.constant(null);
  }
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, Math.max(minLength, 40));
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress();
    case 'date-time':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((date) => date.toISOString());
    case 'uri':
      return fc.webUrl();
  }
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((text) => text.length >= minLength && text.length <= (schema.maxLength ?? 1e9));
    } catch {
      // A pattern fast-check cannot generate from: plain text below.
    }
  }
  return fc.string({ unit: 'grapheme', minLength, maxLength });
}

/** A value the schema refuses (or that only a lenient coercion would take), for an operation's validation to meet. */
export function wrongOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  const junk = fc.oneof(
    fc.constant(null),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.array(fc.integer(), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 3 }),
  );
  const properties = Object.keys(schema.properties ?? {});
  if (schema.type !== 'object' || properties.length === 0) return junk;
  return fc.oneof(
    junk,
    // One property of the wrong type (or out of bounds), the rest as they should be.
    fc.tuple(validOf(schema), fc.constantFrom(...properties), junk).map(([value, name, bad]) => ({ ...(value as object), [name]: bad })),
    // A required property missing.
    fc.tuple(validOf(schema), fc.constantFrom(...(schema.required?.length ? schema.required : properties))).map(([value, name]) => {
      const copy = { ...(value as Record<string, unknown>) };
      delete copy[name];
      return copy;
    }),
    // A property the schema does not have.
    fc.tuple(validOf(schema), fc.constantFrom('__proto__', 'constructor', 'extra', 'id', 'user_id')).map(([value, name]) => ({
      ...(value as object),
      [name]: 'x',
    })),
  );
}
