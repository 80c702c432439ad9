/**
 * Every answer the API test suite receives is checked against the OpenAPI document the API serves: the status must
 * be documented for the operation, and a JSON body must match the documented schema (JSON Schema 2020-12, formats
 * included). tests/api/helpers.ts records the answers of each test app and checks them when the app closes, so a
 * drift between the document and the behaviour fails the test file that produced the answer.
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

interface Recorded {
  method: string;
  path: string;
  status: number;
  contentType: string;
  body: Promise<string>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>>;
}

type Fetch = (path: string) => Promise<Response>;

/** Compiled once per process: the document does not depend on a test app's configuration. */
let compiled:
  | Promise<(method: string, path: string, status: number) => { documented: boolean; validate?: ValidateFunction; template?: string }>
  | undefined;

function templateRegex(template: string): RegExp {
  const source = template.replace(/[.+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
  return new RegExp(`^${source}$`);
}

async function compile(fetchDocument: Fetch) {
  const document = (await (await fetchDocument('/api/openapi.json')).json()) as OpenApiDocument;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ ...document, $id: 'openapi' });
  // Literal paths first, so `/api/auth/sessions/revoke-others` is not taken for `/api/auth/sessions/{id}`.
  const templates = Object.keys(document.paths)
    .sort((a, b) => Number(a.includes('{')) - Number(b.includes('{')))
    .map((template) => ({ template, regex: templateRegex(template) }));
  const validators = new Map<string, ValidateFunction>();
  return (method: string, path: string, status: number) => {
    const lower = method.toLowerCase();
    // A path that is a template of its own is that one only (the API answers 405 for its other methods).
    if (document.paths[path] && !document.paths[path][lower]) return { documented: true };
    const match = templates.find(({ template, regex }) => regex.test(path) && document.paths[template]?.[lower]);
    if (!match) return { documented: true }; // not an operation of the document (a test-only route, an unknown path)
    const responses = document.paths[match.template]![lower]!.responses ?? {};
    const response = responses[String(status)];
    if (!response) return { documented: false, template: match.template };
    if (!response.content?.['application/json']?.schema) return { documented: true, template: match.template };
    const pointer = ['paths', match.template, lower, 'responses', String(status), 'content', 'application/json', 'schema']
      .map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1'))
      .join('/');
    const key = `${lower} ${match.template} ${status}`;
    let validate = validators.get(key);
    if (!validate) {
      validate = ajv.compile({ $ref: `openapi#/${pointer}` });
      validators.set(key, validate);
    }
    return { documented: true, validate, template: match.template };
  };
}

export class DocumentedResponses {
  readonly #recorded: Recorded[] = [];

  record(method: string, url: string, response: Response): void {
    const contentType = response.headers.get('content-type') ?? '';
    this.#recorded.push({
      method,
      path: new URL(url, 'http://localhost').pathname,
      status: response.status,
      contentType,
      // Only JSON bodies are read (a copy of them): a stream (text/event-stream) never ends, and a copy being read
      // would keep it open after the test has cancelled its own reader.
      body: contentType.startsWith('application/json') ? response.clone().text() : Promise.resolve(''),
    });
  }

  /** Throws one error listing every answer that the document does not describe. */
  async verify(fetchDocument: Fetch): Promise<void> {
    const unique = [...new Set(await this.drifts(fetchDocument))];
    if (unique.length > 0) throw new Error(`answers that the OpenAPI document does not describe:\n${unique.slice(0, 30).join('\n')}`);
  }

  /** Every answer recorded so far that the document does not describe, one line each (and forgets them). */
  async drifts(fetchDocument: Fetch): Promise<string[]> {
    compiled ??= compile(fetchDocument);
    const lookup = await compiled;
    const drifts: string[] = [];
    for (const answer of this.#recorded.splice(0)) {
      const text = await answer.body.catch(() => '');
      if (!answer.path.startsWith('/api/')) continue;
      const { documented, validate, template } = lookup(answer.method, answer.path, answer.status);
      const name = `${answer.method} ${template ?? answer.path} → ${answer.status}`;
      if (!documented) {
        drifts.push(`${name}: status not documented`);
        continue;
      }
      if (!validate || !answer.contentType.startsWith('application/json')) continue;
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        drifts.push(`${name}: body is not JSON`);
        continue;
      }
      if (!validate(body)) drifts.push(`${name}: ${JSON.stringify(validate.errors?.slice(0, 3))} in ${text.slice(0, 300)}`);
    }
    return drifts;
  }
}
