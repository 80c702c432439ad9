/**
 * An API operation's address, as plain data without zod: the site's typed client imports these tables, so a page
 * that calls the API carries a few strings, not the schema library. The rest of an operation (schemas, access,
 * errors, documentation) is in the feature's contract (`contract/<feature>/index.ts`, lib/operation.ts).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint {
  readonly method: HttpMethod;
  /** An OpenAPI path template: `/api/auth/sessions/{id}`. */
  readonly path: `/api/${string}`;
  /** Answers `{ data: T[], meta }` with the x-total-count / x-current-page / x-per-page headers (spec §3). */
  readonly list?: true;
}

export type Endpoints = Readonly<Record<string, Endpoint>>;

/** Names a feature's endpoints; `const` keeps each method and path a literal type. */
export function defineEndpoints<const E extends Endpoints>(endpoints: E): E {
  return endpoints;
}

/** Names of a path template's `{placeholders}`, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string);
}

/** Fills a path template; every placeholder must have a value (encoded as one path segment). */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`fillPath: no value for {${name}} in ${path}; pass it in params`);
    return encodeURIComponent(String(value));
  });
}
