/**
 * The API's operations as its own OpenAPI document describes them, so cross-cutting tests (malformed bodies,
 * CSRF, isolation between users, request ids) cover every endpoint that exists when they run, including ones
 * added after the tests were written. The document must list exactly the operations of contract/api.ts: a feature
 * router that drops out fails every sweep instead of shrinking it. Also the contract's error-shape check those
 * tests share.
 */
import { expect } from 'vitest';
import { API_OPERATIONS } from '../../contract/api.ts';
import { ERRORS, isErrorCode } from '../../contract/errors.ts';
import type { ApiApp } from '../../server/app.ts';

/** The subset of JSON Schema that zod-openapi emits for our request bodies and parameters. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  default?: unknown;
  minProperties?: number;
}

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** OpenAPI path template, e.g. `/api/auth/sessions/{id}`. */
  path: string;
  parameters: Parameter[];
  /** JSON request body schema ($refs resolved), when the operation takes one. */
  body?: JsonSchema;
  /** Whether the body is required (our `jsonBody()` always says so). */
  bodyRequired: boolean;
  /** A raw file upload: the media types it accepts (its body is the file, never JSON to validate). */
  uploadTypes?: string[];
}

const METHODS = new Set(['get', 'post', 'patch', 'put', 'delete']);

export async function loadOperations(app: ApiApp): Promise<Operation[]> {
  const response = await app.request('http://localhost/api/openapi.json');
  expect(response.status).toBe(200);
  const document = (await response.json()) as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: Parameter[];
          requestBody?: { required?: boolean; content?: Record<string, { schema: JsonSchema }> };
        }
      >
    >;
    components?: { schemas?: Record<string, JsonSchema> };
  };
  const components = document.components?.schemas ?? {};
  const resolve = (schema: JsonSchema): JsonSchema => {
    if (!schema.$ref) return schema;
    const name = schema.$ref.split('/').at(-1)!;
    return resolve(components[name] ?? {});
  };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const content = operation.requestBody?.content ?? {};
      const uploadTypes = Object.keys(content).filter((type) => (content[type]!.schema as { format?: string }).format === 'binary');
      const body = uploadTypes.length > 0 ? undefined : content['application/json']?.schema;
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        parameters: (operation.parameters ?? []).map((parameter) => ({
          ...parameter,
          required: parameter.required ?? false,
          schema: resolve(parameter.schema ?? {}),
        })),
        ...(body ? { body: resolveDeep(resolve(body), resolve) } : {}),
        ...(uploadTypes.length > 0 ? { uploadTypes } : {}),
        bodyRequired: operation.requestBody?.required ?? false,
      });
    }
  }
  expect(operations.map(operationName).sort(), 'the served OpenAPI document lists exactly the operations of contract/api.ts').toEqual(
    API_OPERATIONS.map(operationName).sort(),
  );
  return operations;
}

function resolveDeep(schema: JsonSchema, resolve: (schema: JsonSchema) => JsonSchema): JsonSchema {
  const properties = schema.properties
    ? Object.fromEntries(Object.entries(schema.properties).map(([name, property]) => [name, resolveDeep(resolve(property), resolve)]))
    : undefined;
  return {
    ...schema,
    ...(properties ? { properties } : {}),
    ...(schema.items ? { items: resolveDeep(resolve(schema.items), resolve) } : {}),
    ...(schema.anyOf ? { anyOf: schema.anyOf.map((option) => resolveDeep(resolve(option), resolve)) } : {}),
    ...(schema.oneOf ? { oneOf: schema.oneOf.map((option) => resolveDeep(resolve(option), resolve)) } : {}),
  };
}

export const operationName = (operation: Pick<Operation, 'method' | 'path'>) => `${operation.method} ${operation.path}`;

/** Fills `{param}` placeholders; `values` maps a parameter name to its value, anything else gets `fallback`. */
export function fillPath(template: string, values: Record<string, string>, fallback: string): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? fallback));
}

/** A valid value for each path parameter that takes one of a fixed set (a wizard step, say): its first choice. */
export function enumPathValues(operation: Operation): Record<string, string> {
  return Object.fromEntries(
    operation.parameters
      .filter((parameter) => parameter.in === 'path' && parameter.schema.enum?.length)
      .map((parameter) => [parameter.name, String(parameter.schema.enum![0])]),
  );
}

/** Unsafe methods, i.e. the ones CSRF protection applies to. */
export const isStateChanging = (operation: Operation) => operation.method !== 'GET';

/**
 * Asserts a response is an error in the contract's shape: JSON `{ detail, error_code, message }` with the
 * code's exact message and status; a validation error (and a domain 422 that names fields) carries a non-empty
 * `loc/msg/type` list, every other answer repeats the message.
 * Returns the body for further checks.
 */
export async function expectContractError(response: Response, context: string) {
  expect(response.headers.get('content-type'), context).toMatch(/^application\/json/);
  const text = await response.text();
  let body: { detail: unknown; error_code: unknown; message: unknown };
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`${context}: error body is not JSON: ${text.slice(0, 200)}`);
  }
  expect(Object.keys(body).sort(), context).toEqual(['detail', 'error_code', 'message']);
  expect(isErrorCode(body.error_code), `${context}: unknown error_code ${String(body.error_code)}`).toBe(true);
  const code = body.error_code as keyof typeof ERRORS;
  expect(body.message, context).toBe(ERRORS[code].message);
  expect(response.status, `${context}: ${code} is a ${ERRORS[code].status}`).toBe(ERRORS[code].status);
  // A validation error lists its issues; so may a domain 422 (PROTOCOL_INVALID names the steps).
  if (code === 'VALIDATION_ERROR' || (response.status === 422 && Array.isArray(body.detail))) {
    expect(Array.isArray(body.detail) && body.detail.length > 0, `${context}: 422 detail must be a non-empty list`).toBe(true);
    for (const issue of body.detail as Array<Record<string, unknown>>) {
      expect(Object.keys(issue).sort(), context).toEqual(['loc', 'msg', 'type']);
      expect(Array.isArray(issue.loc) && (issue.loc as unknown[]).length > 0, context).toBe(true);
      for (const part of issue.loc as unknown[]) expect(['string', 'number'], context).toContain(typeof part);
      expect(typeof issue.msg === 'string' && issue.msg.length > 0, context).toBe(true);
      expect(typeof issue.type === 'string' && issue.type.length > 0, context).toBe(true);
    }
  } else {
    expect(body.detail, context).toBe(body.message);
  }
  return body as { detail: unknown; error_code: keyof typeof ERRORS; message: string };
}

/**
 * A response's text for the read sweeps. An events stream never ends by itself: it is read up to its first event
 * (`ready`, what a caller gets before anything happens) and then closed.
 */
export async function responseText(response: Response): Promise<string> {
  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) return response.text();
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (!/event: ready\n[^\n]*\n\n/.test(text)) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  await reader.cancel();
  return text;
}

/**
 * A small valid value for a schema: required properties (or, under `minProperties`, the first one unless only the
 * required ones are asked for), the first enum
 * value, lengths and bounds at their minimum, well-formed uuids, e-mails and timestamps. For sweeps that must get past
 * validation to the rule under test (whose object it is), not for fuzzing.
 */
export function exampleOf(schema: JsonSchema, options: { requiredOnly?: boolean } = {}): unknown {
  if (schema.enum?.length) return schema.enum[0];
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return exampleOf(choices.find((option) => option.type !== 'null') ?? choices[0]!, options);
  const type = Array.isArray(schema.type) ? schema.type.find((one) => one !== 'null') : schema.type;
  switch (type) {
    case 'string': {
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema.format === 'email') return 'someone@example.test';
      if (schema.format === 'date-time') return new Date(Date.now() + 3_600_000).toISOString();
      if (schema.format === 'uri') return 'https://example.test/';
      if (schema.pattern) {
        const pattern = new RegExp(schema.pattern, 'u');
        const fits = ['abc', 'abc-def', 'abc_def', 'a1b2c3d4', 'US', 'en', '12345', 'abcdefgh'].find((candidate) =>
          pattern.test(candidate),
        );
        if (fits) return fits;
      }
      return 'x'.repeat(Math.max(schema.minLength ?? 1, Math.min(10, schema.maxLength ?? 10)));
    }
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => exampleOf(schema.items ?? {}, options));
    case 'object': {
      const properties = schema.properties ?? {};
      const names = new Set(schema.required ?? []);
      if (names.size === 0 && (schema.minProperties ?? 0) > 0 && !options.requiredOnly) {
        const first = Object.keys(properties)[0];
        if (first) names.add(first);
      }
      return Object.fromEntries([...names].map((name) => [name, exampleOf(properties[name] ?? {}, options)]));
    }
    default:
      return null;
  }
}
